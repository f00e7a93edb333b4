/**
 * What a person starting the shop on a laptop (development helpers on) needs to read once it is
 * ready: where it is, the demo logins and the outbox. Written to the terminal as a block after the server listens, so request
 * logs do not scroll it away before it is seen; the log lines stay JSON for machines.
 */
export interface Welcome {
  url: string;
  /** Which database it keeps its data in. */
  database: string;
  /** E-mails or SMS wait in the outbox (no SMTP server or SMS gateway set). */
  outbox: boolean;
  demoLogins: ReadonlyArray<{ role: string; email: string; password: string }>;
}

export function welcomeText({ url, database, outbox, demoLogins }: Welcome): string {
  const lines = [`Dokan is open at ${url} (database: ${database})`];
  if (demoLogins.length) {
    lines.push('', 'Demo logins:');
    const width = Math.max(...demoLogins.map((login) => login.role.length));
    for (const login of demoLogins) lines.push(`  ${login.role.padEnd(width)}  ${login.email} / ${login.password}`);
  }
  if (outbox) lines.push('', `E-mails and SMS wait in the outbox: ${url}/dev/outbox`);
  const rule = '-'.repeat(Math.max(...lines.map((line) => line.length)));
  return `\n${rule}\n${lines.join('\n')}\n${rule}\n\n`;
}

export function printWelcome(welcome: Welcome): void {
  process.stdout.write(welcomeText(welcome));
}
