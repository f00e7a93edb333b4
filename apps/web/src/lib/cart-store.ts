import { useSyncExternalStore } from 'react';

import { CART_UPDATED_EVENT, STORAGE_KEYS } from '@/config/constants';

import { metaContent, trackMeta } from './meta-pixel';

/** One cart line as the browser keeps it under 'cart' (spec section 3, Cart). Amounts in taka. */
export interface CartLine {
  productId: string;
  productName: string;
  /** The category's name. */
  productCategory: string;
  /** The discounted unit price. */
  price: number;
  quantity: number;
  subTotal: number;
  /** The stock when the line was last priced: the quantity's upper bound. */
  maxStock: number;
  image: string | null;
  color?: string;
  size?: string;
  /** The variant's SKU when the colour and size name one (docs/decisions/077). */
  sku?: string;
  OwnerId: string | null;
  OwnerName: string | null;
}

/** What identifies a line: the product with its colour and size (spec section 3). */
export type LineKey = Pick<CartLine, 'productId' | 'color' | 'size'>;

export function lineKey({ productId, color, size }: LineKey): string {
  return JSON.stringify([productId, color ?? '', size ?? '']);
}

export function sameLine(a: LineKey, b: LineKey): boolean {
  return lineKey(a) === lineKey(b);
}

function isLine(value: unknown): value is CartLine {
  if (typeof value !== 'object' || value === null) return false;
  const line = value as Partial<CartLine>;
  return (
    typeof line.productId === 'string' &&
    typeof line.price === 'number' &&
    typeof line.quantity === 'number' &&
    line.quantity >= 1
  );
}

const EMPTY: CartLine[] = [];
let cachedRaw: string | null = null;
let cachedLines: CartLine[] = EMPTY;

/** The stored cart; anything unreadable (hand-edited storage, an older shape) counts as empty. */
export function readCart(): CartLine[] {
  let raw: string | null;
  try {
    raw = localStorage.getItem(STORAGE_KEYS.cart);
  } catch {
    return EMPTY;
  }
  // The same text gives the same array, so React sees no change where there is none.
  if (raw === cachedRaw) return cachedLines;
  cachedRaw = raw;
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    cachedLines = Array.isArray(parsed) ? parsed.filter(isLine) : EMPTY;
  } catch {
    cachedLines = EMPTY;
  }
  return cachedLines;
}

function broadcast() {
  window.dispatchEvent(new Event(CART_UPDATED_EVENT));
}

/** Saves the cart and tells every listener in this tab; other tabs hear the storage event. */
export function saveCart(lines: CartLine[]): void {
  const fixed = lines.map((line) => ({ ...line, subTotal: line.price * line.quantity }));
  localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify(fixed));
  broadcast();
}

/** Spec section 4, Checkout: removes the stored cart and broadcasts the change. */
export function clearCart(): void {
  localStorage.removeItem(STORAGE_KEYS.cart);
  broadcast();
}

export type AddResult = { ok: true; merged: boolean } | { ok: false; available: number };

/**
 * Add to Cart (spec section 4, Cart): a line of the same product, colour and size grows by the
 * quantity, but only while the total stays within the stock; otherwise nothing changes and the
 * caller says 'Only N items available in stock'. A new line is appended.
 */
export function addToCart(line: Omit<CartLine, 'subTotal'>): AddResult {
  const lines = readCart();
  const existing = lines.find((l) => sameLine(l, line));
  const total = (existing?.quantity ?? 0) + line.quantity;
  if (total > line.maxStock) return { ok: false, available: line.maxStock };
  trackMeta('AddToCart', metaContent([line.productId], line.price * line.quantity));
  if (existing) {
    saveCart(lines.map((l) => (l === existing ? { ...l, ...line, quantity: total } : l)));
    return { ok: true, merged: true };
  }
  saveCart([...lines, { ...line, subTotal: line.price * line.quantity }]);
  return { ok: true, merged: false };
}

/**
 * A cart link's lines (docs/decisions/088): each one's quantity becomes the link's (within its
 * stock) where the cart holds it already, the others are appended. Opening the same link twice
 * leaves the cart as once.
 */
export function fillCart(lines: readonly Omit<CartLine, 'subTotal'>[]): void {
  const next = [...readCart()];
  for (const line of lines) {
    const quantity = Math.min(line.quantity, line.maxStock);
    const at = next.findIndex((l) => sameLine(l, line));
    if (at >= 0) next[at] = { ...next[at]!, ...line, quantity, subTotal: 0 };
    else next.push({ ...line, quantity, subTotal: 0 });
  }
  saveCart(next);
}

/** Sets a line's quantity, kept between 1 and its stock. */
export function setLineQuantity(key: LineKey, quantity: number): void {
  saveCart(
    readCart().map((l) =>
      sameLine(l, key) ? { ...l, quantity: Math.max(1, Math.min(quantity, Math.max(1, l.maxStock))) } : l,
    ),
  );
}

export function removeLines(keys: readonly LineKey[]): void {
  const gone = new Set(keys.map(lineKey));
  saveCart(readCart().filter((l) => !gone.has(lineKey(l))));
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === STORAGE_KEYS.cart) onChange();
  };
  window.addEventListener(CART_UPDATED_EVENT, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CART_UPDATED_EVENT, onChange);
    window.removeEventListener('storage', onStorage);
  };
}

/** The cart, kept current across components and tabs. */
export function useCart(): CartLine[] {
  return useSyncExternalStore(subscribe, readCart, () => EMPTY);
}

/** The navbar badge: how many lines the cart holds. */
export function useCartCount(): number {
  return useCart().length;
}

export function cartTotal(lines: readonly CartLine[]): number {
  return lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
}
