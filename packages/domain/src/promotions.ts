/**
 * Promotions the shop runs by itself, without a code (issue 38, docs/decisions/084): a timed sale,
 * a discount on the whole order above a subtotal, free delivery above a subtotal, buy X get Y, and
 * a discount for paying online. `priceCart` prices a cart with the active ones; the server prices
 * every order with it and the pages show the same figures from it. Integer poisha throughout.
 */
import { couponDiscountPoisha, type CouponTerms, deliveryFeePoisha, type DeliveryFeesPoisha } from './checkout.ts';
import { INSIDE_DHAKA_DIVISION, type PaymentMethod } from './constants.ts';
import { POISHA_PER_TAKA } from './money.ts';
import { discountedPricePoisha } from './pricing.ts';

export const PROMOTION_KINDS = [
  'percent-off',
  'amount-off',
  'free-delivery',
  'buy-x-get-y',
  'prepaid-discount',
] as const;
export type PromotionKind = (typeof PROMOTION_KINDS)[number];

/** Where a free delivery applies: anywhere (null), inside Dhaka division only, or outside it only. */
export const DELIVERY_AREAS = ['inside-dhaka', 'outside-dhaka'] as const;
export type DeliveryArea = (typeof DELIVERY_AREAS)[number];

/** The most a percent promotion may take off: a shop that gives more makes a mistake, not a sale. */
export const PROMOTION_MAX_PERCENT = 90;

/** Dhaka keeps UTC+6 all year (no daylight saving): the shop's times are written in it. */
export const DHAKA_UTC_OFFSET = '+06:00';

/** A promotion as the pricing needs it. Amounts in poisha; times in milliseconds since the epoch. */
export interface PromotionTerms {
  id: string;
  name: string;
  nameBn?: string | null;
  kind: PromotionKind;
  /** percent-off and prepaid-discount given as a percent (1-90). */
  percent: number | null;
  /** amount-off, and prepaid-discount given as an amount. */
  amountPoisha: number | null;
  /** The cart's subtotal (at sale prices) from which it applies; null for any. */
  minSubtotalPoisha: number | null;
  /** percent-off, amount-off and buy-x-get-y: only these categories' or products' lines ([] and [] for all). */
  categoryIds: readonly string[];
  productIds: readonly string[];
  buyQuantity: number | null;
  getQuantity: number | null;
  /** prepaid-discount: the payment methods it rewards. */
  paymentMethods: readonly PaymentMethod[];
  /** free-delivery: where it applies. */
  deliveryArea: DeliveryArea | null;
  startsAt: number;
  endsAt: number;
  /** Taka it may still give in all (budget less what orders took); null for no budget. */
  budgetLeftPoisha: number | null;
  /** Orders per customer; null for no limit. */
  perCustomerLimit: number | null;
  /** Whether it applies beside a coupon (else the shopper gets the better of the two). */
  withCoupons: boolean;
  /** Whether it applies beside the best promotion of its level instead of competing with it. */
  withPromotions: boolean;
}

/** A cart line at the shop's regular selling price (the product's own discount included). */
export interface CartLine {
  productId: string;
  categoryId: string | null;
  unitPricePoisha: number;
  quantity: number;
}

export interface CartToPrice {
  lines: readonly CartLine[];
  division: string;
  fees: DeliveryFeesPoisha;
  paymentMethod: PaymentMethod | null;
  coupon: CouponTerms | null;
  promotions: readonly PromotionTerms[];
  now: number;
  /** Orders the customer has placed with each promotion (id to count); absent for none. */
  usedByCustomer?: ReadonlyMap<string, number>;
}

/** Where a saving shows: in the unit prices (a sale), taken off the order, or off the delivery fee. */
export const PROMOTION_LEVELS = ['price', 'order', 'delivery'] as const;
export type PromotionLevel = (typeof PROMOTION_LEVELS)[number];

export interface AppliedPromotion {
  promotionId: string;
  level: PromotionLevel;
  name: string;
  nameBn: string | null;
  kind: PromotionKind;
  savingPoisha: number;
}

export interface PricedCartLine extends CartLine {
  /** The sale's unit price (the regular one when no sale runs on it). */
  saleUnitPricePoisha: number;
  /** The sale that set it, or null. */
  saleId: string | null;
}

