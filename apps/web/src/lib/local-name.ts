import { useCallback, useMemo } from 'react';

import type { Locale } from '@dokan/domain';
import { localText } from '@dokan/domain/local-text';
import { useTranslation } from '@/lib/i18n';

import { toLocale } from './format';

/**
 * The catalogue's text for a page in `language`: the Bangla one on a Bangla page when the shop
 * gave one, else the English, which every product and category has (decisions 033 and 055).
 */
export function localName(language: Locale, english: string, bangla: string | null | undefined): string {
  return localText(language, english, bangla);
}

/**
 * A list the shop writes in each language on its own (a product's details, tags, FAQs): the Bangla
 * list on a Bangla page when it has any, else the English one.
 */
export function localList<T>(language: Locale, english: readonly T[], bangla: readonly T[] | null | undefined) {
  return language === 'bn' && bangla?.length ? bangla : english;
}

/**
 * The label of an option a product offers (a colour, a size), which carts and orders keep by its
 * English name: on a Bangla page its Bangla label, found at the option's place (decision 055).
 */
export function optionLabel(
  language: Locale,
  option: string,
  options: readonly string[],
  labelsBn: readonly (string | null)[] | null | undefined,
): string {
  return localText(language, option, labelsBn?.[options.indexOf(option)]);
}

/** `localName` in the page's current language, for components. */
export function useLocalName(): (english: string, bangla: string | null | undefined) => string {
  const { i18n } = useTranslation();
  const language = toLocale(i18n.language);
  return useCallback((english, bangla) => localName(language, english, bangla), [language]);
}

/** The page's language with the pickers above bound to it. */
export function useLocalText() {
  const { i18n } = useTranslation();
  const language = toLocale(i18n.language);
  return useMemo(
    () => ({
      language,
      name: (english: string, bangla: string | null | undefined) => localName(language, english, bangla),
      list: <T>(english: readonly T[], bangla: readonly T[] | null | undefined) => localList(language, english, bangla),
      option: (option: string, options: readonly string[], labelsBn: readonly (string | null)[] | null | undefined) =>
        optionLabel(language, option, options, labelsBn),
    }),
    [language],
  );
}
