import { useState } from 'react';
import toast from 'react-hot-toast';

import type { Category, SubCategory, SubSubCategory } from '@dokan/domain';
import { imageUrl } from '@dokan/domain/image-url';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { PageHeader } from '@/components/admin/page-header';
import { EmptyState, ErrorState, LoadingBlocks } from '@/components/admin/query-states';
import { toastError } from '@/components/admin/toast-error';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { ChevronRightIcon, PlusIcon, TrashIcon } from '@/components/ui/icons';
import { Image } from '@/components/ui/image';
import { useTranslation } from '@/lib/i18n';
import { useLocalName } from '@/lib/local-name';

import type { CategoryLevel } from '../api/category-levels';
import { useDeleteCategoryEntry } from '../api/delete-category-entry';
import { useCategories } from '../api/get-categories';
import { useSubCategories } from '../api/get-subcategories';
import { useSubSubCategories } from '../api/get-subsubcategories';
import { CategoryEntryDialog, type CategoryEntryTarget } from './category-entry-dialog';

interface Entry {
  _id: string;
  name: string;
  nameBn: string | null;
  image: string | null;
}

interface Actions {
  edit: (target: CategoryEntryTarget) => void;
  remove: (level: CategoryLevel, entry: Entry) => void;
}

const fromCategory = (c: Category): Entry => ({
  _id: c._id,
  name: c.categoryName,
  nameBn: c.categoryNameBn ?? null,
  image: c.categoryImage,
});
const fromSub = (c: SubCategory): Entry => ({
  _id: c._id,
  name: c.subCategoryName,
  nameBn: c.subCategoryNameBn ?? null,
  image: c.subCategoryImage,
});
const fromSubSub = (c: SubSubCategory): Entry => ({
  _id: c._id,
  name: c.subSubCategoryName,
  nameBn: c.subSubCategoryNameBn ?? null,
  image: c.subSubCategoryImage,
});

/** One row of the tree: picture, name, a disclosure button for its children, and its actions. */
function EntryRow({
  level,
  entry,
  expanded,
  onToggle,
  childrenId,
  onAddChild,
  addChildLabel,
  actions,
  parents,
}: {
  level: CategoryLevel;
  entry: Entry;
  expanded?: boolean;
  onToggle?: () => void;
  childrenId?: string;
  onAddChild?: () => void;
  addChildLabel?: string;
  actions: Actions;
  parents: Pick<CategoryEntryTarget, 'categoryId' | 'subCategoryId' | 'parentName'>;
}) {
  const { t } = useTranslation();
  // Named in the page's language; the dialog edits both names.
  const name = useLocalName()(entry.name, entry.nameBn);
  return (
    <div className="flex flex-wrap items-center gap-x-2 gap-y-1 py-2 sm:flex-nowrap">
      <div className="flex w-full min-w-0 items-center gap-2 sm:w-auto sm:flex-1">
        {onToggle ? (
          <button
            type="button"
            onClick={onToggle}
            aria-expanded={expanded}
            aria-controls={childrenId}
            aria-label={t(expanded ? 'adminCatalogue.categories.collapse' : 'adminCatalogue.categories.expand', {
              name,
            })}
            className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-gray-700 hover:bg-gray-100"
          >
            <ChevronRightIcon className={cn('size-5 transition-transform', expanded && 'rotate-90')} />
          </button>
        ) : (
          <span className="size-11 shrink-0" aria-hidden="true" />
        )}
        <Image
          src={entry.image ? imageUrl(entry.image, 'adminIcon') : undefined}
          alt=""
          width={40}
          height={40}
          className="size-10 shrink-0 rounded-md border border-gray-200 object-cover"
        />
        <span className="min-w-0 font-medium break-words text-gray-900">{name}</span>
      </div>
      <div className="ml-13 flex flex-wrap items-center gap-1 sm:ml-0 sm:shrink-0 sm:flex-nowrap">
        {onAddChild && (
          <Button
            variant="ghost"
            className="h-9 px-2 text-brand-800"
            onClick={onAddChild}
            aria-label={t('adminCatalogue.categories.addChildTo', {
              child: t(`adminCatalogue.categories.levels.${level === 'category' ? 'subCategory' : 'subSubCategory'}`),
              name,
            })}
          >
            <PlusIcon className="size-4" />
            {addChildLabel}
          </Button>
        )}
        <Button
          variant="outline"
          className="h-9 px-3"
          onClick={() => actions.edit({ level, entry, ...parents })}
          aria-label={t('adminCatalogue.categories.editNamed', { name })}
        >
          {t('adminCatalogue.categories.edit')}
        </Button>
        <Button
          variant="ghost"
          size="icon"
          className="size-9 text-red-700 hover:bg-red-50"
          onClick={() => actions.remove(level, entry)}
          aria-label={t('adminCatalogue.categories.deleteNamed', { name })}
        >
          <TrashIcon className="size-5" />
        </Button>
      </div>
    </div>
  );
}

