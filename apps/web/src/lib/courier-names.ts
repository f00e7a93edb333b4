import { type Courier, COURIER_NAMES } from '@dokan/domain';

import type { Translate } from './i18n';

/** The couriers' names as the admin's pages show them: their own brand names, and the sandbox courier's in the page's language. */
export function courierNames(t: Translate): Record<Courier, string> {
  return { ...COURIER_NAMES, sandbox: t('admin.courier.sandbox.name') };
}
