import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';

import { type Banner, BannerInputSchema } from '@dokan/domain';
import { toastError } from '@/components/admin/toast-error';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Field, inputClassName, TextField } from '@/components/ui/field';
import { useTranslation } from '@/lib/i18n';
import { useLocalName } from '@/lib/local-name';

import { useCategories } from '../api/get-categories';
import { type BannerWordField, useSaveBanner } from '../api/save-banner';
import { DialogActions } from './dialog-actions';
import { SingleImageField } from './single-image-field';

/** The words' fields in the order the form shows them, with the language each is written in. */
const WORD_FIELDS: ReadonlyArray<{ field: BannerWordField; lang?: 'bn' }> = [
  { field: 'bannerTitle' },
  { field: 'bannerTitleBn', lang: 'bn' },
  { field: 'bannerSubtitle' },
  { field: 'bannerSubtitleBn', lang: 'bn' },
];

/**
 * Add a banner (banner is undefined) or edit one: picture, offer percent, linked category, and the
 * words drawn over the picture in English and Bangla (decision 056).
 */
export function BannerDialog({ open, banner, onClose }: { open: boolean; banner?: Banner; onClose: () => void }) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      {open && <BannerForm key={banner?._id ?? 'new'} banner={banner} onClose={onClose} />}
    </Dialog>
  );
}

function BannerForm({ banner, onClose }: { banner?: Banner; onClose: () => void }) {
  const { t } = useTranslation();
  const localName = useLocalName();
  const categories = useCategories();
  const save = useSaveBanner();
  const initialOffer =
    banner?.bannerOffer === null || banner?.bannerOffer === undefined ? '' : String(banner.bannerOffer);
  const initialCategory = banner?.bannerCategory?._id ?? '';
  const [image, setImage] = useState<File | null>(null);
  const [offer, setOffer] = useState(initialOffer);
  const [categoryId, setCategoryId] = useState(initialCategory);
  const initialWords = Object.fromEntries(
    WORD_FIELDS.map(({ field }) => [field, banner?.[field] ?? '']),
  ) as Record<BannerWordField, string>;
  const [words, setWords] = useState(initialWords);
  const [errors, setErrors] = useState<{ image?: string; offer?: string } & Partial<Record<BannerWordField, string>>>(
    {},
  );
  const [progress, setProgress] = useState<number | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The domain's rule: blank means no offer, otherwise a whole number from 0 to 100.
    const checked = BannerInputSchema.shape.bannerOffer.safeParse(offer);
    const wordErrors = Object.fromEntries(
      WORD_FIELDS.map(({ field }) => {
        const word = BannerInputSchema.shape[field].safeParse(words[field]);
        return [field, word.success ? undefined : word.error.issues[0]?.message];
      }),
    );
    const next = {
      image: !banner && !image ? t('adminCatalogue.banners.imageRequired') : undefined,
      offer: checked.success ? undefined : checked.error.issues[0]?.message,
      ...wordErrors,
    };
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    const offerChanged = offer.trim() !== initialOffer;
    const categoryChanged = categoryId !== initialCategory;
    // A new banner sends the words given; an edit, those changed ('' clears one).
    const changedWords = Object.fromEntries(
      WORD_FIELDS.flatMap(({ field }) => {
        const text = words[field].trim();
        return text !== initialWords[field].trim() ? [[field, text]] : [];
      }),
    );
    if (banner && !image && !offerChanged && !categoryChanged && Object.keys(changedWords).length === 0) {
      toast(t('adminCatalogue.banners.nothingChanged'));
      onClose();
      return;
    }
    save.mutate(
      {
        id: banner?._id,
        image,
        offer: !banner || offerChanged ? (checked.data ?? null) : undefined,
        categoryId: !banner || categoryChanged ? categoryId : undefined,
        words: changedWords,
        onProgress: setProgress,
      },
      {
        onSuccess: () => {
          toast.success(banner ? t('adminCatalogue.banners.updated') : t('adminCatalogue.banners.created'));
          onClose();
        },
        onError: (error) => {
          setProgress(null);
          toastError(error, t('adminCatalogue.banners.saveFailed'));
        },
      },
    );
  };

  return (
    <DialogContent onInteractOutside={(event) => save.isPending && event.preventDefault()}>
      <DialogTitle className="pr-10">
        {banner ? t('adminCatalogue.banners.editTitle') : t('adminCatalogue.banners.addTitle')}
      </DialogTitle>
      <DialogDescription className="mt-1">{t('adminCatalogue.banners.dialogHelp')}</DialogDescription>
      <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-4">
        <SingleImageField
          label={t('adminCatalogue.banners.image')}
          current={banner?.bannerImage}
          onChange={(file) => {
            setImage(file);
            if (file) setErrors((was) => ({ ...was, image: undefined }));
          }}
          error={errors.image}
          previewClassName="aspect-[3/1] w-32 rounded-md sm:w-40"
          previewSize={{ width: 160, height: 53 }}
          previewPreset="adminBannerPreview"
        />
        <TextField
          label={t('adminCatalogue.banners.offer')}
          hint={t('adminCatalogue.banners.offerHint')}
          inputMode="numeric"
          value={offer}
          onChange={(event) => setOffer(event.target.value)}
          error={errors.offer}
        />
        <Field
          label={t('adminCatalogue.banners.category')}
          hint={categories.isError ? t('adminCatalogue.productForm.categoriesFailed') : undefined}
        >
          {(control) => (
            <select
              {...control}
              value={categoryId}
              onChange={(event) => setCategoryId(event.target.value)}
              disabled={categories.isPending}
              className={inputClassName}
            >
              <option value="">{t('adminCatalogue.banners.noCategory')}</option>
              {(categories.data ?? []).map((category) => (
                <option key={category._id} value={category._id}>
                  {localName(category.categoryName, category.categoryNameBn)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <fieldset className="flex flex-col gap-3">
          <legend className="text-sm font-medium text-gray-800">{t('adminCatalogue.banners.words')}</legend>
          <p className="text-xs text-gray-600">{t('adminCatalogue.banners.wordsHint')}</p>
          <div className="grid gap-3 sm:grid-cols-2">
            {WORD_FIELDS.map(({ field, lang }) => (
              <TextField
                key={field}
                label={t(`adminCatalogue.banners.${field}`)}
                lang={lang}
                value={words[field]}
                onChange={(event) => setWords((was) => ({ ...was, [field]: event.target.value }))}
                error={errors[field]}
              />
            ))}
          </div>
        </fieldset>
        <DialogActions progress={progress} saving={save.isPending} onCancel={onClose} />
      </form>
    </DialogContent>
  );
}
