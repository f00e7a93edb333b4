import { type ChangeEvent, type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';

import { IMAGE_MAX_BYTES } from '@dokan/domain/constants';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Image } from '@/components/ui/image';
import { useTranslation } from '@/lib/i18n';
import { usePickedFile } from '@/lib/use-picked-file';

import { useUploadProfileImage } from '../api/upload-profile-image';

/** What the photo tab takes: 'JPG, PNG or GIF (max 5MB)' (spec section 2). */
const ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/gif'];

/**
 * The Profile Image tab. The spec only states the 5 MB limit; the page enforces it too, so a shopper on a
 * slow connection does not upload a large photo only to have it refused.
 */
export function PhotoForm({ userId, current }: { userId: string | undefined; current: string | null | undefined }) {
  const { t } = useTranslation();
  const upload = useUploadProfileImage();
  const [error, setError] = useState<string | undefined>();
  const [picked, pick] = usePickedFile();
  const file = picked?.file ?? null;
  const preview = picked?.url ?? null;

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    pick(null);
    setError(undefined);
    if (!chosen) return;
    if (!ACCEPTED_TYPES.includes(chosen.type)) setError(t('settings.photo.notImage'));
    else if (chosen.size > IMAGE_MAX_BYTES) setError(t('settings.photo.tooLarge'));
    else pick(chosen);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!userId) {
      toast.error(t('settings.userNotFound'));
      return;
    }
    if (!file) return;
    upload.mutate(
      { id: userId, file },
      {
        onSuccess: () => {
          toast.success(t('settings.photo.success'));
          pick(null);
        },
        onError: () => toast.error(t('settings.photo.failed')),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="flex max-w-md flex-col gap-4">
      <Image
        src={preview ?? current ?? undefined}
        alt={preview ? t('settings.photo.preview') : t('settings.photo.current')}
        width={128}
        height={128}
        className="size-32 rounded-full border border-gray-200 object-cover"
      />
      <Field label={t('settings.photo.choose')} hint={t('settings.photo.hint')} error={error}>
        {(control) => (
          <input
            {...control}
            type="file"
            accept={ACCEPTED_TYPES.join(',')}
            onChange={choose}
            className="block w-full text-sm text-gray-700 file:mr-3 file:h-11 file:rounded-lg file:border-0 file:bg-gray-100 file:px-4 file:font-semibold hover:file:bg-gray-200"
          />
        )}
      </Field>
      <Button type="submit" className="self-start" disabled={!file} loading={upload.isPending}>
        {upload.isPending ? t('settings.photo.uploading') : t('settings.photo.upload')}
      </Button>
    </form>
  );
}
