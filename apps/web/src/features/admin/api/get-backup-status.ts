import { useQuery } from '@tanstack/react-query';

import type { BackupStatus } from '@dokan/domain';
import { apiRequest } from '@/lib/api-client';

/** GET /admin/backups: the newest backup, the newest that succeeded, the schedule and what to worry about. */
export function getBackupStatus(signal?: AbortSignal): Promise<BackupStatus> {
  return apiRequest<BackupStatus>('/admin/backups', { signal });
}

export function useBackupStatus() {
  return useQuery({
    queryKey: ['Backup', 'admin', 'status'],
    queryFn: ({ signal }) => getBackupStatus(signal),
    staleTime: 60_000,
  });
}
