/**
 * Who may use what helps on a laptop: the outbox (every reset code and activation link), the demo
 * logins and the sandbox gateway (which marks orders paid at a click). A stranger with any of them
 * takes accounts or goods, so by default they answer only the machine itself, whatever NODE_ENV
 * says; the owner may open them by name (DEV_TOOLS=open) outside production, never in it.
 */
import { isIP } from 'node:net';

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { routeNotFound } from './error-handler.ts';

declare module 'fastify' {
  interface FastifyInstance {
    devAccess: DevAccess;
  }
  interface FastifyRequest {
    /** This request may use the development helpers (outbox, demo logins, sandbox gateway). */
    readonly mayUseDevTools: boolean;
  }
}

export const DEV_TOOLS_MODES = ['off', 'local', 'open'] as const;
export type DevToolsMode = (typeof DEV_TOOLS_MODES)[number];

export interface DevAccess {
  readonly mode: DevToolsMode;
  /** Whether this request may use the development helpers. */
  allows(request: FastifyRequest): boolean;
}

/** Headers a proxy adds: a request that passed one came from elsewhere, whatever its socket says. */
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip', 'cf-connecting-ip', 'true-client-ip'];

const LOCAL_HOST_NAMES = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  if (isIP(plain) === 4) return plain.startsWith('127.');
  return plain === '::1';
}

/** The Host header's name without its port ('[::1]:3000' -> '[::1]'). */
function hostName(host: string | undefined): string {
  if (!host) return '';
  const name = host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.split(':')[0];
  return (name ?? '').toLowerCase();
}

/** The request passed a proxy (it names a client address of its own), whatever its socket says. */
export function hasForwardingHeaders(request: FastifyRequest): boolean {
  return FORWARDING_HEADERS.some((name) => request.headers[name] !== undefined);
}

/**
 * A request from this machine: its connection comes from a loopback address, it passed no proxy, and
 * it names this machine as its host. The last check stops a web page whose name resolves to
 * 127.0.0.1 (DNS rebinding) from reading the outbox through a shopper's own browser.
 */
export function isLocalRequest(request: FastifyRequest): boolean {
  if (!isLoopbackAddress(request.socket.remoteAddress) || !isLoopbackAddress(request.ip)) return false;
  if (hasForwardingHeaders(request)) return false;
  return LOCAL_HOST_NAMES.has(hostName(request.headers.host));
}

export function createDevAccess(mode: DevToolsMode): DevAccess {
  return {
    mode,
    allows: (request) => mode === 'open' || (mode === 'local' && isLocalRequest(request)),
  };
}

/** Makes `app.devAccess` and `request.mayUseDevTools` available to every module. */
export function registerDevAccess(app: FastifyInstance, mode: DevToolsMode): DevAccess {
  const access = createDevAccess(mode);
  app.decorate('devAccess', access);
  app.decorateRequest('mayUseDevTools', {
    getter(this: FastifyRequest) {
      return access.allows(this);
    },
  });
  return access;
}

/** An onRequest hook for a development helper's routes: to anyone else they do not exist. */
export async function devToolsOnly(request: FastifyRequest, reply: FastifyReply) {
  if (!request.mayUseDevTools) return routeNotFound(request, reply);
}
