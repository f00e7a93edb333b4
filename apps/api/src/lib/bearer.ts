/** A secret carried as `Authorization: Bearer <token>`, compared in constant time. */
import { timingSafeEqual } from 'node:crypto';

import type { FastifyRequest } from 'fastify';

export function bearerMatches(request: FastifyRequest, token: string | null | undefined): boolean {
  if (!token) return false;
  const header = request.headers.authorization ?? '';
  if (!header.startsWith('Bearer ')) return false;
  const given = Buffer.from(header.slice('Bearer '.length));
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
