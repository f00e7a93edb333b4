// Adds up vitest JSON reports and prints the closing line CI reads: "N passed, N failed".
// Arguments are `report.json=exitStatus`, or `name=exitStatus` for a check without a report (lint),
// which counts as one test. A missing report, a run with no test, or a run that
// failed without failing a test (an uncaught error, a crashed worker) counts as one failure, so a
// broken run can never look green.
import { readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;
for (const argument of process.argv.slice(2)) {
  const [file = '', status = '0'] = argument.split('=');
  if (!file.endsWith('.json')) {
    console.log(`${file}: ${status === '0' ? 'passed' : 'failed'} (exit ${status})`);
    if (status === '0') passed += 1;
    else failed += 1;
    continue;
  }
  let runPassed = 0;
  let runFailed = 0;
  try {
    const report = JSON.parse(readFileSync(file, 'utf8'));
    runPassed = report.numPassedTests;
    runFailed = report.numFailedTests;
    if (report.numTotalTests === 0) runFailed += 1;
    // Name what failed beside the totals, so a red run's last lines say where to look.
    for (const suite of report.testResults ?? []) {
      for (const test of suite.assertionResults ?? []) {
        if (test.status === 'failed') console.log(`failed: ${suite.name} > ${test.fullName}`);
      }
      if (suite.status === 'failed' && !(suite.assertionResults ?? []).length) {
        console.log(`failed: ${suite.name} (${(suite.message ?? '').split('\n')[0]})`);
      }
    }
  } catch (error) {
    console.log(`${file}: no report (${error.message})`);
    runFailed += 1;
  }
  if (status !== '0' && runFailed === 0) runFailed = 1;
  console.log(`${file}: ${runPassed} passed, ${runFailed} failed (exit ${status})`);
  passed += runPassed;
  failed += runFailed;
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
