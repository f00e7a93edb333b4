import toast from 'react-hot-toast';
import type { NavigateFunction } from 'react-router';

import { paths } from '@/config/paths';
import { addToCart, type CartLine } from '@/lib/cart-store';
import { checkoutState } from '@/lib/checkout-state';
import type { Translate } from '@/lib/i18n';

import { originOf } from './redirect';

/** Where the purchase waits, beside the spec's keys (token, cart, auth). */
export const PURCHASE_INTENT_KEY = 'purchaseIntent';

/** How long a visitor's Add to Cart or Buy Now waits for their sign-in (or sign-up) before it is forgotten. */
export const PURCHASE_INTENT_TTL_MS = 30 * 60_000;

/**
 * What a visitor asked for before the sign-in it needed (decision 059): the line for the cart, or
 * to buy it now, and the page they were on. The product page hands it to /login in navigation state
 * (its own download stays as it was); /login keeps it in localStorage, so a sign-up whose
 * activation link opens a new tab still finds it. Forgotten once carried out or after
 * PURCHASE_INTENT_TTL_MS.
 */
export interface PurchaseIntent {
  kind: 'add-to-cart' | 'buy-now';
  line: CartLine;
  /** The page the visitor left for /login. */
  from: string;
}

/** As stored: with the moment it was kept. */
interface KeptPurchaseIntent extends PurchaseIntent {
  savedAt: number;
}

export function keepPurchaseIntent(intent: PurchaseIntent): void {
  try {
    const kept: KeptPurchaseIntent = { ...intent, savedAt: Date.now() };
    localStorage.setItem(PURCHASE_INTENT_KEY, JSON.stringify(kept));
  } catch {
    // Storage blocked (private mode): the visitor signs in and taps again, as before.
  }
}

/** Keeps the purchase a visitor brought to /login (in its navigation state), with the page they came from. */
export function keepArrivingPurchase(state: unknown): void {
  const purchase = (state as { purchase?: Partial<PurchaseIntent> } | null)?.purchase;
  if ((purchase?.kind === 'add-to-cart' || purchase?.kind === 'buy-now') && purchase.line) {
    keepPurchaseIntent({ kind: purchase.kind, line: purchase.line, from: originOf(state) });
  }
}

function isKept(value: unknown): value is KeptPurchaseIntent {
  const kept = value as Partial<KeptPurchaseIntent> | null;
  return (
    (kept?.kind === 'add-to-cart' || kept?.kind === 'buy-now') &&
    typeof kept.from === 'string' &&
    typeof kept.savedAt === 'number' &&
    typeof kept.line?.productId === 'string' &&
    typeof kept.line.price === 'number' &&
    typeof kept.line.quantity === 'number'
  );
}

/** The intent kept and not yet stale, removed from storage: it is carried out once. */
export function takePurchaseIntent(now = Date.now()): PurchaseIntent | null {
  let kept: unknown;
  try {
    const raw = localStorage.getItem(PURCHASE_INTENT_KEY);
    if (raw === null) return null;
    localStorage.removeItem(PURCHASE_INTENT_KEY);
    kept = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isKept(kept) || now - kept.savedAt > PURCHASE_INTENT_TTL_MS || kept.savedAt > now) return null;
  const { kind, line, from } = kept;
  return { kind, line, from };
}

/**
 * Once a session has started: a purchase kept for it is carried out (decision 059), and the shopper
 * goes on, replacing the sign-in page. Buy Now goes to checkout with its line; Add to Cart adds its
 * line, says so as the product page does, and returns to `origin`, else to the page it was asked on.
 * Without one, to `origin`, else /login (which sends a signed-in shopper Home).
 */
export function carryOutPurchase(navigate: NavigateFunction, t: Translate, origin?: string): void {
  const intent = takePurchaseIntent();
  if (intent?.kind === 'buy-now') {
    void navigate(paths.checkout(), { replace: true, state: checkoutState([intent.line], 'buy now') });
    return;
  }
  if (intent) {
    const added = addToCart(intent.line);
    if (added.ok) toast.success(t(added.merged ? 'cart.updated' : 'cart.added'));
    else toast.error(t('cart.onlyAvailable', { count: added.available }));
  }
  void navigate(origin ?? (intent ? originOf({ from: intent.from }) : paths.login()), { replace: true });
}
