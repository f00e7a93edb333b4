import { useQuery } from '@tanstack/react-query';

import type { CourierPlace } from '@dokan/domain';
import { apiRequest } from '@/lib/api-client';

import { orderKeys } from './get-my-orders';

const placesKey = (...path: (string | number)[]) => [...orderKeys.all, 'pathao-places', ...path] as const;
/** Pathao's places change a few times a year; the server keeps them a day, the page for its whole visit. */
const STALE_MS = 60 * 60_000;

/** GET /couriers/pathao/cities: the cities Pathao delivers to, in its own spelling. */
export function usePathaoCities(enabled: boolean) {
  return useQuery({
    queryKey: placesKey('cities'),
    queryFn: ({ signal }) => apiRequest<CourierPlace[]>('/couriers/pathao/cities', { signal }),
    enabled,
    staleTime: STALE_MS,
  });
}

/** GET /couriers/pathao/cities/{cityId}/zones: a city's zones. */
export function usePathaoZones(cityId: number | null) {
  return useQuery({
    queryKey: placesKey('zones', cityId ?? 0),
    queryFn: ({ signal }) => apiRequest<CourierPlace[]>(`/couriers/pathao/cities/${cityId}/zones`, { signal }),
    enabled: cityId !== null,
    staleTime: STALE_MS,
  });
}

/** GET /couriers/pathao/zones/{zoneId}/areas: a zone's areas. */
export function usePathaoAreas(zoneId: number | null) {
  return useQuery({
    queryKey: placesKey('areas', zoneId ?? 0),
    queryFn: ({ signal }) => apiRequest<CourierPlace[]>(`/couriers/pathao/zones/${zoneId}/areas`, { signal }),
    enabled: zoneId !== null,
    staleTime: STALE_MS,
  });
}
