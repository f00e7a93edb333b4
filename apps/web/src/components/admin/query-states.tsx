import type { ReactNode } from 'react';

import { Button } from '@/components/ui/button';
import { AlertIcon, RefreshIcon } from '@/components/ui/icons';
import { Skeleton } from '@/components/ui/skeleton';
import { useTranslation } from '@/lib/i18n';

/** A load that failed: what failed, the server's words when it gave some, and Retry. */
export function ErrorState({ message, detail, onRetry }: { message?: string; detail?: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-lg border border-red-200 bg-red-50 px-4 py-8 text-center"
    >
      <AlertIcon className="size-6 text-red-700" />
      <p className="font-semibold text-red-900">{message ?? t('admin.states.loadFailed')}</p>
      {detail && <p className="text-sm text-red-800">{detail}</p>}
      <Button variant="outline" onClick={onRetry}>
        <RefreshIcon className="size-4" />
        {t('admin.states.retry')}
      </Button>
    </div>
  );
}

/** Nothing to list: a plain line, and maybe the action that would add something. */
export function EmptyState({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <div
      role="status"
      className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-gray-300 px-4 py-8 text-center text-gray-600"
    >
      <p>{children}</p>
      {action}
    </div>
  );
}

/** Grey blocks in the shape of a screen's panels while it loads, announced once. */
export function LoadingBlocks({ count = 3, className = 'h-24' }: { count?: number; className?: string }) {
  const { t } = useTranslation();
  return (
    <div role="status" className="grid gap-3">
      <span className="sr-only">{t('admin.table.loading')}</span>
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} className={className} />
      ))}
    </div>
  );
}
