import { useState } from 'react';
import { useFieldArray } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import { inputClassName } from '@/components/ui/field';
import { useTranslation } from '@/lib/i18n';

import {
  type ProductFormControl,
  type ProductFormErrors,
  type ProductFormRegister,
  suggestedSku,
  variantMatrix,
} from './product-form-values';

/**
 * The product's variants as a matrix (docs/decisions/077): a row per colour and size, each with its
 * SKU, stock and optional price, built from the option lists and filled in bulk. On a phone each row
 * is a card of its own; from `sm` up, a table's row.
 */
/** What "fill every row" sets: a SKU prefix, a stock and a price. */
const FILL_FIELDS = [
  { key: 'prefix', label: 'adminCatalogue.variants.skuPrefix', inputMode: undefined },
  { key: 'stock', label: 'adminCatalogue.variants.stock', inputMode: 'numeric' },
  { key: 'price', label: 'adminCatalogue.variants.price', inputMode: 'decimal' },
] as const;

export function VariantsField({
  control,
  register,
  errors,
  colors,
  sizes,
}: {
  control: ProductFormControl;
  register: ProductFormRegister;
  errors: ProductFormErrors;
  colors: readonly string[];
  sizes: readonly string[];
}) {
  const { t } = useTranslation();
  const { fields, replace, remove, update } = useFieldArray({ control, name: 'variants' });
  const [fill, setFill] = useState({ stock: '', price: '', prefix: '' });
  const rowLabel = (row: { color: string; size: string }) => [row.color, row.size].filter(Boolean).join(' / ');
  const listError = errors.variants?.message ?? errors.variants?.root?.message;

  function fillRows() {
    fields.forEach((row, at) =>
      update(at, {
        color: row.color,
        size: row.size,
        sku: row.sku || (fill.prefix ? suggestedSku(fill.prefix, row) : ''),
        stock: fill.stock === '' ? row.stock : fill.stock,
        price: fill.price === '' ? row.price : fill.price,
      }),
    );
  }

  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-gray-600">{t('adminCatalogue.variants.hint')}</p>
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          disabled={!colors.length && !sizes.length}
          onClick={() => replace(variantMatrix(colors, sizes, fields))}
        >
          {t('adminCatalogue.variants.build')}
        </Button>
        {fields.length > 0 && (
          <Button type="button" variant="outline" onClick={() => replace([])}>
            {t('adminCatalogue.variants.removeAll')}
          </Button>
        )}
      </div>

      {fields.length > 0 && (
        <fieldset className="grid grid-cols-2 gap-2 rounded-lg border border-gray-200 p-3 sm:grid-cols-4 sm:items-end">
          <legend className="px-1 text-sm font-medium text-gray-800">{t('adminCatalogue.variants.fillTitle')}</legend>
          {FILL_FIELDS.map(({ key, label, inputMode }) => (
            <label key={key} className="flex flex-col gap-1 text-xs font-medium text-gray-700">
              {t(label)}
              <input
                className={inputClassName}
                inputMode={inputMode}
                value={fill[key]}
                onChange={(event) => setFill({ ...fill, [key]: event.target.value })}
              />
            </label>
          ))}
          <Button type="button" variant="secondary" onClick={fillRows}>
            {t('adminCatalogue.variants.fill')}
          </Button>
        </fieldset>
      )}

      {fields.length > 0 && (
        <ul className="flex flex-col gap-2" aria-label={t('adminCatalogue.variants.title')}>
          {fields.map((row, at) => {
            const rowErrors = errors.variants?.[at];
            const name = rowLabel(row);
            return (
              <li
                key={row.id}
                className="grid grid-cols-2 gap-2 rounded-lg border border-gray-200 p-3 sm:grid-cols-[8rem_1fr_6rem_7rem_auto] sm:items-start"
              >
                {/* The colour and size as the owner typed them in the form's English fields. */}
                <p lang="en" className="col-span-2 self-center font-medium sm:col-span-1">
                  {name}
                </p>
                <label className="col-span-2 flex flex-col gap-1 text-xs font-medium text-gray-700 sm:col-span-1">
                  {t('adminCatalogue.variants.sku')}
                  <input
                    className={inputClassName}
                    aria-label={t('adminCatalogue.variants.skuOf', { name })}
                    {...register(`variants.${at}.sku`)}
                  />
                  {rowErrors?.sku?.message && <span className="text-red-700">{rowErrors.sku.message}</span>}
                </label>
                <label className="flex flex-col gap-1 text-xs font-medium text-gray-700">
                  {t('adminCatalogue.variants.stock')}
                  <input
                    className={inputClassName}
                    inputMode="numeric"
                    aria-label={t('adminCatalogue.variants.stockOf', { name })}
                    {...register(`variants.${at}.stock`)}
                  />
                  {rowErrors?.stock?.message && <span className="text-red-700">{rowErrors.stock.message}</span>}
                </label>
                <label className="flex flex-col gap-1 text-xs font-medium text-gray-700">
                  {t('adminCatalogue.variants.price')}
                  <input
                    className={inputClassName}
                    inputMode="decimal"
                    placeholder={t('adminCatalogue.variants.productPrice')}
                    aria-label={t('adminCatalogue.variants.priceOf', { name })}
                    {...register(`variants.${at}.price`)}
                  />
                  {rowErrors?.price?.message && <span className="text-red-700">{rowErrors.price.message}</span>}
                </label>
                <Button
                  type="button"
                  variant="outline"
                  className="col-span-2 sm:col-span-1 sm:mt-5"
                  aria-label={t('adminCatalogue.variants.removeOne', { name })}
                  onClick={() => remove(at)}
                >
                  {t('adminCatalogue.variants.remove')}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      {listError && <p className="text-sm text-red-700">{listError}</p>}
    </div>
  );
}