export interface PricedCart {
  lines: PricedCartLine[];
  /** Lines at their sale prices: what the cart shows, and what minimums are measured on. */
  subtotalPoisha: number;
  /** Every promotion that applied with what it saved, sales first; free delivery's saving is the fee. */
  promotions: AppliedPromotion[];
  /** Savings after the subtotal: buy X get Y, order and prepaid discounts (not sales, which are in the subtotal). */
  promotionDiscountPoisha: number;
  /** What a coupon is measured on (its minimum) and taken from: the subtotal after the promotions beside it. */
  couponBasePoisha: number;
  couponDiscountPoisha: number;
  /** The coupon was given but the promotions it does not combine with saved more (decision 084). */
  couponSetAside: boolean;
  deliveryFeePoisha: number;
  totalPoisha: number;
}

const wholeTaka = (poisha: number) => Math.max(0, Math.floor(poisha / POISHA_PER_TAKA) * POISHA_PER_TAKA);

/** Whether it runs at this moment: from its start, up to (not including) its end. */
export function isPromotionRunning(promotion: Pick<PromotionTerms, 'startsAt' | 'endsAt'>, now: number): boolean {
  return promotion.startsAt <= now && now < promotion.endsAt;
}

/** A time the admin typed without an offset is Dhaka's: '2026-04-10T09:00' is 09:00 in Dhaka. */
export function dhakaInstant(value: string): Date {
  const hasZone = /(?:Z|[+-]\d{2}:?\d{2})$/i.test(value);
  const withSeconds = /T\d{2}:\d{2}$/.test(value) ? `${value}:00` : value;
  return new Date(hasZone ? value : `${withSeconds}${DHAKA_UTC_OFFSET}`);
}

function targets(promotion: PromotionTerms, line: CartLine): boolean {
  if (!promotion.categoryIds.length && !promotion.productIds.length) return true;
  return (
    promotion.productIds.includes(line.productId) ||
    (line.categoryId !== null && promotion.categoryIds.includes(line.categoryId))
  );
}

const isTargeted = (promotion: PromotionTerms) => promotion.categoryIds.length > 0 || promotion.productIds.length > 0;

/**
 * A sale: percent-off or amount-off on products or categories with no minimum subtotal. It lowers
 * the unit price itself (on cards, the product page and the cart), so it needs no cart to apply.
 */
export function isSale(promotion: PromotionTerms): boolean {
  return (
    (promotion.kind === 'percent-off' || promotion.kind === 'amount-off') &&
    isTargeted(promotion) &&
    promotion.minSubtotalPoisha === null
  );
}

/** A unit price after one sale: a percent rounded to whole taka as every selling price (decision 002). */
function saleUnitPrice(promotion: PromotionTerms, unitPricePoisha: number): number {
  if (promotion.kind === 'percent-off') return discountedPricePoisha(unitPricePoisha, promotion.percent ?? 0);
  return Math.max(0, unitPricePoisha - (promotion.amountPoisha ?? 0));
}

/** One sale's step on a line: the unit price before and after it. */
export interface SaleStep {
  promotion: PromotionTerms;
  beforePoisha: number;
  afterPoisha: number;
}

/**
 * A product's price while these sales run: the lowest single sale's (the product's own discount is
 * already in `unitPricePoisha`, and a sale replaces it only when lower), then each sale that combines
 * with others on top. The cards and the product page use it with the running sales.
 */
export function salePrice(
  line: Pick<CartLine, 'productId' | 'categoryId' | 'unitPricePoisha'>,
  sales: readonly PromotionTerms[],
  now: number,
): { unitPricePoisha: number; steps: SaleStep[] } {
  const running = sales.filter((p) => isSale(p) && isPromotionRunning(p, now) && targets(p, { ...line, quantity: 1 }));
  const regular = line.unitPricePoisha;
  let best: SaleStep | null = null;
  for (const promotion of running.filter((p) => !p.withPromotions)) {
    const afterPoisha = saleUnitPrice(promotion, regular);
    if (afterPoisha < (best?.afterPoisha ?? regular)) best = { promotion, beforePoisha: regular, afterPoisha };
  }
  const steps = best ? [best] : [];
  let price = best?.afterPoisha ?? regular;
  for (const promotion of running.filter((p) => p.withPromotions)) {
    const afterPoisha = saleUnitPrice(promotion, price);
    steps.push({ promotion, beforePoisha: price, afterPoisha });
    price = afterPoisha;
  }
  return { unitPricePoisha: price, steps: steps.filter((step) => step.afterPoisha < step.beforePoisha) };
}

