import type { ReactNode } from 'react';

import { Field, inputClassName } from '@/components/ui/field';
import { useTranslation } from '@/lib/i18n';
import { useLocalName } from '@/lib/local-name';

import { useCategories } from '../api/get-categories';
import { useSubCategories } from '../api/get-subcategories';
import { useSubSubCategories } from '../api/get-subsubcategories';

interface Option {
  _id: string;
  name: string;
}

function Select({
  label,
  value,
  onChange,
  options,
  placeholder,
  disabled,
  loading,
  error,
  hint,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: Option[];
  placeholder: string;
  disabled?: boolean;
  loading?: boolean;
  error?: string;
  hint?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Field label={label} error={error} hint={hint}>
      {(control) => (
        <select
          {...control}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          disabled={disabled || loading}
          aria-busy={loading || undefined}
          className={inputClassName}
        >
          <option value="">{loading ? t('common.loading') : placeholder}</option>
          {options.map((option) => (
            <option key={option._id} value={option._id}>
              {option.name}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

export interface CategoryChoice {
  category: string;
  subCategory: string;
  subSubCategory: string;
}

/**
 * Category, then subcategory, then sub-subcategory: each select offers the children of the one above
 * (GET /subcategories?categoryId, /subsubcategories?subCategoryId) and choosing a parent clears the
 * choices below it.
 */
export function CategorySelects({
  value,
  onChange,
  errors = {},
}: {
  value: CategoryChoice;
  onChange: (next: CategoryChoice) => void;
  errors?: Partial<Record<keyof CategoryChoice, string>>;
}) {
  const { t } = useTranslation();
  const localName = useLocalName();
  const categories = useCategories();
  const subCategories = useSubCategories(value.category || undefined);
  const subSubCategories = useSubSubCategories(value.subCategory || undefined);
  const failed = categories.isError || subCategories.isError || subSubCategories.isError;

  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <Select
        label={t('adminCatalogue.productForm.category')}
        value={value.category}
        onChange={(category) => onChange({ category, subCategory: '', subSubCategory: '' })}
        options={(categories.data ?? []).map((c) => ({ _id: c._id, name: localName(c.categoryName, c.categoryNameBn) }))}
        placeholder={t('adminCatalogue.productForm.chooseCategory')}
        loading={categories.isPending}
        error={errors.category}
        hint={
          failed ? (
            <span className="text-red-700">
              {t('adminCatalogue.productForm.categoriesFailed')}{' '}
              <button
                type="button"
                className="font-semibold underline"
                onClick={() => {
                  void categories.refetch();
                  if (subCategories.isError) void subCategories.refetch();
                  if (subSubCategories.isError) void subSubCategories.refetch();
                }}
              >
                {t('common.retry')}
              </button>
            </span>
          ) : undefined
        }
      />
      <Select
        label={t('adminCatalogue.productForm.subCategory')}
        value={value.subCategory}
        onChange={(subCategory) => onChange({ ...value, subCategory, subSubCategory: '' })}
        options={(subCategories.data ?? []).map((c) => ({
          _id: c._id,
          name: localName(c.subCategoryName, c.subCategoryNameBn),
        }))}
        placeholder={
          value.category ? t('adminCatalogue.productForm.noSubCategory') : t('adminCatalogue.productForm.categoryFirst')
        }
        disabled={!value.category}
        loading={Boolean(value.category) && subCategories.isPending}
        error={errors.subCategory}
      />
      <Select
        label={t('adminCatalogue.productForm.subSubCategory')}
        value={value.subSubCategory}
        onChange={(subSubCategory) => onChange({ ...value, subSubCategory })}
        options={(subSubCategories.data ?? []).map((c) => ({
          _id: c._id,
          name: localName(c.subSubCategoryName, c.subSubCategoryNameBn),
        }))}
        placeholder={
          value.subCategory
            ? t('adminCatalogue.productForm.noSubSubCategory')
            : t('adminCatalogue.productForm.subCategoryFirst')
        }
        disabled={!value.subCategory}
        loading={Boolean(value.subCategory) && subSubCategories.isPending}
        error={errors.subSubCategory}
      />
    </div>
  );
}
