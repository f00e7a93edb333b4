import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';

import { MAX_PRODUCT_IMAGES } from '@dokan/domain';
import { imageUrl } from '@dokan/domain/image-url';
import { ChevronLeftIcon, ChevronRightIcon, TrashIcon } from '@/components/ui/icons';
import { Image } from '@/components/ui/image';
import { useTranslation } from '@/lib/i18n';

import { ACCEPTED_IMAGE_TYPES, acceptProductImages } from './image-rules';

/** A product picture in the form: one already saved (kept by its address) or a file picked now, with its preview. */
export type ProductImageItem = { kind: 'saved'; url: string } | { kind: 'new'; file: File; preview: string };

/** A picked file as a list item; its preview address lives until the item is removed or the form closes. */
export const newImage = (file: File): ProductImageItem => ({ kind: 'new', file, preview: URL.createObjectURL(file) });
const itemKey = (item: ProductImageItem) => (item.kind === 'saved' ? item.url : item.preview);
const release = (item: ProductImageItem | undefined) => {
  if (item?.kind === 'new') URL.revokeObjectURL(item.preview);
};

/** Releases the previews still listed when the form goes away. */
function useReleaseOnLeave(items: ProductImageItem[]) {
  const latest = useRef(items);
  useEffect(() => {
    latest.current = items;
  }, [items]);
  useEffect(() => () => latest.current.forEach(release), []);
}

/**
 * The product's pictures: pick several files, see them, remove or move them. Saved pictures stay
 * first and new files follow them, the order in which the server keeps and appends them on an edit.
 * Every file is checked with the server's rules (type, 5 MB, at most 8) before anything is sent.
 */
export function ProductImagesField({
  items,
  onChange,
  error,
}: {
  items: ProductImageItem[];
  onChange: (items: ProductImageItem[]) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [problems, setProblems] = useState<string[]>([]);
  useReleaseOnLeave(items);
  const full = items.length >= MAX_PRODUCT_IMAGES;

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    const { accepted, problems: refused } = acceptProductImages(files, items.length);
    setProblems(refused);
    if (accepted.length) onChange([...items, ...accepted.map(newImage)]);
  };

  const remove = (index: number) => {
    setProblems([]);
    release(items[index]);
    onChange(items.filter((_, at) => at !== index));
  };

  /** Swaps with a neighbour of the same kind: saved pictures cannot move behind new ones. */
  const canMove = (index: number, by: -1 | 1) => items[index + by]?.kind === items[index]?.kind;
  const move = (index: number, by: -1 | 1) => {
    const next = [...items];
    const [item] = next.splice(index, 1);
    if (item) next.splice(index + by, 0, item);
    onChange(next);
  };

  const messages = [...problems, ...(error ? [error] : [])];
  const describedBy = [`${id}-hint`, messages.length ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <fieldset className="flex flex-col gap-3" aria-describedby={describedBy}>
      <legend className="text-sm font-medium text-gray-800">{t('adminCatalogue.productForm.images')}</legend>
      <p id={`${id}-hint`} className="text-xs text-gray-600">
        {t('adminCatalogue.productForm.imagesHint', { max: MAX_PRODUCT_IMAGES, count: items.length })}
      </p>
      {items.length > 0 && (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {items.map((item, index) => {
            const position = t('adminCatalogue.productForm.imageNumber', { number: index + 1 });
            return (
              <li key={itemKey(item)} className="overflow-hidden rounded-lg border border-gray-200 bg-white">
                <Image
                  src={item.kind === 'saved' ? imageUrl(item.url, 'adminProductImage') : item.preview}
                  alt={position}
                  width={160}
                  height={160}
                  className="aspect-square w-full bg-gray-50 object-cover"
                />
                <div className="flex items-center justify-between border-t border-gray-200">
                  <button
                    type="button"
                    onClick={() => move(index, -1)}
                    disabled={!canMove(index, -1)}
                    aria-label={t('adminCatalogue.productForm.moveImageEarlier', { position })}
                    className="inline-flex size-11 items-center justify-center text-gray-700 hover:bg-gray-100 disabled:text-gray-300"
                  >
                    <ChevronLeftIcon className="size-5" />
                  </button>
                  <button
                    type="button"
                    onClick={() => remove(index)}
                    aria-label={t('adminCatalogue.productForm.removeImage', { position })}
                    className="inline-flex size-11 items-center justify-center text-red-700 hover:bg-red-50"
                  >
                    <TrashIcon className="size-5" />
                  </button>
                  <button
                    type="button"
                    onClick={() => move(index, 1)}
                    disabled={!canMove(index, 1)}
                    aria-label={t('adminCatalogue.productForm.moveImageLater', { position })}
                    className="inline-flex size-11 items-center justify-center text-gray-700 hover:bg-gray-100 disabled:text-gray-300"
                  >
                    <ChevronRightIcon className="size-5" />
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <div>
        <label
          htmlFor={`${id}-input`}
          className={`inline-flex h-11 items-center rounded-lg border border-gray-300 bg-white px-4 text-sm font-semibold text-gray-900 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700 ${full ? 'cursor-not-allowed text-gray-400' : 'cursor-pointer hover:bg-gray-50'}`}
        >
          {t('adminCatalogue.productForm.addImages')}
          <input
            id={`${id}-input`}
            type="file"
            multiple
            accept={ACCEPTED_IMAGE_TYPES.join(',')}
            onChange={choose}
            disabled={full}
            className="sr-only"
          />
        </label>
      </div>
      {messages.length > 0 && (
        <div id={`${id}-error`} role="alert" className="flex flex-col gap-1">
          {messages.map((message) => (
            <p key={message} className="text-sm text-red-700">
              {message}
            </p>
          ))}
        </div>
      )}
    </fieldset>
  );
}
