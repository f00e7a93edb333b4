/**
 * Security headers on every answer (pages, API, media), set by helmet. The session's access
 * token lives in localStorage (the spec's `token` key), so the Content-Security-Policy is what stands
 * between an injected script and it: scripts run only from this origin, from Google's sign-in client
 * by name, and inline only where their SHA-256 is known (the early-start script the build writes into
 * index.html). Hashes rather than nonces: a rendered page is cached and served to many shoppers.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/** Google Identity Services: the sign-in button's script, styles, frame and its calls. */
const GOOGLE_SIGN_IN = 'https://accounts.google.com/gsi/';
/** Meta's pixel: its script, and where it sends its events (as a picture or a call). */
const META_PIXEL_SCRIPT = 'https://connect.facebook.net';
const META_PIXEL_EVENTS = 'https://www.facebook.com';

/** Script types a browser runs; `application/json` data blocks (the rendered page's state) are not scripts. */
const RUNNABLE_TYPE = /^(?:|module|text\/javascript|application\/javascript)$/i;

/** 'sha256-…' sources for the inline scripts of an HTML document. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes = '', body = ''] = match;
    if (/\bsrc\s*=/i.test(attributes) || !body) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? '';
    if (!RUNNABLE_TYPE.test(type)) continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/** The inline scripts' hashes of the built web app's shell, or none when it is not built. */
export async function webAppScriptHashes(webDist: string | undefined): Promise<string[]> {
  if (!webDist) return [];
  try {
    return inlineScriptHashes(await readFile(path.join(webDist, 'index.html'), 'utf8'));
  } catch {
    return [];
  }
}

export interface SecurityHeadersOptions {
  /** Where shoppers reach the shop: https turns on HSTS and upgrades insecure requests. */
  publicUrl: string;
  /** 'sha256-…' sources of the inline scripts pages may run. */
  scriptHashes: string[];
  /** Whether the pages load Meta's pixel (META_PIXEL_ID): its two addresses are allowed by name, only then. */
  metaPixel?: boolean;
}

export function contentSecurityPolicy({ publicUrl, scriptHashes, metaPixel = false }: SecurityHeadersOptions) {
  const https = new URL(publicUrl).protocol === 'https:';
  const meta = (source: string) => (metaPixel ? [source] : []);
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...scriptHashes, `${GOOGLE_SIGN_IN}client`, ...meta(META_PIXEL_SCRIPT)],
      scriptSrcAttr: ["'none'"],
      // React's style attributes and the critical CSS inlined into index.html; styles cannot read the token.
      styleSrc: ["'self'", "'unsafe-inline'", `${GOOGLE_SIGN_IN}style`],
      // Pictures picked in a form are previewed from blob: URLs; Google accounts bring their photo.
      imgSrc: ["'self'", 'data:', 'blob:', 'https://*.googleusercontent.com', ...meta(META_PIXEL_EVENTS)],
      fontSrc: ["'self'"],
      connectSrc: ["'self'", GOOGLE_SIGN_IN, ...meta(META_PIXEL_EVENTS)],
      frameSrc: [GOOGLE_SIGN_IN],
      frameAncestors: ["'none'"],
      // The sandbox gateway's forms post here and are redirected to the shop's public address.
      formAction: ["'self'", new URL(publicUrl).origin],
      baseUri: ["'self'"],
      objectSrc: ["'none'"],
      manifestSrc: ["'self'"],
      workerSrc: ["'self'"],
      ...(https ? { upgradeInsecureRequests: [] } : {}),
    },
  };
}

/**
 * Helmet's middleware, built once and run on every request's raw answer. Not @fastify/helmet: it
 * builds the middleware again on every request (parsing the policy's directives each time), about
 * 3 % of the process's time on the catalogue's reads; no route here configures headers of its own.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeadersOptions): void {
  const https = new URL(options.publicUrl).protocol === 'https:';
  const setHeaders = helmet({
    contentSecurityPolicy: contentSecurityPolicy(options),
    // Two years, as browsers' preload lists ask; only where the shop is reached over https.
    strictTransportSecurity: https ? { maxAge: 63_072_000, includeSubDomains: true } : false,
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Google's sign-in opens a popup that must be able to answer the page.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    // Product pictures may be shown by the shop's own other sites (a blog on a subdomain).
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
  app.addHook('onRequest', (request, reply, done) =>
    setHeaders(request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined)),
  );
}
