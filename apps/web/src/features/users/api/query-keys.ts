import type { Role } from '@dokan/domain';

/**
 * Cache keys under the spec's 'User' tag, so a change of role or a deleted account refreshes every
 * list and the account the session shows.
 */
export const userKeys = {
  all: ['User'] as const,
  detail: (id: string) => [...userKeys.all, id] as const,
  /** The admin's list of accounts: a page of them, or those a search finds. */
  adminList: (page: number, limit: number) => [...userKeys.all, 'admin', 'list', page, limit] as const,
  adminSearch: (term: string, role: Role | '') => [...userKeys.all, 'admin', 'search', term, role] as const,
  /** Who a product may belong to (the product form's owner select). */
  owners: () => [...userKeys.all, 'owners'] as const,
};
