/**
 * The shop's two languages and how a request picks one: the shopper's own choice (the `lang`
 * cookie) first, then the browser's Accept-Language, then English. The server and the pages decide
 * the same way, so a rendered page and the app that takes it over never disagree.
 */
import type { Locale } from './format.ts';

export const LANGUAGES = ['en', 'bn'] as const satisfies readonly Locale[];
export const DEFAULT_LANGUAGE: Locale = 'en';
/** The cookie that remembers the shopper's choice; readable by the page so the switch needs no request. */
export const LANGUAGE_COOKIE = 'lang';
/** A year: a choice is kept until the shopper makes another. */
export const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export function isLanguage(value: unknown): value is Locale {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The first of our languages the browser asks for, by its q-values; English when none. */
export function languageFromAcceptLanguage(header: string | undefined): Locale {
  if (!header) return DEFAULT_LANGUAGE;
  const wanted = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return {
        base: tag.trim().toLowerCase().split('-')[0] ?? '',
        weight: Number.isFinite(weight) ? weight : 0,
        index,
      };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return wanted.map((entry) => entry.base).find(isLanguage) ?? DEFAULT_LANGUAGE;
}

/** The language a request is answered in: a valid cookie wins, then Accept-Language. */
export function pickLanguage(cookieValue: string | undefined, acceptLanguage: string | undefined): Locale {
  return isLanguage(cookieValue) ? cookieValue : languageFromAcceptLanguage(acceptLanguage);
}
