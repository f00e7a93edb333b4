import { describe, expect, it } from 'vitest';

import { fillShell } from './page-renderer.ts';
import { acceptsEncoding } from './web-app.ts';

const SHELL = [
  '<!doctype html>',
  '<html lang="en">',
  '<head><title>Dokan</title></head>',
  '<body>',
  '<div id="root"><div class="placeholder"></div></div>',
  '<!-- /root -->',
  '</body></html>',
].join('\n');

describe('fillShell', () => {
  it('puts the rendered page in place of the placeholder, marks the page and carries its data', () => {
    const page = fillShell(SHELL, { html: '<main>Jamdani</main>', state: { queries: [] } });
    expect(page).toContain('<html lang="en" data-rendered>');
    expect(page).toContain('<div id="root"><main>Jamdani</main></div>');
    expect(page).not.toContain('placeholder');
    expect(page).toContain('<script type="application/json" id="dokan-state">{"queries":[]}</script><!-- /root -->');
  });

  it("moves the page's title into the head", () => {
    const page = fillShell(SHELL, { html: '<title>Saree | Dokan</title><h1>Saree</h1>', state: {} });
    expect(page).toContain('<head><title>Saree | Dokan</title></head>');
    expect(page).toContain('<div id="root"><h1>Saree</h1></div>');
  });

  it('holds the entry script and its preloads in a template, for the page to start once painted', () => {
    const shell = SHELL.replace(
      '</head>',
      '<script type="module" crossorigin src="/assets/index-1.js"></script>\n' +
        '<link rel="modulepreload" crossorigin href="/assets/react-2.js">\n<style>b{}</style></head>',
    );
    const page = fillShell(shell, { html: '<main></main>', state: {} });
    const head = page.slice(0, page.indexOf('</head>'));
    expect(head).toContain('<style>b{}</style><template id="dokan-entry">');
    const template = /<template id="dokan-entry">(.*?)<\/template>/s.exec(head)?.[1] ?? '';
    expect(template).toContain('<script type="module" crossorigin src="/assets/index-1.js"></script>');
    expect(template).toContain('<link rel="modulepreload" crossorigin href="/assets/react-2.js">');
    expect(head.replace(template, '')).not.toMatch(/index-1|react-2/);
  });

  it('keeps text from the catalogue from closing the data script early', () => {
    const page = fillShell(SHELL, { html: '', state: { name: '</script><script>alert(1)</script>' } });
    const script = /<script type="application\/json" id="dokan-state">(.*?)<\/script>/.exec(page)?.[1] ?? '';
    expect(script).not.toContain('<');
    expect(JSON.parse(script)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});

describe('acceptsEncoding', () => {
  it('takes an encoding listed without q=0, in any case and order', () => {
    expect(acceptsEncoding('gzip, deflate, br', 'br')).toBe(true);
    expect(acceptsEncoding('GZIP;q=0.5', 'gzip')).toBe(true);
    expect(acceptsEncoding('br;q=0, gzip', 'br')).toBe(false);
    expect(acceptsEncoding('br;q=0.0', 'br')).toBe(false);
    expect(acceptsEncoding('brotli', 'br')).toBe(false);
    expect(acceptsEncoding(undefined, 'gzip')).toBe(false);
  });
});
