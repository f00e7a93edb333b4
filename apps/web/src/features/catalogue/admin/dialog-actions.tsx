import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n';

import { UploadProgress } from './upload-progress';

/** The foot of a catalogue dialog with a picture: the upload's progress, then Cancel and Save. */
export function DialogActions({
  progress,
  saving,
  onCancel,
}: {
  progress: number | null;
  saving: boolean;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <UploadProgress value={progress} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={saving}>
          {t('adminCatalogue.cancel')}
        </Button>
        <Button type="submit" loading={saving}>
          {saving ? t('adminCatalogue.saving') : t('adminCatalogue.save')}
        </Button>
      </div>
    </>
  );
}
