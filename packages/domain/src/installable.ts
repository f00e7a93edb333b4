/**
 * The shop as an app a phone installs (docs/decisions/083): where its manifest is, and the brand's
 * colours the manifest, the pages' theme-color and the drawn icon share.
 */
import type { Locale } from './format.ts';

export const MANIFEST_PATH = '/manifest.webmanifest';

/** The manifest in the page's language: a browser fetches it without the page's cookies. */
export const manifestHref = (language: Locale) => `${MANIFEST_PATH}?lang=${language}`;

/** The brand's accent (apps/web/src/styles.css, --color-brand-700): the browser's bar and the drawn icon. */
export const THEME_COLOUR = '#c2410c';
/** The pages' white: the splash screen an installed shop opens on. */
export const BACKGROUND_COLOUR = '#ffffff';
