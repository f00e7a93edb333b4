import { useState } from 'react';
import toast from 'react-hot-toast';

import { DEFAULT_PAGE_SIZE, type Role, ROLES, type User } from '@dokan/domain';
import { adminInputClassName } from '@/components/admin/admin-input';
import { AdminPagination } from '@/components/admin/admin-pagination';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { type Column, DataTable } from '@/components/admin/data-table';
import { FilterSelect } from '@/components/admin/filter-select';
import { PageHeader } from '@/components/admin/page-header';
import { SearchBox } from '@/components/admin/search-box';
import { toastError } from '@/components/admin/toast-error';
import { useListParams } from '@/components/admin/use-list-params';
import { Button } from '@/components/ui/button';
import { TrashIcon } from '@/components/ui/icons';
import { StatusBadge } from '@/components/ui/status-badge';
import { useAuthStore } from '@/lib/auth-store';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';

import { useChangeRole } from '../api/change-role';
import { useDeleteUser } from '../api/delete-user';
import { useUsers } from '../api/get-users';

function RoleSelect({ user }: { user: User }) {
  const { t } = useTranslation();
  const changeRole = useChangeRole();
  return (
    <select
      aria-label={t('admin.users.roleFor', { name: user.name })}
      value={changeRole.isPending ? changeRole.variables.role : user.role}
      disabled={changeRole.isPending}
      onChange={(event) => {
        const role = event.target.value as Role;
        changeRole.mutate(
          { userId: user._id, role },
          {
            onSuccess: () =>
              toast.success(t('admin.users.roleChanged', { name: user.name, role: t(`admin.users.roles.${role}`) })),
            // The server's words, such as its refusal to leave the shop without an admin.
            onError: (error) => toastError(error),
          },
        );
      }}
      className={`${adminInputClassName} h-9 py-0 pr-8`}
    >
      {ROLES.map((role) => (
        <option key={role} value={role}>
          {t(`admin.users.roles.${role}`)}
        </option>
      ))}
    </select>
  );
}

/** /admin/users: the accounts a page at a time, or those a search finds; roles changed in place, deletes confirmed. */
export function UsersPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const params = useListParams();
  const selfId = useAuthStore((state) => state.user?._id);
  const search = params.get('search');
  const role = params.oneOf('role', ROLES);
  const { searching, list, found } = useUsers({ page: params.page, limit: DEFAULT_PAGE_SIZE, search, role });
  const deleteUser = useDeleteUser();
  const [deleting, setDeleting] = useState<User | null>(null);

  const query = searching ? found : list;
  const rows = searching ? found.data : list.data?.data;

  const columns: Column<User>[] = [
    {
      id: 'name',
      header: t('admin.users.columns.name'),
      cell: (user) => (
        <div className="min-w-36">
          <div className="font-medium">
            {user.name}
            {user._id === selfId && (
              <span className="ml-1 text-xs font-normal text-gray-500">{t('admin.users.you')}</span>
            )}
          </div>
          <div className="text-xs break-all text-gray-600">{user.email ?? user.phone}</div>
        </div>
      ),
    },
    {
      id: 'role',
      header: t('admin.users.columns.role'),
      cell: (user) => <RoleSelect user={user} />,
    },
    {
      id: 'verified',
      header: t('admin.users.columns.verified'),
      cell: (user) =>
        user.isEmailVerified ? (
          <StatusBadge tone="success">{t('admin.users.verified')}</StatusBadge>
        ) : (
          <StatusBadge>{t('admin.users.unverified')}</StatusBadge>
        ),
    },
    {
      id: 'createdAt',
      header: t('admin.users.columns.joined'),
      className: 'whitespace-nowrap',
      cell: (user) => format.date(user.createdAt),
    },
    {
      id: 'actions',
      header: t('admin.table.actions'),
      align: 'right',
      cell: (user) => (
        <Button
          variant="ghost"
          className="h-9 px-2 text-red-700 hover:bg-red-50"
          aria-label={t('admin.users.delete', { name: user.name })}
          disabled={user._id === selfId}
          onClick={() => setDeleting(user)}
        >
          <TrashIcon className="size-4" />
        </Button>
      ),
    },
  ];

  return (
    <>
      <PageHeader title={t('admin.users.title')} description={t('admin.users.description')} />
      <div className="mb-3 grid grid-cols-1 gap-2 sm:grid-cols-[1fr_12rem]">
        <SearchBox
          label={t('admin.users.searchLabel')}
          placeholder={t('admin.users.searchPlaceholder')}
          value={search}
          onSearch={(value) => params.set({ search: value })}
        />
        <FilterSelect
          label={t('admin.users.columns.role')}
          value={role}
          onChange={(value) => params.set({ role: value })}
          options={ROLES.map((value) => ({ value, label: t(`admin.users.roles.${value}`) }))}
        />
      </div>
      <DataTable
        label={t('admin.users.title')}
        columns={columns}
        rows={rows}
        rowKey={(user) => user._id}
        loading={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
        empty={searching ? t('admin.users.emptySearch') : t('admin.users.empty')}
      />
      {!searching && list.data && list.data.meta.total > 0 && (
        <AdminPagination
          page={list.data.meta.page}
          pages={list.data.meta.pages}
          total={list.data.meta.total}
          onPage={params.setPage}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('admin.users.deleteTitle')}
        description={t('admin.users.deleteConfirm', { name: deleting?.name ?? '' })}
        confirmLabel={t('admin.users.deleteSubmit')}
        pending={deleteUser.isPending}
        onConfirm={() => {
          if (!deleting) return;
          deleteUser.mutate(deleting._id, {
            onSuccess: () => {
              toast.success(t('admin.users.deleted', { name: deleting.name }));
              setDeleting(null);
            },
            onError: (error) => {
              toastError(error);
              setDeleting(null);
            },
          });
        }}
      />
    </>
  );
}
