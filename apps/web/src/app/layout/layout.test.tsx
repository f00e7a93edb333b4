import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import indexHtml from '../../../index.html?raw';
import { NavbarPlaceholder } from './main-layout';

/** Markup compared as the browser reads it: whitespace between tags and attributes does not count. */
const normalise = (html: string) => html.replace(/\s+/g, ' ').replace(/>\s+</g, '><').replace(/\s+>/g, '>').trim();

describe('page shell', () => {
  it('paints the navbar placeholder from index.html, before any script, exactly as the app draws it', () => {
    const shell = /<div id="root">([\s\S]*?)<\/div>\s*<!-- \/root -->/.exec(indexHtml)?.[1];
    expect(normalise(shell ?? '')).toBe(normalise(renderToStaticMarkup(<NavbarPlaceholder />)));
  });
});
