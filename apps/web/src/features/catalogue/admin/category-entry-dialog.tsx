import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';

import { CategoryInputSchema, SubCategoryInputSchema, SubSubCategoryInputSchema } from '@dokan/domain';
import { toastError } from '@/components/admin/toast-error';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/field';
import { useTranslation } from '@/lib/i18n';

import type { CategoryLevel } from '../api/category-levels';
import { useSaveCategoryEntry } from '../api/save-category-entry';
import { DialogActions } from './dialog-actions';
import { SingleImageField } from './single-image-field';

/** The domain's rule for each level's name, with its message ('Category name is required'). */
const NAME_RULES = {
  category: CategoryInputSchema.shape.categoryName,
  subCategory: SubCategoryInputSchema.shape.subCategoryName,
  subSubCategory: SubSubCategoryInputSchema.shape.subSubCategoryName,
};
/** The optional Bangla name beside it; blank means none. */
const BANGLA_NAME_RULES = {
  category: CategoryInputSchema.shape.categoryNameBn,
  subCategory: SubCategoryInputSchema.shape.subCategoryNameBn,
  subSubCategory: SubSubCategoryInputSchema.shape.subSubCategoryNameBn,
};

export interface CategoryEntryTarget {
  level: CategoryLevel;
  /** The entry being edited; none when adding. */
  entry?: { _id: string; name: string; nameBn: string | null; image: string | null };
  /** The parents a new subcategory or sub-subcategory goes under, and the parent's name for the title. */
  categoryId?: string;
  subCategoryId?: string;
  parentName?: string;
}

/** Add or edit a category, subcategory or sub-subcategory: its name, its Bangla name and its picture. */
export function CategoryEntryDialog({ target, onClose }: { target: CategoryEntryTarget | null; onClose: () => void }) {
  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && onClose()}>
      {target && <EntryForm key={`${target.level}-${target.entry?._id ?? 'new'}`} target={target} onClose={onClose} />}
    </Dialog>
  );
}

function EntryForm({ target, onClose }: { target: CategoryEntryTarget; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveCategoryEntry();
  const { level, entry } = target;
  const [name, setName] = useState(entry?.name ?? '');
  const [nameBn, setNameBn] = useState(entry?.nameBn ?? '');
  const [nameBnError, setNameBnError] = useState<string | undefined>();
  const [image, setImage] = useState<File | null>(null);
  const [nameError, setNameError] = useState<string | undefined>();
  const [imageError, setImageError] = useState<string | undefined>();
  const [progress, setProgress] = useState<number | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = NAME_RULES[level].safeParse(name);
    setNameError(checked.success ? undefined : checked.error.issues[0]?.message);
    const checkedBn = BANGLA_NAME_RULES[level].safeParse(nameBn);
    setNameBnError(checkedBn.success ? undefined : checkedBn.error.issues[0]?.message);
    const missingImage = !entry && !image;
    setImageError(missingImage ? t('adminCatalogue.categories.imageRequired') : undefined);
    if (!checked.success || !checkedBn.success || missingImage) return;
    const newName = entry && checked.data === entry.name ? undefined : checked.data;
    const banglaName = checkedBn.data ?? '';
    const newNameBn = banglaName === (entry?.nameBn ?? '') ? undefined : banglaName;
    if (entry && newName === undefined && newNameBn === undefined && !image) {
      toast(t('adminCatalogue.categories.nothingChanged'));
      onClose();
      return;
    }
    save.mutate(
      {
        level,
        id: entry?._id,
        name: newName,
        nameBn: newNameBn,
        image,
        categoryId: entry ? undefined : target.categoryId,
        subCategoryId: entry ? undefined : target.subCategoryId,
        onProgress: setProgress,
      },
      {
        onSuccess: () => {
          toast.success(
            t(entry ? 'adminCatalogue.categories.updated' : 'adminCatalogue.categories.created', {
              name: checked.data,
            }),
          );
          onClose();
        },
        onError: (error) => {
          setProgress(null);
          toastError(error, t('adminCatalogue.categories.saveFailed'));
        },
      },
    );
  };

  const levelName = t(`adminCatalogue.categories.levels.${level}`);
  const title = entry
    ? t('adminCatalogue.categories.editTitle', { level: levelName })
    : t('adminCatalogue.categories.addTitle', { level: levelName });
  return (
    <DialogContent onInteractOutside={(event) => save.isPending && event.preventDefault()}>
      <DialogTitle className="pr-10">{title}</DialogTitle>
      <DialogDescription className="mt-1">
        {target.parentName
          ? t('adminCatalogue.categories.under', { parent: target.parentName })
          : t('adminCatalogue.categories.dialogHelp')}
      </DialogDescription>
      <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-4">
        <TextField
          label={t('adminCatalogue.categories.name')}
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            if (nameError) setNameError(undefined);
          }}
          error={nameError}
          autoFocus
        />
        <TextField
          label={t('adminCatalogue.categories.nameBn')}
          hint={t('adminCatalogue.categories.nameBnHint')}
          lang="bn"
          value={nameBn}
          onChange={(event) => {
            setNameBn(event.target.value);
            if (nameBnError) setNameBnError(undefined);
          }}
          error={nameBnError}
        />
        <SingleImageField
          label={t('adminCatalogue.categories.image')}
          current={entry?.image}
          onChange={(file) => {
            setImage(file);
            if (file) setImageError(undefined);
          }}
          error={imageError}
        />
        <DialogActions progress={progress} saving={save.isPending} onCancel={onClose} />
      </form>
    </DialogContent>
  );
}
