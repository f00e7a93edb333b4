import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import indexHtml from '../../../index.html?raw';
import { NavbarPlaceholder } from './main-layout';

describe('page shell', () => {
  it('paints the navbar placeholder from index.html, before any script, exactly as the app draws it', () => {
    const shell = /<div id="root">([\s\S]*?)<\/div>\s*<!-- \/root -->/.exec(indexHtml)?.[1];
    expect(shell?.replace(/>\s+</g, '><').trim()).toBe(renderToStaticMarkup(<NavbarPlaceholder />));
  });
});
