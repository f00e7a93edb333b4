import { keepPreviousData, useQuery } from '@tanstack/react-query';

import type { DeliveryReport } from '@dokan/domain';
import { apiRequest } from '@/lib/api-client';

/**
 * GET /couriers/deliveries-report (admins): per Dhaka month and courier, parcels booked, delivered and
 * returned, the couriers' charges and the cash they collected.
 */
export function getDeliveriesReport(from: string, to: string, signal?: AbortSignal): Promise<DeliveryReport> {
  const query = new URLSearchParams({ from, to });
  return apiRequest<DeliveryReport>(`/couriers/deliveries-report?${query}`, { signal });
}

/** Asked only for a range that runs forwards (`enabled`); the page says what is wrong with another. */
export function useDeliveriesReport(from: string, to: string, enabled = true) {
  return useQuery({
    enabled,
    // Under the spec's 'Order' tag: an order delivered or returned changes the report.
    queryKey: ['Order', 'admin', 'deliveries-report', from, to],
    queryFn: ({ signal }) => getDeliveriesReport(from, to, signal),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}
