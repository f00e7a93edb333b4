import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';

import { ADMIN_PRODUCT_SORTS, type AdminProduct, type AdminProductSort, LOW_STOCK_THRESHOLD } from '@dokan/domain';
import { paths } from '@/app/paths';
import { Button } from '@/components/ui/button';
import { PlusIcon, TrashIcon } from '@/components/ui/icons';
import { Image } from '@/components/ui/image';
import { ApiError } from '@/lib/api-client';
import { useFormat } from '@/lib/format';

import { useDeleteProduct } from '../api/delete-product';
import { type AdminProductListParams, useAdminProducts } from '../api/get-admin-products';
import { useCategories } from '../api/get-category-tree';
import { AdminPagination } from '../components/admin-pagination';
import { ConfirmDialog } from '../components/confirm-dialog';
import { type Column, DataTable, type SortState } from '../components/data-table';
import { FilterSelect } from '../components/filter-select';
import { PageHeader } from '../components/page-header';
import { SearchBox } from '../components/search-box';
import { StatusBadge } from '../components/status-badge';

const isSort = (value: string | null): value is AdminProductSort =>
  (ADMIN_PRODUCT_SORTS as readonly string[]).includes(value ?? '');

/** The list's filters live in the address (search, category, lowStock, sort, dir, page): Back and links keep them. */
function useListParams(): [AdminProductListParams, (changes: Record<string, string | null>) => void] {
  const [search, setSearch] = useSearchParams();
  const sort = search.get('sort');
  const page = Number(search.get('page'));
  const params: AdminProductListParams = {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    search: search.get('search') ?? undefined,
    category: search.get('category') ?? undefined,
    lowStock: search.get('lowStock') === 'true',
    sort: isSort(sort) ? sort : 'newest',
    dir: search.get('dir') === 'asc' ? 'asc' : 'desc',
  };
  const change = (changes: Record<string, string | null>) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === '') next.delete(key);
          else next.set(key, value);
        }
        // A new filter or sort starts again from the first page.
        if (!('page' in changes)) next.delete('page');
        return next;
      },
      { replace: true },
    );
  return [params, change];
}

