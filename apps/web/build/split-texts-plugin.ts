import type { Plugin } from 'vite';

const TEXTS_FILE = /\/locales\/([a-z-]+)\.json$/;

/** The parts of a translation file, each loaded only where it is needed (src/lib/i18n.ts). */
export const TEXT_AREAS = ['storefront', 'account', 'admin'] as const;
export type TextArea = (typeof TEXT_AREAS)[number];

/** The top-level keys of the texts of the checkout, payment results and the customer area. */
const ACCOUNT_KEYS = new Set(['checkout', 'payments', 'orders', 'refunds', 'users', 'userArea', 'settings']);

/** Which part a top-level key belongs to: `admin...` keys to the admin area, the account's keys to it, the rest to the shop. */
export function textArea(key: string): TextArea {
  if (/^admin([A-Z]|$)/.test(key)) return 'admin';
  return ACCOUNT_KEYS.has(key) ? 'account' : 'storefront';
}

const isTextArea = (value: string | undefined): value is TextArea => TEXT_AREAS.includes(value as TextArea);

/** 'texts-bn-storefront' for the chunk of `bn.json?storefront`; undefined for any other module. */
export function textsChunkName(moduleId: string | null): string | undefined {
  const [file = '', query] = (moduleId ?? '').split('?');
  const language = TEXTS_FILE.exec(file)?.[1];
  return language && isTextArea(query) ? `texts-${language}-${query}` : undefined;
}

/**
 * Each translation file holds every text of its language, but a page needs only some: `en.json?storefront`
 * is the shop's part (loaded before the first render), `en.json?account` the checkout's and the customer
 * area's (loaded with their routes), `en.json?admin` the admin area's. The first download carries none of
 * them, and a page downloads only its own language's parts.
 */
export function splitTexts(): Plugin {
  return {
    name: 'dokan:split-texts',
    enforce: 'pre',
    transform(code, id) {
      const [file = '', query] = id.split('?');
      if (!TEXTS_FILE.test(file) || !isTextArea(query)) return null;
      const entries = Object.entries(JSON.parse(code) as Record<string, unknown>);
      const part = JSON.stringify(Object.fromEntries(entries.filter(([key]) => textArea(key) === query)));
      // A JS module: with a query on its name the file is no longer taken for JSON.
      return { code: `export default JSON.parse(${JSON.stringify(part)});`, map: null, moduleType: 'js' };
    },
  };
}
