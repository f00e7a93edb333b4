import { useState } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router';

import { ADMIN_PRODUCT_SORTS, type AdminProduct, LOW_STOCK_THRESHOLD } from '@dokan/domain';
import { imageUrl } from '@dokan/domain/image-url';
import { AdminPagination } from '@/components/admin/admin-pagination';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { type Column, DataTable, type SortState } from '@/components/admin/data-table';
import { FilterSelect } from '@/components/admin/filter-select';
import { PageHeader } from '@/components/admin/page-header';
import { SearchBox } from '@/components/admin/search-box';
import { toastError } from '@/components/admin/toast-error';
import { useListParams } from '@/components/admin/use-list-params';
import { Button } from '@/components/ui/button';
import { PlusIcon, TrashIcon } from '@/components/ui/icons';
import { Image } from '@/components/ui/image';
import { StatusBadge } from '@/components/ui/status-badge';
import { paths } from '@/config/paths';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { useLocalName } from '@/lib/local-name';

import { useDeleteProduct } from '../api/delete-product';
import { exportCatalogue } from '../api/export-catalogue';
import { type AdminProductListParams, useAdminProducts } from '../api/get-admin-products';
import { useCategories } from '../api/get-categories';
import { CatalogueImportDialog } from './catalogue-import-dialog';

/** The list's filters live in the address (search, category, lowStock, sort, dir, page): Back and links keep them. */
function useProductListParams() {
  const list = useListParams();
  const sort = list.oneOf('sort', ADMIN_PRODUCT_SORTS) || 'newest';
  const params: AdminProductListParams = {
    page: list.page,
    search: list.get('search') || undefined,
    category: list.get('category') || undefined,
    lowStock: list.get('lowStock') === 'true',
    sort,
    // Newest first unless the address says otherwise.
    dir: list.sort?.dir ?? 'desc',
  };
  return { list, params };
}

/** /admin/products: every product for an admin, their own for an owner; search, filter, sort, edit, delete. */
export function ProductsPage() {
  const { t } = useTranslation();
  const localName = useLocalName();
  const nameOf = (product: AdminProduct) => localName(product.productName, product.productNameBn);
  const format = useFormat();
  const { list: listParams, params } = useProductListParams();
  const products = useAdminProducts(params);
  const categories = useCategories();
  /** The product's category in the page's language, from the category list the filter reads. */
  const categoryOf = (product: AdminProduct) => {
    const category = categories.data?.find((c) => c._id === product.productCategory._id);
    return category ? localName(category.categoryName, category.categoryNameBn) : product.categoryName;
  };
  const remove = useDeleteProduct();
  const [deleting, setDeleting] = useState<AdminProduct | null>(null);
  const [importing, setImporting] = useState(false);
  const [exporting, setExporting] = useState(false);
  const exportCsv = () => {
    setExporting(true);
    exportCatalogue()
      .catch((error: unknown) => toastError(error, t('adminCatalogue.csvImport.exportFailed')))
      .finally(() => setExporting(false));
  };

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting._id, {
      onSuccess: () => {
        toast.success(t('adminCatalogue.products.deleted', { name: nameOf(deleting) }));
        setDeleting(null);
      },
      onError: (error) => toastError(error, t('adminCatalogue.products.deleteFailed')),
    });
  };

  const columns: Column<AdminProduct>[] = [
    {
      id: 'image',
      header: t('adminCatalogue.products.columns.image'),
      cell: (product) => (
        <Image
          src={product.productImages[0] && imageUrl(product.productImages[0], 'adminRow')}
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
            {nameOf(product)}
          </Link>
          <p className="text-xs text-gray-600">{categoryOf(product)}</p>
          {/* Phones see the price and stock without scrolling sideways; the table's own cells say it to screen readers. */}
          <p aria-hidden="true" className="mt-0.5 text-xs font-semibold text-gray-800 sm:hidden">
            {t('adminCatalogue.products.phoneSummary', {
              price: format.taka(product.productPrice),
              stock: format.count(product.remainingProducts),
            })}
          </p>
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
              aria-label={t('adminCatalogue.products.editNamed', { name: nameOf(product) })}
            >
              {t('adminCatalogue.products.edit')}
            </Link>
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="size-9 text-red-700 hover:bg-red-50"
            onClick={() => setDeleting(product)}
            aria-label={t('adminCatalogue.products.deleteNamed', { name: nameOf(product) })}
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
          <>
            <Button variant="outline" onClick={() => setImporting(true)}>
              {t('adminCatalogue.csvImport.open')}
            </Button>
            <Button variant="outline" onClick={exportCsv} loading={exporting}>
              {t('adminCatalogue.csvImport.export')}
            </Button>
            <Button asChild>
              <Link to={paths.adminProductNew()}>
                <PlusIcon className="size-4" />
                {t('adminCatalogue.products.add')}
              </Link>
            </Button>
          </>
        }
      />
      <div className="mb-3 grid gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)] sm:items-end">
        <SearchBox
          label={t('adminCatalogue.products.search')}
          placeholder={t('adminCatalogue.products.searchPlaceholder')}
          value={params.search ?? ''}
          onSearch={(search) => listParams.set({ search })}
        />
        <FilterSelect
          label={t('adminCatalogue.products.category')}
          value={params.category ?? ''}
          options={(categories.data ?? []).map((category) => ({
            value: category._id,
            label: localName(category.categoryName, category.categoryNameBn),
          }))}
          onChange={(category) => listParams.set({ category })}
          allLabel={t('adminCatalogue.products.allCategories')}
        />
        <FilterSelect
          label={t('adminCatalogue.products.stockFilter')}
          value={params.lowStock ? 'true' : ''}
          options={[
            { value: 'true', label: t('adminCatalogue.products.lowStockOnly', { count: LOW_STOCK_THRESHOLD }) },
          ]}
          onChange={(lowStock) => listParams.set({ lowStock })}
          allLabel={t('adminCatalogue.products.anyStock')}
        />
      </div>
      <DataTable
        label={t('adminCatalogue.products.tableLabel')}
        columns={columns}
        rows={list?.data}
        rowKey={(product) => product._id}
        sort={sort}
        onSortChange={listParams.setSort}
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
        <AdminPagination page={list.page} pages={list.pages} total={list.total} onPage={listParams.setPage} />
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('adminCatalogue.products.deleteTitle')}
        description={t('adminCatalogue.products.deleteQuestion', { name: deleting ? nameOf(deleting) : '' })}
        confirmLabel={t('adminCatalogue.products.deleteConfirm')}
        onConfirm={confirmDelete}
        pending={remove.isPending}
      />
      <CatalogueImportDialog open={importing} onClose={() => setImporting(false)} />
    </>
  );
}
