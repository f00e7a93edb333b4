import { useQuery } from '@tanstack/react-query';

import type { TrackedOrder } from '@dokan/domain';
import { apiRequest } from '@/lib/api-client';

/** GET /track: an order's status, timeline and courier link, by its number and the phone it was placed with. */
export function useTrackOrder(lookup: { order: string; phone: string } | null) {
  return useQuery({
    queryKey: ['Track', lookup?.order, lookup?.phone],
    queryFn: ({ signal }) =>
      apiRequest<TrackedOrder>(`/track?${new URLSearchParams(lookup ?? {}).toString()}`, { signal }),
    enabled: lookup !== null,
    retry: false,
  });
}
