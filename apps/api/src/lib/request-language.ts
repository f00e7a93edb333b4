import type { FastifyRequest } from 'fastify';

import { LANGUAGE_COOKIE, type Locale, pickLanguage } from '@dokan/domain';

/** The language this request is answered in (domain's rule: the `lang` cookie, then Accept-Language). */
export function requestLanguage(request: FastifyRequest): Locale {
  const header = request.headers['accept-language'];
  return pickLanguage(request.cookies?.[LANGUAGE_COOKIE], Array.isArray(header) ? header[0] : header);
}
