import type { BackupStatus } from '@dokan/domain';
import { ErrorState, LoadingBlocks } from '@/components/admin/query-states';
import { AlertIcon } from '@/components/ui/icons';
import { WithCode } from '@/components/ui/with-code';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';

import { useBackupStatus } from '../api/get-backup-status';

/** What the owner must act on: the last backup failed, or none succeeded for two intervals. */
function BackupWarning({ status }: { status: BackupStatus }) {
  const { t } = useTranslation();
  const format = useFormat();
  if (!status.warning) return null;
  const text =
    status.warning === 'failed'
      ? t('admin.backup.warning.failed', {
          when: format.dateTime(status.last!.finishedAt),
          error: status.last!.error ?? '',
        })
      : status.warning === 'stale'
        ? t('admin.backup.warning.stale', { count: status.everyHours * 2 })
        : t('admin.backup.warning.none');
  return (
    <p
      role="alert"
      className="mb-3 flex items-start gap-2 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900"
    >
      <AlertIcon className="mt-0.5 size-4 shrink-0 text-red-700" />
      <span className="min-w-0 break-words">{text}</span>
    </p>
  );
}

/** The dashboard's backup panel (admins): the last good backup (when, how big, where) and the schedule. */
export function BackupStatusPanel() {
  const { t } = useTranslation();
  const format = useFormat();
  const backup = useBackupStatus();
  if (backup.isPending) return <LoadingBlocks count={1} className="h-20" />;
  if (backup.isError) return <ErrorState detail={backup.error.message} onRetry={() => void backup.refetch()} />;
  const status = backup.data;
  const good = status.lastSucceeded;
  return (
    <>
      <BackupWarning status={status} />
      {good ? (
        <dl className="grid grid-cols-1 gap-2 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-4">
          <dt className="font-medium text-gray-600">{t('admin.backup.when')}</dt>
          <dd>{format.dateTime(good.finishedAt)}</dd>
          <dt className="font-medium text-gray-600">{t('admin.backup.size')}</dt>
          <dd>{good.sizeBytes === null ? '—' : format.megabytes(good.sizeBytes)}</dd>
          <dt className="font-medium text-gray-600">{t('admin.backup.where')}</dt>
          <dd className="font-mono text-xs break-all">{good.location}</dd>
        </dl>
      ) : (
        <p className="text-sm text-gray-700">{t('admin.backup.none')}</p>
      )}
      <p className="mt-3 text-xs text-gray-600">
        <WithCode
          text={status.everyHours > 0 ? t('admin.backup.every', { count: status.everyHours }) : t('admin.backup.off')}
        />
      </p>
    </>
  );
}
