/**
 * Fetches a picture from another site (the catalogue import's image addresses), bounded: http and
 * https only, at most a few redirects, the body cut off past `maxBytes`, the whole fetch past
 * `timeoutMs`. Unless `allowPrivate`, an address of this machine or of a private network (loopback,
 * RFC 1918, link-local where clouds answer with their credentials, shared and unique-local ranges)
 * is refused. The check is made on the address actually connected to, through the connection's own
 * name lookup, so a name that answers differently the second time (DNS rebinding) gets no further.
 */
import dns, { type LookupAddress, type LookupOptions } from 'node:dns';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { BlockList, isIP } from 'node:net';

export interface PictureFetchLimits {
  maxBytes: number;
  timeoutMs: number;
  /** Addresses of this machine and its network may be fetched (a laptop's test server). */
  allowPrivate: boolean;
}

/** Why a picture could not be fetched, in words that finish "could not be fetched: ...". */
export class PictureFetchError extends Error {}

const MAX_REDIRECTS = 3;

const PRIVATE_NETWORKS = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const) {
  PRIVATE_NETWORKS.addSubnet(network, prefix, 'ipv4');
}
// Unspecified and loopback, unique-local, link-local, multicast. (IPv4 written as IPv6, ::ffff:a.b.c.d,
// is checked by the IPv4 rules; a rule for ::ffff:0:0/96 would match every IPv4 address.)
for (const [network, prefix] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  PRIVATE_NETWORKS.addSubnet(network, prefix, 'ipv6');
}

/** An address of this machine or of a private network; anything that is not an IP address counts as one. */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return PRIVATE_NETWORKS.check(address, 'ipv4');
  if (family === 6) return PRIVATE_NETWORKS.check(address, 'ipv6');
  return true;
}

const PRIVATE_MESSAGE = 'it is an address of a private network';

/** A host name's lookup that refuses to hand a private address to the connection. */
function guardedLookup(
  hostname: string,
  options: LookupOptions,
  callback: (error: Error | null, address: string | LookupAddress[], family?: number) => void,
): void {
  dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, '');
    if (!addresses.length || addresses.some(({ address }) => isPrivateAddress(address))) {
      return callback(new PictureFetchError(PRIVATE_MESSAGE), '');
    }
    if (options.all) return callback(null, addresses);
    callback(null, addresses[0]!.address, addresses[0]!.family);
  });
}

/** The address's host as an IP address, or null for a name. */
const literalAddress = (url: URL) => {
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  return isIP(host) ? host : null;
};

/** Whether `text` is an address the import may fetch, before anything is fetched; the reason when not. */
export function pictureAddressProblem(text: string, allowPrivate: boolean): string | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return 'it is not a web address';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'only http and https addresses are fetched';
  if (url.username || url.password) return 'an address with a password is not fetched';
  const literal = literalAddress(url);
  if (!allowPrivate && literal && isPrivateAddress(literal)) return PRIVATE_MESSAGE;
  return null;
}

function get(url: URL, limits: PictureFetchLimits, signal: AbortSignal): Promise<IncomingMessage> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.get(url, {
      signal,
      headers: { accept: 'image/*', 'user-agent': 'Dokan catalogue import' },
      ...(limits.allowPrivate ? {} : { lookup: guardedLookup }),
    });
    request.once('response', resolve);
    request.once('error', reject);
  });
}

async function bodyOf(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const tooLarge = () => new PictureFetchError(`it is larger than ${Math.round(maxBytes / 1024 / 1024)} MB`);
  if (Number(response.headers['content-length'] ?? 0) > maxBytes) {
    response.destroy();
    throw tooLarge();
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) {
      response.destroy();
      throw tooLarge();
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** The picture's bytes, or a PictureFetchError saying why not. */
export async function fetchPicture(address: string, limits: PictureFetchLimits): Promise<Buffer> {
  const seconds = Math.ceil(limits.timeoutMs / 1000);
  const signal = AbortSignal.timeout(limits.timeoutMs);
  let url = new URL(address);
  try {
    for (let redirects = 0; ; redirects += 1) {
      const problem = pictureAddressProblem(url.href, limits.allowPrivate);
      if (problem) throw new PictureFetchError(problem);
      const response = await get(url, limits, signal);
      const { statusCode = 0, headers } = response;
      if (statusCode >= 300 && statusCode < 400 && headers.location) {
        response.resume();
        if (redirects === MAX_REDIRECTS) throw new PictureFetchError('it redirects too many times');
        url = new URL(headers.location, url);
        continue;
      }
      if (statusCode !== 200) {
        response.resume();
        throw new PictureFetchError(`the site answered ${statusCode}`);
      }
      return await bodyOf(response, limits.maxBytes);
    }
  } catch (error) {
    if (error instanceof PictureFetchError) throw error;
    if (signal.aborted) throw new PictureFetchError(`no answer within ${seconds} seconds`);
    throw new PictureFetchError('the site could not be reached');
  }
}