/** /admin/products: every product for an admin, their own for an owner; search, filter, sort, edit, delete. */
export function ProductsPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const [params, change] = useListParams();
  const products = useAdminProducts(params);
  const categories = useCategories();
  const remove = useDeleteProduct();
  const [deleting, setDeleting] = useState<AdminProduct | null>(null);

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting._id, {
      onSuccess: () => {
        toast.success(t('adminCatalogue.products.deleted', { name: deleting.productName }));
        setDeleting(null);
      },
      onError: (error) =>
        toast.error(
          error instanceof ApiError && error.fromServer ? error.message : t('adminCatalogue.products.deleteFailed'),
        ),
    });
  };

  const columns: Column<AdminProduct>[] = [
    {
      id: 'image',
      header: t('adminCatalogue.products.columns.image'),
      cell: (product) => (
        <Image
          src={product.productImages[0]}
          alt=""
          width={48}
          height={48}
          className="size-12 rounded-md border border-gray-200 object-cover"
        />
      ),
      className: 'w-16',
    },
    {
      id: 'name',
      header: t('adminCatalogue.products.columns.name'),
      sortable: true,
      cell: (product) => (
        <div className="min-w-40">
          <Link
            to={paths.adminProductEdit(product._id)}
            className="font-medium text-gray-900 hover:text-brand-800 hover:underline"
          >
            {product.productName}
          </Link>
          <p className="text-xs text-gray-600">{product.categoryName}</p>
        </div>
      ),
    },
    {
      id: 'price',
      header: t('adminCatalogue.products.columns.price'),
      sortable: true,
      align: 'right',
      cell: (product) => (
        <div className="whitespace-nowrap">
          <span className="font-semibold">{format.taka(product.productPrice)}</span>
          {product.productDiscount > 0 && (
            <p className="text-xs text-gray-600">
              <s>{format.taka(product.productOriginalPrice)}</s> −{format.count(product.productDiscount)}%
            </p>
          )}
        </div>
      ),
    },
    {
      id: 'stock',
      header: t('adminCatalogue.products.columns.stock'),
      sortable: true,
      align: 'right',
      cell: (product) => (
        <div className="flex flex-col items-end gap-1">
          <span className="tabular-nums">{format.count(product.remainingProducts)}</span>
          {product.remainingProducts <= LOW_STOCK_THRESHOLD && (
            <StatusBadge tone={product.remainingProducts === 0 ? 'danger' : 'warning'}>
              {product.remainingProducts === 0
                ? t('adminCatalogue.products.outOfStock')
                : t('adminCatalogue.products.lowStockBadge')}
            </StatusBadge>
          )}
        </div>
      ),
    },
    {
      id: 'sales',
      header: t('adminCatalogue.products.columns.sales'),
      sortable: true,
      firstDir: 'desc',
      align: 'right',
      cell: (product) => <span className="tabular-nums">{format.count(product.sales)}</span>,
    },
    {
      id: 'owner',
      header: t('adminCatalogue.products.columns.owner'),
      cell: (product) => product.OwnerId?.name ?? product.OwnerName ?? '—',
      className: 'whitespace-nowrap',
    },
    {
      id: 'newest',
      header: t('adminCatalogue.products.columns.added'),
      sortable: true,
      firstDir: 'desc',
      cell: (product) => format.date(product.createdAt),
      className: 'whitespace-nowrap',
    },
    {
      id: 'actions',
      header: t('adminCatalogue.products.columns.actions'),
      cell: (product) => (
        <div className="flex items-center gap-1">
          <Button variant="outline" size="md" className="h-9 px-3" asChild>
            <Link
              to={paths.adminProductEdit(product._id)}
              aria-label={t('adminCatalogue.products.editNamed', { name: product.productName })}
            >
              {t('adminCatalogue.products.edit')}
            </Link>
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="size-9 text-red-700 hover:bg-red-50"
            onClick={() => setDeleting(product)}
            aria-label={t('adminCatalogue.products.deleteNamed', { name: product.productName })}
          >
            <TrashIcon className="size-5" />
          </Button>
        </div>
      ),
    },
  ];

  const sort: SortState = { column: params.sort, dir: params.dir };
  const filtered = Boolean(params.search || params.category || params.lowStock);
  const list = products.data;

  return (
    <>
      <PageHeader
        title={t('adminCatalogue.products.title')}
        description={t('adminCatalogue.products.description')}
        actions={
          <Button asChild>
            <Link to={paths.adminProductNew()}>
              <PlusIcon className="size-4" />
              {t('adminCatalogue.products.add')}
            </Link>
          </Button>
        }
      />
      <div className="mb-3 grid gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)] sm:items-end">
        <SearchBox
          label={t('adminCatalogue.products.search')}
          placeholder={t('adminCatalogue.products.searchPlaceholder')}
          value={params.search ?? ''}
          onSearch={(search) => change({ search })}
        />
        <FilterSelect
          label={t('adminCatalogue.products.category')}
          value={params.category ?? ''}
          options={(categories.data ?? []).map((category) => ({ value: category._id, label: category.categoryName }))}
          onChange={(category) => change({ category })}
          allLabel={t('adminCatalogue.products.allCategories')}
        />
        <FilterSelect
          label={t('adminCatalogue.products.stockFilter')}
          value={params.lowStock ? 'true' : ''}
          options={[
            { value: 'true', label: t('adminCatalogue.products.lowStockOnly', { count: LOW_STOCK_THRESHOLD }) },
          ]}
          onChange={(lowStock) => change({ lowStock })}
          allLabel={t('adminCatalogue.products.anyStock')}
        />
      </div>
      <DataTable
        label={t('adminCatalogue.products.tableLabel')}
        columns={columns}
        rows={list?.data}
        rowKey={(product) => product._id}
        sort={sort}
        onSortChange={(next) => change({ sort: next.column, dir: next.dir })}
        loading={products.isPending}
        error={products.isError ? products.error : null}
        onRetry={() => void products.refetch()}
        empty={
          filtered ? (
            t('adminCatalogue.products.noMatches')
          ) : (
            <span className="flex flex-col items-center gap-3">
              {t('adminCatalogue.products.empty')}
              <Button asChild>
                <Link to={paths.adminProductNew()}>{t('adminCatalogue.products.add')}</Link>
              </Button>
            </span>
          )
        }
      />
      {list && list.total > 0 && (
        <AdminPagination
          page={list.page}
          pages={list.pages}
          total={list.total}
          onPage={(page) => change({ page: String(page) })}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('adminCatalogue.products.deleteTitle')}
        description={t('adminCatalogue.products.deleteQuestion', { name: deleting?.productName ?? '' })}
        confirmLabel={t('adminCatalogue.products.deleteConfirm')}
        onConfirm={confirmDelete}
        pending={remove.isPending}
      />
    </>
  );
}
