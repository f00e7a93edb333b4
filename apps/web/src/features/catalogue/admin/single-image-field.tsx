import { type ChangeEvent, useState } from 'react';

import { type ImagePresetName, imageUrl } from '@dokan/domain/image-url';
import { Field, fileInputClassName } from '@/components/ui/field';
import { Image } from '@/components/ui/image';
import { useTranslation } from '@/lib/i18n';
import { usePickedFile } from '@/lib/use-picked-file';

import { ACCEPTED_IMAGE_TYPES, imageFileProblem } from './image-rules';

/**
 * One picture for a category or a banner: the current one (when editing) or a preview of the file
 * picked, checked against the server's upload rules as soon as it is picked.
 */
export function SingleImageField({
  label,
  current,
  onChange,
  error,
  previewClassName = 'size-24 rounded-lg',
  previewSize = { width: 96, height: 96 },
  previewPreset = 'adminCategoryPreview',
}: {
  label: string;
  current?: string | null;
  onChange: (file: File | null) => void;
  /** A refusal from outside, such as "required". */
  error?: string;
  previewClassName?: string;
  previewSize?: { width: number; height: number };
  /** The saved picture's size: twice the box, for sharp previews. */
  previewPreset?: ImagePresetName;
}) {
  const { t } = useTranslation();
  const [problem, setProblem] = useState<string | null>(null);
  const [picked, showPreview] = usePickedFile();
  const preview = picked?.url ?? null;

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    const refusal = chosen ? imageFileProblem(chosen) : null;
    setProblem(refusal);
    showPreview(refusal ? null : chosen);
    onChange(refusal ? null : chosen);
    if (refusal) event.target.value = '';
  };

  const saved = current ? imageUrl(current, previewPreset) : undefined;
  const shown = preview ?? saved;
  return (
    <div className="flex items-start gap-4">
      <Image
        src={shown}
        alt={preview ? t('adminCatalogue.image.preview') : t('adminCatalogue.image.current')}
        width={previewSize.width}
        height={previewSize.height}
        className={`${previewClassName} shrink-0 border border-gray-200 bg-gray-50 object-cover`}
      />
      <Field label={label} hint={t('adminCatalogue.image.hint')} error={problem ?? error} className="min-w-0 flex-1">
        {(control) => (
          <input
            {...control}
            type="file"
            accept={ACCEPTED_IMAGE_TYPES.join(',')}
            onChange={choose}
            className={fileInputClassName}
          />
        )}
      </Field>
    </div>
  );
}