/** Buy X get Y: of the matching units, one Y for each X + Y, the cheapest free. */
function buyXGetYSaving(promotion: PromotionTerms, units: readonly number[]): number {
  const buy = promotion.buyQuantity ?? 0;
  const get = promotion.getQuantity ?? 0;
  if (buy < 1 || get < 1) return 0;
  const free = Math.floor(units.length / (buy + get)) * get;
  return [...units]
    .sort((a, b) => a - b)
    .slice(0, free)
    .reduce((sum, price) => sum + price, 0);
}

/** What an order-level promotion takes off its base (the matching lines after sales and buy X get Y). */
function orderSaving(promotion: PromotionTerms, basePoisha: number): number {
  const saving =
    promotion.percent !== null
      ? Math.floor((basePoisha * promotion.percent) / 100)
      : Math.min(promotion.amountPoisha ?? 0, basePoisha);
  return wholeTaka(saving);
}

interface Saving {
  promotion: PromotionTerms;
  savingPoisha: number;
}

const levelOf = (promotion: PromotionTerms): PromotionLevel =>
  isSale(promotion) ? 'price' : promotion.kind === 'free-delivery' ? 'delivery' : 'order';

/** Of competing savings, the largest alone, and beside it every one that combines with others. */
function bestPlusCombining(savings: readonly Saving[]): Saving[] {
  const competing = savings.filter((s) => !s.promotion.withPromotions && s.savingPoisha > 0);
  const best = competing.reduce<Saving | null>((a, s) => (a && a.savingPoisha >= s.savingPoisha ? a : s), null);
  return [...(best ? [best] : []), ...savings.filter((s) => s.promotion.withPromotions && s.savingPoisha > 0)];
}

/**
 * Whether it applies beside a coupon: a sale is the price itself and free delivery the fee, both
 * shown before any code is typed, so they always stay; the others as the admin chose.
 */
export function besideCoupons(promotion: PromotionTerms): boolean {
  return promotion.withCoupons || isSale(promotion) || promotion.kind === 'free-delivery';
}

/** Whether this customer may still have it: its per-customer limit not reached. */
function allowedFor(promotion: PromotionTerms, used: ReadonlyMap<string, number> | undefined): boolean {
  return promotion.perCustomerLimit === null || (used?.get(promotion.id) ?? 0) < promotion.perCustomerLimit;
}

/** The cart without the coupon: sales, then buy X get Y, then the order's and prepaid discounts, then delivery. */
function withPromotions(cart: CartToPrice, promotions: readonly PromotionTerms[]) {
  const applied: Saving[] = [];
  const lines: PricedCartLine[] = cart.lines.map((line) => {
    const { unitPricePoisha, steps } = salePrice(line, promotions, cart.now);
    for (const step of steps) {
      const savingPoisha = (step.beforePoisha - step.afterPoisha) * line.quantity;
      const known = applied.find((s) => s.promotion === step.promotion);
      if (known) known.savingPoisha += savingPoisha;
      else applied.push({ promotion: step.promotion, savingPoisha });
    }
    return { ...line, saleUnitPricePoisha: unitPricePoisha, saleId: steps[0]?.promotion.id ?? null };
  });
  const subtotalPoisha = lines.reduce((sum, l) => sum + l.saleUnitPricePoisha * l.quantity, 0);
  const reached = (p: PromotionTerms) => p.minSubtotalPoisha === null || subtotalPoisha >= p.minSubtotalPoisha;

  // Buy X get Y counts the lines on no sale (one promotion per line), unless it combines with others.
  const buyGet = bestPlusCombining(
    promotions
      .filter((p) => p.kind === 'buy-x-get-y' && reached(p))
      .map((promotion) => ({
        promotion,
        savingPoisha: buyXGetYSaving(
          promotion,
          lines
            .filter((l) => targets(promotion, l) && (promotion.withPromotions || l.saleId === null))
            .flatMap((l) => Array.from({ length: l.quantity }, () => l.saleUnitPricePoisha)),
        ),
      })),
  );
  const afterBuyGet = subtotalPoisha - buyGet.reduce((sum, s) => sum + s.savingPoisha, 0);

  // The order's own discounts: above a subtotal (maybe on some lines only), and for paying online.
  const orderLevel = promotions.filter(
    (p) =>
      reached(p) &&
      ((p.kind === 'prepaid-discount' &&
        cart.paymentMethod !== null &&
        p.paymentMethods.includes(cart.paymentMethod)) ||
        ((p.kind === 'percent-off' || p.kind === 'amount-off') && !isSale(p))),
  );
  const baseOf = (promotion: PromotionTerms, left: number) =>
    Math.min(
      left,
      isTargeted(promotion)
        ? lines.filter((l) => targets(promotion, l)).reduce((sum, l) => sum + l.saleUnitPricePoisha * l.quantity, 0)
        : left,
    );
  const chosen = bestPlusCombining(
    orderLevel.map((promotion) => ({
      promotion,
      savingPoisha: orderSaving(promotion, baseOf(promotion, afterBuyGet)),
    })),
  );
  // The best first, then each that combines on what is left, so together they never pass the order.
  let left = afterBuyGet;
  const orderSavings = chosen.map(({ promotion }) => {
    const savingPoisha = orderSaving(promotion, baseOf(promotion, left));
    left -= savingPoisha;
    return { promotion, savingPoisha };
  });

  const regularFee = deliveryFeePoisha(cart.division, cart.fees);
  const inside = cart.division === INSIDE_DHAKA_DIVISION;
  const freeDelivery = promotions.find(
    (p) =>
      p.kind === 'free-delivery' &&
      reached(p) &&
      (p.deliveryArea === null || (p.deliveryArea === 'inside-dhaka') === inside),
  );
  const delivery = freeDelivery && regularFee > 0 ? [{ promotion: freeDelivery, savingPoisha: regularFee }] : [];
  return {
    lines,
    subtotalPoisha,
    savings: [...applied, ...buyGet, ...orderSavings, ...delivery],
    promotionDiscountPoisha: subtotalPoisha - left,
    deliveryFeePoisha: delivery.length ? 0 : regularFee,
  };
}

