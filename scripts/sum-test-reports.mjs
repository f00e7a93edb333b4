// Adds up vitest JSON reports and prints the closing line CI reads: "N passed, N failed".
// A missing or unreadable report counts as one failure, so a crashed run can never look green.
import { readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;
for (const file of process.argv.slice(2)) {
  try {
    const report = JSON.parse(readFileSync(file, 'utf8'));
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    // A file that failed to load, or a run with no test at all, fails without failing a test.
    if ((!report.success && report.numFailedTests === 0) || report.numTotalTests === 0) failed += 1;
    console.log(`${file}: ${report.numPassedTests} passed, ${report.numFailedTests} failed`);
  } catch (error) {
    console.log(`${file}: no report (${error.message})`);
    failed += 1;
  }
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
