import toast from 'react-hot-toast';

import { ApiError } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';

/** A failed change as a toast: the server's own message when it gave one (such as the last-admin refusal), else `fallback`. */
export function toastError(error: unknown, fallback = i18n.t('admin.states.failed')): void {
  toast.error(error instanceof ApiError && error.fromServer ? error.message : fallback);
}