/** The loading, failed and empty states of a branch of the tree, indented under its parent. */
function BranchState({
  query,
  emptyText,
}: {
  query: { isPending: boolean; isError: boolean; error: Error | null; refetch: () => unknown; data?: unknown[] };
  emptyText: string;
}) {
  const { t } = useTranslation();
  if (query.isPending) return <LoadingBlocks count={2} className="h-10" />;
  if (query.isError)
    return (
      <ErrorState
        message={t('adminCatalogue.categories.branchFailed')}
        detail={query.error?.message}
        onRetry={() => void query.refetch()}
      />
    );
  if (query.data?.length === 0) return <p className="py-2 pl-2 text-sm text-gray-600">{emptyText}</p>;
  return null;
}

function SubSubCategoryBranch({ sub, category, actions }: { sub: SubCategory; category: Category; actions: Actions }) {
  const { t } = useTranslation();
  const localName = useLocalName();
  const subSubs = useSubSubCategories(sub._id);
  return (
    <>
      <BranchState query={subSubs} emptyText={t('adminCatalogue.categories.noSubSubCategories')} />
      {subSubs.data && subSubs.data.length > 0 && (
        <ul className="divide-y divide-gray-100">
          {subSubs.data.map((subSub) => (
            <li key={subSub._id}>
              <EntryRow
                level="subSubCategory"
                entry={fromSubSub(subSub)}
                actions={actions}
                parents={{ categoryId: category._id, subCategoryId: sub._id, parentName: localName(sub.subCategoryName, sub.subCategoryNameBn) }}
              />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function SubCategoryItem({ sub, category, actions }: { sub: SubCategory; category: Category; actions: Actions }) {
  const { t } = useTranslation();
  const localName = useLocalName();
  const [open, setOpen] = useState(false);
  const childrenId = `subsub-of-${sub._id}`;
  return (
    <li>
      <EntryRow
        level="subCategory"
        entry={fromSub(sub)}
        expanded={open}
        onToggle={() => setOpen((was) => !was)}
        childrenId={childrenId}
        onAddChild={() =>
          actions.edit({
            level: 'subSubCategory',
            categoryId: category._id,
            subCategoryId: sub._id,
            parentName: localName(sub.subCategoryName, sub.subCategoryNameBn),
          })
        }
        addChildLabel={t('adminCatalogue.categories.addSubSub')}
        actions={actions}
        parents={{ categoryId: category._id, parentName: localName(category.categoryName, category.categoryNameBn) }}
      />
      {open && (
        <div id={childrenId} className="mb-2 ml-5 border-l-2 border-gray-100 pl-3 sm:ml-6">
          <SubSubCategoryBranch sub={sub} category={category} actions={actions} />
        </div>
      )}
    </li>
  );
}

function CategoryItem({ category, actions }: { category: Category; actions: Actions }) {
  const { t } = useTranslation();
  const localName = useLocalName();
  const [open, setOpen] = useState(false);
  const subs = useSubCategories(open ? category._id : undefined);
  const childrenId = `subs-of-${category._id}`;
  return (
    <li className="px-2 sm:px-3">
      <EntryRow
        level="category"
        entry={fromCategory(category)}
        expanded={open}
        onToggle={() => setOpen((was) => !was)}
        childrenId={childrenId}
        onAddChild={() =>
          actions.edit({
            level: 'subCategory',
            categoryId: category._id,
            parentName: localName(category.categoryName, category.categoryNameBn),
          })
        }
        addChildLabel={t('adminCatalogue.categories.addSub')}
        actions={actions}
        parents={{}}
      />
      {open && (
        <div id={childrenId} className="mb-2 ml-5 border-l-2 border-gray-100 pl-3 sm:ml-6">
          <BranchState query={subs} emptyText={t('adminCatalogue.categories.noSubCategories')} />
          {subs.data && subs.data.length > 0 && (
            <ul className="divide-y divide-gray-100">
              {subs.data.map((sub) => (
                <SubCategoryItem key={sub._id} sub={sub} category={category} actions={actions} />
              ))}
            </ul>
          )}
        </div>
      )}
    </li>
  );
}

/**
 * /admin/categories: the three levels as an expandable list. Each row opens its children, adds a child,
 * edits its name and picture, or is deleted after a confirmation; the server refuses (409) to delete one
 * that products or children still use, and its message is shown as it is.
 */
export function CategoriesPage() {
  const { t } = useTranslation();
  const localName = useLocalName();
  const categories = useCategories();
  const remove = useDeleteCategoryEntry();
  const [editing, setEditing] = useState<CategoryEntryTarget | null>(null);
  const [deleting, setDeleting] = useState<{ level: CategoryLevel; entry: Entry } | null>(null);

  const actions: Actions = {
    edit: setEditing,
    remove: (level, entry) => setDeleting({ level, entry }),
  };

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(
      { level: deleting.level, id: deleting.entry._id },
      {
        onSuccess: () => {
          toast.success(
            t('adminCatalogue.categories.deleted', { name: localName(deleting.entry.name, deleting.entry.nameBn) }),
          );
          setDeleting(null);
        },
        onError: (error) => {
          toastError(error, t('adminCatalogue.categories.deleteFailed'));
          setDeleting(null);
        },
      },
    );
  };

  const addCategory = () => setEditing({ level: 'category' });
  return (
    <>
      <PageHeader
        title={t('adminCatalogue.categories.title')}
        description={t('adminCatalogue.categories.description')}
        actions={
          <Button onClick={addCategory}>
            <PlusIcon className="size-4" />
            {t('adminCatalogue.categories.add')}
          </Button>
        }
      />
      {categories.isPending ? (
        <LoadingBlocks count={5} className="h-14" />
      ) : categories.isError ? (
        <ErrorState
          message={t('adminCatalogue.categories.loadFailed')}
          detail={categories.error.message}
          onRetry={() => void categories.refetch()}
        />
      ) : categories.data.length === 0 ? (
        <EmptyState action={<Button onClick={addCategory}>{t('adminCatalogue.categories.add')}</Button>}>
          {t('adminCatalogue.categories.empty')}
        </EmptyState>
      ) : (
        <ul
          aria-label={t('adminCatalogue.categories.title')}
          className="divide-y divide-gray-200 rounded-lg border border-gray-200 bg-white"
        >
          {categories.data.map((category) => (
            <CategoryItem key={category._id} category={category} actions={actions} />
          ))}
        </ul>
      )}
      <CategoryEntryDialog target={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('adminCatalogue.categories.deleteTitle', {
          level: deleting ? t(`adminCatalogue.categories.levels.${deleting.level}`) : '',
        })}
        description={t('adminCatalogue.categories.deleteQuestion', { name: deleting?.entry.name ?? '' })}
        confirmLabel={t('adminCatalogue.categories.deleteConfirm')}
        onConfirm={confirmDelete}
        pending={remove.isPending}
      />
    </>
  );
}
