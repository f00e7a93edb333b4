import i18next, { type FormatterModule } from 'i18next';
import { initReactI18next } from 'react-i18next';

// The domain's own files, not its index: that brings every schema, and zod with them, into the first download.
import { formatDigits, type Locale } from '@dokan/domain/format';
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_SECONDS,
  pickLanguage,
} from '@dokan/domain/language';

export const defaultNS = 'translation';

/**
 * The parts the texts are split into (build/split-texts-plugin.ts), each loaded for one language only
 * when it is needed: the shop's texts before the first render, the checkout's and customer area's and
 * the admin area's with their routes. An English page never downloads a Bangla text, nor a Bangla page
 * an English one.
 */
export type TextArea = 'storefront' | 'account' | 'admin';
type TextsModule = { default: Record<string, unknown> };
const TEXTS: Record<Locale, Record<TextArea, () => Promise<TextsModule>>> = {
  en: {
    storefront: () => import('@/locales/en.json?storefront'),
    account: () => import('@/locales/en.json?account'),
    admin: () => import('@/locales/en.json?admin'),
  },
  bn: {
    storefront: () => import('@/locales/bn.json?storefront'),
    account: () => import('@/locales/bn.json?account'),
    admin: () => import('@/locales/bn.json?admin'),
  },
};

/**
 * Numbers put into a text are written in the page's script: 'কার্ট, ৩টি পণ্য', not '3টি'. Money
 * and dates come formatted already (lib/format.ts); a number given as a number is a count.
 */
const localDigits: FormatterModule = {
  type: 'formatter',
  init() {},
  add() {},
  addCached() {},
  format: (value, _format, lng) => (typeof value === 'number' && isLanguage(lng) ? formatDigits(value, lng) : value),
};

export const i18n = i18next.createInstance();
void i18n
  .use(initReactI18next)
  .use(localDigits)
  .init({
    lng: DEFAULT_LANGUAGE,
    // Every key exists in both languages (locales/locales.test.ts); a missing one shows as its key, not in English.
    fallbackLng: false,
    resources: {},
    partialBundledLanguages: true,
    defaultNS,
    initAsync: false,
    interpolation: { escapeValue: false, alwaysFormat: true },
  });

/** Adds texts of `language` (a part, or for tests the whole file) to the ones already loaded. */
export function addTexts(language: Locale, texts: object): void {
  i18n.addResourceBundle(language, defaultNS, texts, true, true);
}

const loaded = new Set<string>();
/** The areas the page has needed so far: a language switch loads them all in the new language. */
const wanted = new Set<TextArea>(['storefront']);

/** Loads `area`'s texts in `language` (the page's, by default), once. */
export async function loadTexts(area: TextArea, language = currentLanguage()): Promise<void> {
  wanted.add(area);
  const key = `${language}:${area}`;
  if (loaded.has(key)) return;
  addTexts(language, (await TEXTS[language][area]()).default);
  loaded.add(key);
}

export function currentLanguage(): Locale {
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

function cookieValue(name: string): string | undefined {
  const prefix = `${name}=`;
  return document.cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(prefix))
    ?.slice(prefix.length);
}

/**
 * The page's language, decided as the server decides it (domain's pickLanguage): the shopper's
 * `lang` cookie, else the language the server chose for the page from Accept-Language (`<html lang>`).
 */
export function pageLanguage(): Locale {
  const { lang } = document.documentElement;
  return pickLanguage(cookieValue(LANGUAGE_COOKIE), isLanguage(lang) ? lang : navigator.languages.join(','));
}

/** Loads the page language's texts and switches to it; called once before the first render. */
export async function startLanguage(language = pageLanguage()): Promise<void> {
  await loadTexts('storefront', language);
  await i18n.changeLanguage(language);
}

/**
 * Switches the page to `language` without a reload: its texts first (every area the page has used),
 * then the page, and the choice is kept for a year in the cookie the server reads too.
 */
export async function switchLanguage(language: Locale): Promise<void> {
  await Promise.all([...wanted].map((area) => loadTexts(area, language)));
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_SECONDS}; Path=/; SameSite=Lax`;
  document.documentElement.lang = language;
  await i18n.changeLanguage(language);
}
