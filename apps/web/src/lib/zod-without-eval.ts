/**
 * Zod compiles object schemas with `new Function` when it may, and probes whether it may by trying:
 * under the shop's Content-Security-Policy (no 'unsafe-eval') that probe is reported as a violation
 * even though Zod catches it. Imported first by the entry, before any schema parses.
 */
import { z } from 'zod';

z.config({ jitless: true });
