import { useCallback } from 'react';

import type { Locale } from '@dokan/domain';
import { useTranslation } from '@/lib/i18n';

import { toLocale } from './format';

/**
 * The catalogue's text for a page in `language`: the Bangla one on a Bangla page when the shop
 * gave one, else the English, which every product and category has (decision 033).
 */
export function localName(language: Locale, english: string, bangla: string | null | undefined): string {
  return language === 'bn' && bangla?.trim() ? bangla : english;
}

/** `localName` in the page's current language, for components. */
export function useLocalName(): (english: string, bangla: string | null | undefined) => string {
  const { i18n } = useTranslation();
  const language = toLocale(i18n.language);
  return useCallback((english, bangla) => localName(language, english, bangla), [language]);
}
