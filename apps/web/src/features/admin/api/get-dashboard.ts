import { useQuery } from '@tanstack/react-query';

import type { AdminDashboard } from '@dokan/domain';
import { apiRequest } from '@/lib/api-client';

/** GET /admin/dashboard: today's and this month's figures, orders by status, low stock, 30 days of sales. */
export function getDashboard(signal?: AbortSignal): Promise<AdminDashboard> {
  return apiRequest<AdminDashboard>('/admin/dashboard', { signal });
}

export function useDashboard() {
  return useQuery({
    // Under the spec's 'Order' tag, so any change to an order refreshes the figures.
    queryKey: ['Order', 'admin', 'dashboard'],
    queryFn: ({ signal }) => getDashboard(signal),
    staleTime: 30_000,
  });
}
