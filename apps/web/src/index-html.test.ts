import { readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { manifestHref, THEME_COLOUR } from '@dokan/domain/installable';
import { LANGUAGES } from '@dokan/domain/language';

const web = path.resolve(import.meta.dirname, '..');
const indexHtml = readFileSync(path.join(web, 'index.html'), 'utf8');
const styles = readFileSync(path.join(web, 'src', 'styles.css'), 'utf8');

describe('the head every page starts from (decision 083)', () => {
  it("links the manifest in each language, for the server to keep the page's own", () => {
    for (const language of LANGUAGES) {
      expect(indexHtml).toContain(
        `<link rel="manifest" href="${manifestHref(language)}" data-language="${language}" />`,
      );
    }
    expect(indexHtml).toContain('<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />');
  });

  it("colours the browser's bar, the manifest and the drawn icon with the brand's accent", () => {
    expect(indexHtml).toContain(`<meta name="theme-color" content="${THEME_COLOUR}" />`);
    expect(styles).toContain(`--color-brand-700: ${THEME_COLOUR};`);
  });
});
