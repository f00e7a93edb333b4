import dlv from 'dlv';
import { createContext, useContext, useMemo, useSyncExternalStore } from 'react';
import templite from 'templite';

// The domain's own files, not its index: that brings every schema, and zod with them, into the first download.
import { formatDigits, type Locale } from '@dokan/domain/format';
import { manifestHref } from '@dokan/domain/installable';
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_SECONDS,
  pickLanguage,
} from '@dokan/domain/language';
import type en from '@/locales/en.json';

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

/** Values put into a text: `{{name}}` in the text takes `values.name`; `count` also picks the plural. */
export type TextValues = Record<string, unknown>;

/** Every text's key, as in en.json ('nav.cart'), plural forms under their base key: a typo does not compile. */
type Keys<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string | readonly unknown[] ? `${Prefix}${K}` : Keys<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
type WithoutPlural<K extends string> = K extends `${infer Base}_${'zero' | 'one' | 'two' | 'few' | 'many' | 'other'}`
  ? Base
  : K;
export type TextKey = WithoutPlural<Keys<typeof en>>;
export type Translate = (key: TextKey, values?: TextValues) => string;

// `{{name}}` is put in by templite, a key's path followed by dlv; the plural forms and the language's
// digits are the shop's own few lines (docs/decisions/043).
const loadedTexts: Record<Locale, Record<string, unknown>> = { en: {}, bn: {} };
const state = { language: DEFAULT_LANGUAGE as Locale, version: 0 };
const listeners = new Set<() => void>();
function changed() {
  state.version += 1;
  for (const listener of listeners) listener();
}

const pluralRules = { en: new Intl.PluralRules('en'), bn: new Intl.PluralRules('bn') };
const lookup = (language: Locale, key: string): unknown => dlv(loadedTexts[language], key);

/** Numbers are written in the page's script ('কার্ট, ৩টি পণ্য', not '3টি'); money and dates come formatted already. */
function localValues(language: Locale, values: TextValues | undefined): TextValues {
  return Object.fromEntries(
    Object.entries(values ?? {}).map(([name, value]) => [
      name,
      typeof value === 'number' ? formatDigits(value, language) : value,
    ]),
  );
}

/**
 * `key`'s text in `language`, its values put in: with a numeric `count` the plural form (`key_one`,
 * `key_other`, by the language's rules) when there is one. A missing text shows its key, never the
 * other language (locales/locales.test.ts keeps both complete).
 */
function translate(language: Locale, key: string, values?: TextValues): string {
  const count = values?.count;
  const plural =
    typeof count === 'number' ? lookup(language, `${key}_${pluralRules[language].select(count)}`) : undefined;
  const text = typeof plural === 'string' ? plural : lookup(language, key);
  return typeof text === 'string' ? templite(text, localValues(language, values)) : key;
}

/** A structured text (such as a policy's headed paragraphs), every string in it with its values put in. */
function structured<T>(language: Locale, key: TextKey, values?: TextValues): T {
  const local = localValues(language, values);
  const fill = (node: unknown): unknown => {
    if (typeof node === 'string') return templite(node, local);
    if (Array.isArray(node)) return node.map(fill);
    if (node && typeof node === 'object')
      return Object.fromEntries(Object.entries(node).map(([name, value]) => [name, fill(value)]));
    return node;
  };
  return fill(lookup(language, key)) as T;
}

/** The shop's translator: the page's language, its texts, and the switch between them. */
export const i18n = {
  get language(): Locale {
    return state.language;
  },
  t: ((key, values) => translate(state.language, key, values)) as Translate,
  /** A translator for one language, whatever the page's is. */
  getFixedT:
    (language: Locale): Translate =>
    (key, values) =>
      translate(language, key, values),
  async changeLanguage(language: Locale): Promise<void> {
    state.language = language;
    changed();
  },
};

/** Adds texts of `language` (a part, or for tests the whole file) to the ones already loaded. */
export function addTexts(language: Locale, part: object): void {
  Object.assign(loadedTexts[language], part);
  changed();
}

/** A page rendered on the server is in the request's language, whatever the others being rendered at once. */
export const TextsLanguage = createContext<Locale | null>(null);

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
const snapshot = () => `${state.language}:${state.version}`;

/** The page's `t` and language for a component; it renders again when either changes. */
export function useTranslation(): {
  t: Translate;
  /** A structured text in the page's language: `texts<PolicySection[]>('policies.emi.sections', values)`. */
  texts: <T>(key: TextKey, values?: TextValues) => T;
  i18n: { language: Locale };
} {
  const fixed = useContext(TextsLanguage);
  const current = useSyncExternalStore(subscribe, snapshot, snapshot);
  const language = fixed ?? state.language;
  return useMemo(
    () => ({
      t: (key, values) => translate(language, key, values),
      texts: (key, values) => structured(language, key, values),
      i18n: { language },
    }),
    // `current` changes when texts arrive: the same language, more of its texts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [language, current],
  );
}

const loaded = new Set<string>();
/** The areas the page has needed so far: a language switch loads them all in the new language. */
const wanted = new Set<TextArea>(['storefront']);

/**
 * The language the page is starting in or switching to, known before its texts are in: a route's area
 * asked for meanwhile (a full load of an /admin page in Bangla) must come in that language, not the one
 * the page leaves.
 */
let comingLanguage: Locale | null = null;

/** Loads `area`'s texts in `language` (the page's, or the one it is going to, by default), once. */
export async function loadTexts(area: TextArea, language = comingLanguage ?? currentLanguage()): Promise<void> {
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
  comingLanguage = language;
  await loadTexts('storefront', language);
  await i18n.changeLanguage(language);
}

/**
 * Switches the page to `language` without a reload: its texts first (every area the page has used),
 * then the page, and the choice is kept for a year in the cookie the server reads too.
 */
export async function switchLanguage(language: Locale): Promise<void> {
  comingLanguage = language;
  await Promise.all([...wanted].map((area) => loadTexts(area, language)));
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_SECONDS}; Path=/; SameSite=Lax`;
  document.documentElement.lang = language;
  // An app installed from here from now on is named in the new language (apps/api's web-manifest).
  document.querySelector('link[rel="manifest"]')?.setAttribute('href', manifestHref(language));
  await i18n.changeLanguage(language);
}
