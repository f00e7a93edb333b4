/**
 * Zod compiles object schemas with `new Function` when it may, and probes whether it may by trying:
 * under the shop's Content-Security-Policy (no 'unsafe-eval') that probe is reported as a violation
 * even though Zod catches it. Imported first by the entry, before any schema parses.
 *
 * Zod keeps its settings in one object on globalThis, shared by every copy of it, and adopts an object
 * already there: setting it here keeps Zod itself (4 KiB gzip, through its `config`) out of the entry
 * every page loads; the forms' chunks bring it when they need it. The CSP journey
 * (e2e/journeys/content-security.test.ts) fails should Zod stop reading it.
 */
declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true };

export {};