/**
 * Prices a cart with the promotions running now (docs/decisions/084). Each line takes one sale, the
 * lowest; buy X get Y counts lines on no sale; one order discount, the largest; free delivery
 * beside them all; a promotion marked `withPromotions` adds to the best of its level instead. A
 * promotion applies only while it runs, within its per-customer limit, and while its budget left
 * covers what it would save here (else it is left out: the last orders pay the regular price). A
 * coupon applies after the promotions marked `withCoupons`; when others ran too, the shopper gets
 * the lower of the two totals: with every promotion and no coupon, or with the coupon and those
 * that combine with it.
 */
export function priceCart(cart: CartToPrice): PricedCart {
  let eligible = cart.promotions.filter((p) => isPromotionRunning(p, cart.now) && allowedFor(p, cart.usedByCustomer));
  // A promotion whose budget cannot cover its saving here is left out, and the cart priced again.
  let priced = withPromotions(cart, eligible);
  for (;;) {
    const over = priced.savings.find(
      (s) => s.promotion.budgetLeftPoisha !== null && s.savingPoisha > s.promotion.budgetLeftPoisha,
    );
    if (!over) break;
    eligible = eligible.filter((p) => p !== over.promotion);
    priced = withPromotions(cart, eligible);
  }

  const beside = priced.savings.every((s) => besideCoupons(s.promotion))
    ? priced
    : withPromotions(cart, eligible.filter(besideCoupons));
  const couponBase = beside.subtotalPoisha - beside.promotionDiscountPoisha;
  const answer = (from: typeof priced, couponPoisha: number, couponSetAside: boolean): PricedCart => ({
    lines: from.lines,
    subtotalPoisha: from.subtotalPoisha,
    promotions: from.savings.map(({ promotion, savingPoisha }) => ({
      promotionId: promotion.id,
      level: levelOf(promotion),
      name: promotion.name,
      nameBn: promotion.nameBn ?? null,
      kind: promotion.kind,
      savingPoisha,
    })),
    promotionDiscountPoisha: from.promotionDiscountPoisha,
    couponBasePoisha: couponBase,
    couponDiscountPoisha: couponPoisha,
    couponSetAside,
    deliveryFeePoisha: from.deliveryFeePoisha,
    totalPoisha: from.subtotalPoisha - from.promotionDiscountPoisha - couponPoisha + from.deliveryFeePoisha,
  });
  if (!cart.coupon) return answer(priced, 0, false);
  const withCoupon = answer(beside, couponDiscountPoisha(cart.coupon, couponBase), false);
  const without = answer(priced, 0, true);
  return without.totalPoisha < withCoupon.totalPoisha ? without : withCoupon;
}
