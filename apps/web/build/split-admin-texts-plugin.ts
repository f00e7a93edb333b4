import type { Plugin } from 'vite';

const TEXTS_FILE = /\/locales\/[a-z-]+\.json$/;

/** The admin area's top-level keys: `admin`, and one per group of admin screens (`adminCatalogue`). */
const isAdminKey = (key: string) => /^admin([A-Z]|$)/.test(key);

/** 'texts-bn-storefront' for the chunk of `bn.json?storefront`; undefined for any other module. */
export function textsChunkName(moduleId: string | null): string | undefined {
  const [file = '', query] = (moduleId ?? '').split('?');
  const language = /\/locales\/([a-z-]+)\.json$/.exec(file)?.[1];
  return language && query ? `texts-${language}-${query}` : undefined;
}

/**
 * The admin area's texts live in the one translation file, under `admin` and `admin...` keys, but only
 * admins need them: `en.json?storefront` is the file without those keys (bundled with the shop) and
 * `en.json?admin` only those keys (loaded with the admin area), so the storefront's first download does
 * not carry them.
 */
export function splitAdminTexts(): Plugin {
  return {
    name: 'dokan:split-admin-texts',
    enforce: 'pre',
    transform(code, id) {
      const [file = '', query] = id.split('?');
      if (!TEXTS_FILE.test(file) || (query !== 'storefront' && query !== 'admin')) return null;
      const entries = Object.entries(JSON.parse(code) as Record<string, unknown>);
      const wanted = entries.filter(([key]) => isAdminKey(key) === (query === 'admin'));
      const part = JSON.stringify(Object.fromEntries(wanted));
      // A JS module: with a query on its name the file is no longer taken for JSON.
      return { code: `export default JSON.parse(${JSON.stringify(part)});`, map: null, moduleType: 'js' };
    },
  };
}
