import { useQuery } from '@tanstack/react-query';

import { loadDivisionAreas } from '@dokan/domain/areas';
import { localPlaces, type Places } from '@dokan/domain/places';
import { useTranslation } from '@/lib/i18n';

import { toLocale } from './format';

/**
 * The cities and upazilas of a division's districts, in English and Bangla: the division's own
 * module, fetched when it is first asked for (decision 057). Nothing while `division` is blank.
 */
export function useDivisionAreas(division: string, enabled = true) {
  return useQuery({
    queryKey: ['Areas', division] as const,
    queryFn: () => loadDivisionAreas(division),
    staleTime: Number.POSITIVE_INFINITY,
    enabled: enabled && division !== '',
  });
}

/**
 * An address's places in the page's language: on a Bangla page the division and district at once,
 * the city once its division's areas have come; an English page loads nothing.
 */
export function useLocalPlaces<P extends Places>(address: P): P {
  const { i18n } = useTranslation();
  const language = toLocale(i18n.language);
  const areas = useDivisionAreas(address.division, language === 'bn');
  return localPlaces(address, language, areas.data);
}
