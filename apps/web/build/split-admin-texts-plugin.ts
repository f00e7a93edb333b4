import type { Plugin } from 'vite';

const TEXTS_FILE = /\/locales\/[a-z-]+\.json$/;

/**
 * The admin area's texts live in the one translation file, under `admin`, but only admins need them:
 * `en.json?storefront` is the file without that key (bundled with the shop) and `en.json?admin` only
 * that key (loaded with the admin area), so the storefront's first download does not carry them.
 */
export function splitAdminTexts(): Plugin {
  return {
    name: 'dokan:split-admin-texts',
    enforce: 'pre',
    transform(code, id) {
      const [file = '', query] = id.split('?');
      if (!TEXTS_FILE.test(file) || (query !== 'storefront' && query !== 'admin')) return null;
      const { admin, ...storefront } = JSON.parse(code) as Record<string, unknown>;
      const part = JSON.stringify(query === 'admin' ? { admin } : storefront);
      // A JS module: with a query on its name the file is no longer taken for JSON.
      return { code: `export default JSON.parse(${JSON.stringify(part)});`, map: null, moduleType: 'js' };
    },
  };
}
