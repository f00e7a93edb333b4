import { queryOptions, useQuery } from '@tanstack/react-query';

import type { User } from '@dokan/domain';

import { userKeys } from './get-user';
import { searchUsers } from './get-users';

/**
 * The users a product may belong to: owners (sellers) and admins, by name. GET /user/get-user-by-search
 * filters by one role, so both roles are asked for.
 */
export async function getOwners(signal?: AbortSignal): Promise<User[]> {
  const [owners, admins] = await Promise.all(
    (['owner', 'admin'] as const).map((role) => searchUsers('', role, signal)),
  );
  return [...(owners ?? []), ...(admins ?? [])].sort((a, b) => a.name.localeCompare(b.name));
}

export function ownersQueryOptions() {
  return queryOptions({ queryKey: [...userKeys.all, 'owners'], queryFn: ({ signal }) => getOwners(signal) });
}

/** Only an admin picks the owner; for an owner the query stays idle. */
export function useOwners(enabled: boolean) {
  return useQuery({ ...ownersQueryOptions(), enabled });
}
