/**
 * The app's HTML shell made the page of one kind: a language and the data saver (docs/decisions/083).
 * The server answers pages this way, and the offline worker (apps/web/src/service-worker) does the
 * same with the shell it keeps, so a page served offline is in the shopper's language too.
 */
import { DATA_SAVER_ATTRIBUTE } from './data-saver.ts';
import type { Locale } from './format.ts';

/** A tag in index.html only pages of one language need (the Bangla font's preload): `data-language="bn"`. */
const LANGUAGE_TAG = /<link\b[^>]*\bdata-language="(\w+)"[^>]*>\s*/g;

/**
 * The shell or a page in `language`: `<html lang>` says which, for screen readers, fonts and the app,
 * and the tags meant for another language's pages go.
 */
export function withLanguage(html: string, language: Locale): string {
  return html
    .replace(/<html lang="[^"]*"/, `<html lang="${language}"`)
    .replace(LANGUAGE_TAG, (tag, tagLanguage: string) => (tagLanguage === language ? tag : ''));
}

/**
 * The shell or a page marked for the data saver: the app follows the mark, so it draws the small
 * pictures the page was rendered with.
 */
export function withDataSaver(html: string, dataSaver: boolean): string {
  return dataSaver ? html.replace(/<html\b/, `<html ${DATA_SAVER_ATTRIBUTE}`) : html;
}
