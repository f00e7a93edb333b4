import { keepPreviousData, useQuery } from '@tanstack/react-query';

import type { Role, User, UserList } from '@dokan/domain';
import { apiAnswer, apiRequest } from '@/lib/api-client';

import { userKeys } from './get-user';

/** GET /user/get-all-users: one page of accounts in `data`, where it sits in `meta`. */
export function getUsers(page: number, limit: number, signal?: AbortSignal): Promise<UserList> {
  return apiAnswer<UserList>('/user/get-all-users', { query: { page, limit }, signal });
}

/** GET /user/get-user-by-search: accounts whose name, e-mail or phone match, optionally of one role. */
export function searchUsers(searchTerm: string, role: Role | '', signal?: AbortSignal): Promise<User[]> {
  return apiRequest<User[]>('/user/get-user-by-search', { query: { searchTerm, role }, signal });
}

/** A page of accounts, or with a search term or role, the matching ones (the server answers those unpaged). */
export function useUsers({
  page,
  limit,
  search,
  role,
}: {
  page: number;
  limit: number;
  search: string;
  role: Role | '';
}) {
  const searching = search !== '' || role !== '';
  const list = useQuery({
    queryKey: [...userKeys.all, 'admin', 'list', page, limit],
    queryFn: ({ signal }) => getUsers(page, limit, signal),
    placeholderData: keepPreviousData,
    enabled: !searching,
  });
  const found = useQuery({
    queryKey: [...userKeys.all, 'admin', 'search', search, role],
    queryFn: ({ signal }) => searchUsers(search, role, signal),
    placeholderData: keepPreviousData,
    enabled: searching,
  });
  return { searching, list, found };
}
