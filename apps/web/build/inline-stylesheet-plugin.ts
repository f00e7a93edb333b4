import type { Plugin } from 'vite';

/**
 * Puts the app's stylesheet into the built index.html as a <style> element, so the first paint (the
 * navbar placeholder) needs the page alone, not a second round trip on a slow network.
 *
 * A disabled <link> to the file stays beside it: browsers do not fetch a disabled stylesheet, and
 * Vite's loader of lazy chunks, which lists the stylesheet among their dependencies, finds it there
 * and does not add it a second time.
 */
export function inlineStylesheet(): Plugin {
  return {
    name: 'dokan:inline-stylesheet',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        return html.replace(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g, (tag, fileName: string) => {
          const asset = bundle[fileName];
          if (asset?.type !== 'asset') return tag;
          const css = typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
          const link = tag.replace(/\s*>$/, ' disabled>');
          return `<style>${css.replaceAll('</style', '<\\/style')}</style>${link}`;
        });
      },
    },
  };
}
