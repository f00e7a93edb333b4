// The tests drive Debian's Chromium (browser journeys), read invoices with poppler's pdftotext and put
// Debian's HAProxy in front of two shop processes (the load balancer journey).
// Install what this machine lacks, once (as root with apt-get), or explain how; never download a
// browser build of our own.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const tools = [
  { path: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', pkg: 'chromium', hint: 'or set CHROMIUM_PATH' },
  { path: '/usr/bin/pdftotext', pkg: 'poppler-utils', hint: '' },
  { path: process.env.HAPROXY_PATH ?? '/usr/sbin/haproxy', pkg: 'haproxy', hint: 'or set HAPROXY_PATH' },
];

const missing = tools.filter((tool) => !existsSync(tool.path));
if (missing.length > 0) {
  const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  if (!canInstall) {
    for (const tool of missing) {
      console.error(
        `${tool.path} not found. Install it (Debian: sudo apt-get install -y ${tool.pkg}) ${tool.hint}`.trim(),
      );
    }
    process.exit(1);
  }
  const packages = missing.map((tool) => tool.pkg).join(' ');
  console.log(`Installing Debian ${packages} for the tests...`);
  execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages}`, {
    stdio: 'inherit',
  });
}
