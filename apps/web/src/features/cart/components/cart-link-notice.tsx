import { useTranslation } from '@/lib/i18n';
import { useLocalText } from '@/lib/local-name';

import type { CartLinkOutcome } from '../cart-link-outcome';

/** Above the cart a link has just filled: how many of its products are in, and which were not put in and why. */
export function CartLinkNotice({ outcome }: { outcome: CartLinkOutcome }) {
  const { t } = useTranslation();
  const local = useLocalText();
  const list = (names: string[]) => names.join(', ');
  const unknown = outcome.skipped.filter((item) => item.reason === 'unknown').map((item) => item.ref);
  const soldOut = outcome.skipped
    .filter((item) => item.reason === 'sold-out')
    .map((item) => local.name(item.productName ?? item.ref, item.productNameBn));
  const problems = unknown.length + soldOut.length + outcome.capped.length > 0;
  return (
    <div
      role="status"
      data-testid="cart-link-notice"
      className={`mb-4 flex flex-col gap-1 rounded-lg border p-3 text-sm ${problems ? 'border-amber-300 bg-amber-50 text-amber-950' : 'border-green-300 bg-green-50 text-green-900'}`}
    >
      {outcome.added > 0 && <p>{t('cartLink.added', { count: outcome.added })}</p>}
      {unknown.length > 0 && <p>{t('cartLink.unknown', { items: list(unknown) })}</p>}
      {soldOut.length > 0 && <p>{t('cartLink.soldOut', { names: list(soldOut) })}</p>}
      {outcome.capped.map((line) => (
        <p key={line.productName}>
          {t('cartLink.capped', {
            name: local.name(line.productName, line.productNameBn),
            count: line.quantity,
          })}
        </p>
      ))}
    </div>
  );
}
