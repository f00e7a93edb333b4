import { describe, expect, it } from 'vitest';

import {
  type CartLine,
  type CartToPrice,
  dhakaInstant,
  isPromotionRunning,
  priceCart,
  type PromotionTerms,
  salePrice,
} from './promotions.ts';

const NOW = Date.parse('2026-04-10T12:00:00+06:00');
const HOUR = 3_600_000;
const tk = (taka: number) => taka * 100;

function promotion(overrides: Partial<PromotionTerms>): PromotionTerms {
  return {
    id: overrides.id ?? overrides.kind ?? 'p',
    name: 'Promotion',
    kind: 'percent-off',
    percent: null,
    amountPoisha: null,
    minSubtotalPoisha: null,
    categoryIds: [],
    productIds: [],
    buyQuantity: null,
    getQuantity: null,
    paymentMethods: [],
    deliveryArea: null,
    startsAt: NOW - HOUR,
    endsAt: NOW + HOUR,
    budgetLeftPoisha: null,
    perCustomerLimit: null,
    withCoupons: false,
    withPromotions: false,
    ...overrides,
  };
}

const panjabi: CartLine = { productId: 'panjabi', categoryId: 'men', unitPricePoisha: tk(1500), quantity: 1 };
const saree: CartLine = { productId: 'saree', categoryId: 'women', unitPricePoisha: tk(3000), quantity: 1 };
const cap: CartLine = { productId: 'cap', categoryId: 'men', unitPricePoisha: tk(300), quantity: 1 };

function cart(overrides: Partial<CartToPrice>): CartToPrice {
  return {
    lines: [panjabi],
    division: 'Dhaka',
    fees: { insidePoisha: tk(60), outsidePoisha: tk(120) },
    paymentMethod: 'cash',
    coupon: null,
    promotions: [],
    now: NOW,
    ...overrides,
  };
}

const eidSale = promotion({ id: 'eid', kind: 'percent-off', percent: 20, categoryIds: ['men'] });

describe('promotions: each kind', () => {
  it('prices a cart with no promotion as subtotal plus the delivery fee', () => {
    const priced = priceCart(cart({}));
    expect(priced).toMatchObject({ subtotalPoisha: tk(1500), deliveryFeePoisha: tk(60), totalPoisha: tk(1560) });
    expect(priced.promotions).toEqual([]);
  });

  it('a percent-off sale on a category lowers the unit price, rounded to whole taka', () => {
    const odd = { ...panjabi, unitPricePoisha: tk(999) };
    const priced = priceCart(cart({ lines: [odd, saree], promotions: [eidSale] }));
    expect(priced.lines[0]).toMatchObject({ saleUnitPricePoisha: tk(799), saleId: 'eid' }); // 799.2 -> 799
    expect(priced.lines[1]).toMatchObject({ saleUnitPricePoisha: tk(3000), saleId: null });
    expect(priced.subtotalPoisha).toBe(tk(3799));
    expect(priced.promotions).toEqual([
      { promotionId: 'eid', level: 'price', name: 'Promotion', nameBn: null, kind: 'percent-off', savingPoisha: tk(200) },
    ]);
    expect(priced.totalPoisha).toBe(tk(3799 + 60));
  });

  it('an amount-off sale on a product takes the amount off each unit, never below nothing', () => {
    const sale = promotion({ id: 'cap-sale', kind: 'amount-off', amountPoisha: tk(400), productIds: ['cap'] });
    const priced = priceCart(cart({ lines: [{ ...cap, quantity: 2 }, panjabi], promotions: [sale] }));
    expect(priced.lines[0]!.saleUnitPricePoisha).toBe(0);
    expect(priced.promotions[0]!.savingPoisha).toBe(tk(600));
  });

  it('a percent-off on the whole order applies from its minimum subtotal, rounded down to whole taka', () => {
    const order = promotion({ id: 'order10', percent: 10, minSubtotalPoisha: tk(2000) });
    expect(priceCart(cart({ promotions: [order] })).promotionDiscountPoisha).toBe(0);
    const priced = priceCart(cart({ lines: [{ ...panjabi, unitPricePoisha: tk(2005) }], promotions: [order] }));
    expect(priced.promotionDiscountPoisha).toBe(tk(200)); // 200.5 -> 200
    expect(priced.totalPoisha).toBe(tk(2005 - 200 + 60));
  });

  it('an amount-off on the whole order above a subtotal never exceeds the order', () => {
    const order = promotion({ id: 'flat', kind: 'amount-off', amountPoisha: tk(5000), minSubtotalPoisha: tk(100) });
    const priced = priceCart(cart({ promotions: [order] }));
    expect(priced.promotionDiscountPoisha).toBe(tk(1500));
    expect(priced.totalPoisha).toBe(tk(60));
  });

  it('a targeted discount with a minimum takes its percent of the matching lines only', () => {
    const men = promotion({ id: 'men10', percent: 10, categoryIds: ['men'], minSubtotalPoisha: tk(2000) });
    const priced = priceCart(cart({ lines: [panjabi, saree], promotions: [men] }));
    expect(priced.lines[0]!.saleId).toBeNull();
    expect(priced.promotionDiscountPoisha).toBe(tk(150));
    expect(priced.promotions).toMatchObject([{ promotionId: 'men10', level: 'order' }]);
  });

  it('free delivery above Tk 2,000, optionally inside or outside Dhaka only', () => {
    const free = promotion({ id: 'free', kind: 'free-delivery', minSubtotalPoisha: tk(2000) });
    expect(priceCart(cart({ promotions: [free] })).deliveryFeePoisha).toBe(tk(60));
    const big = priceCart(cart({ lines: [saree], promotions: [free] }));
    expect(big.deliveryFeePoisha).toBe(0);
    expect(big.promotions).toMatchObject([{ promotionId: 'free', level: 'delivery', kind: 'free-delivery', savingPoisha: tk(60) }]);
    expect(big.totalPoisha).toBe(tk(3000));

    const outside = promotion({ id: 'out', kind: 'free-delivery', deliveryArea: 'outside-dhaka' });
    expect(priceCart(cart({ promotions: [outside] })).deliveryFeePoisha).toBe(tk(60));
    expect(priceCart(cart({ division: 'Khulna', promotions: [outside] })).deliveryFeePoisha).toBe(0);
    const inside = promotion({ id: 'in', kind: 'free-delivery', deliveryArea: 'inside-dhaka' });
    expect(priceCart(cart({ promotions: [inside] })).deliveryFeePoisha).toBe(0);
    expect(priceCart(cart({ division: 'Khulna', promotions: [inside] })).deliveryFeePoisha).toBe(tk(120));
  });

  it('buy 2 get 1: of every three matching units the cheapest is free', () => {
    const b2g1 = promotion({ id: 'b2g1', kind: 'buy-x-get-y', buyQuantity: 2, getQuantity: 1, categoryIds: ['men'] });
    const two = priceCart(cart({ lines: [{ ...panjabi, quantity: 2 }], promotions: [b2g1] }));
    expect(two.promotionDiscountPoisha).toBe(0);
    const three = priceCart(cart({ lines: [{ ...panjabi, quantity: 2 }, cap, saree], promotions: [b2g1] }));
    expect(three.promotionDiscountPoisha).toBe(tk(300)); // the cap; the saree is not in the category
    const six = priceCart(
      cart({
        lines: [
          { ...panjabi, quantity: 4 },
          { ...cap, quantity: 2 },
        ],
        promotions: [b2g1],
      }),
    );
    expect(six.promotionDiscountPoisha).toBe(tk(600)); // both caps
  });

  it('a prepaid discount rewards the online methods it names only', () => {
    const bkash5 = promotion({ id: 'bkash5', kind: 'prepaid-discount', percent: 5, paymentMethods: ['bkash'] });
    expect(priceCart(cart({ promotions: [bkash5] })).promotionDiscountPoisha).toBe(0);
    expect(priceCart(cart({ paymentMethod: 'nagad', promotions: [bkash5] })).promotionDiscountPoisha).toBe(0);
    const paid = priceCart(cart({ paymentMethod: 'bkash', promotions: [bkash5] }));
    expect(paid.promotionDiscountPoisha).toBe(tk(75));
    expect(paid.totalPoisha).toBe(tk(1500 - 75 + 60));
    const amount = promotion({ id: 'tk50', kind: 'prepaid-discount', amountPoisha: tk(50), paymentMethods: ['ssl'] });
    expect(priceCart(cart({ paymentMethod: 'ssl', promotions: [amount] })).promotionDiscountPoisha).toBe(tk(50));
  });
});

describe('promotions: when they run, budgets and limits', () => {
  it('runs from its start up to, not including, its end', () => {
    const sale = promotion({ startsAt: NOW, endsAt: NOW + HOUR });
    expect(isPromotionRunning(sale, NOW - 1)).toBe(false);
    expect(isPromotionRunning(sale, NOW)).toBe(true);
    expect(isPromotionRunning(sale, NOW + HOUR)).toBe(false);
    const later = { ...eidSale, startsAt: NOW + 1000 };
    expect(priceCart(cart({ promotions: [later] })).subtotalPoisha).toBe(tk(1500));
  });

  it("reads a time typed without an offset as Dhaka's", () => {
    expect(dhakaInstant('2026-04-10T09:00').toISOString()).toBe('2026-04-10T03:00:00.000Z');
    expect(dhakaInstant('2026-04-10T09:00:30').toISOString()).toBe('2026-04-10T03:00:30.000Z');
    expect(dhakaInstant('2026-04-10T09:00:00Z').toISOString()).toBe('2026-04-10T09:00:00.000Z');
    expect(dhakaInstant('2026-04-10T09:00:00+05:30').toISOString()).toBe('2026-04-10T03:30:00.000Z');
  });

  it('leaves out a promotion whose budget left cannot cover its saving here: the order pays the regular price', () => {
    const flash = promotion({ id: 'flash', kind: 'amount-off', amountPoisha: tk(100), minSubtotalPoisha: 0 });
    expect(priceCart(cart({ promotions: [{ ...flash, budgetLeftPoisha: tk(100) }] })).promotionDiscountPoisha).toBe(
      tk(100),
    );
    const spent = priceCart(cart({ promotions: [{ ...flash, budgetLeftPoisha: tk(99) }] }));
    expect(spent.promotionDiscountPoisha).toBe(0);
    expect(spent.promotions).toEqual([]);
  });

  it('when the best is out of budget, the next best applies', () => {
    const big = promotion({ id: 'big', percent: 20, minSubtotalPoisha: 0, budgetLeftPoisha: tk(10) });
    const small = promotion({ id: 'small', percent: 10, minSubtotalPoisha: 0 });
    expect(priceCart(cart({ promotions: [big, small] })).promotions.map((p) => p.promotionId)).toEqual(['small']);
  });

  it('applies no more times to a customer than its per-customer limit', () => {
    const once = promotion({
      id: 'once',
      kind: 'amount-off',
      amountPoisha: tk(100),
      minSubtotalPoisha: 0,
      perCustomerLimit: 1,
    });
    expect(priceCart(cart({ promotions: [once], usedByCustomer: new Map() })).promotionDiscountPoisha).toBe(tk(100));
    expect(
      priceCart(cart({ promotions: [once], usedByCustomer: new Map([['once', 1]]) })).promotionDiscountPoisha,
    ).toBe(0);
  });
});

describe('promotions: stacking (decision 084)', () => {
  it("a line takes the lowest single sale, and a sale replaces the product's own discount only when lower", () => {
    const ten = promotion({ id: 'ten', percent: 10, productIds: ['panjabi'] });
    const priced = priceCart(cart({ promotions: [ten, eidSale] }));
    expect(priced.lines[0]).toMatchObject({ saleUnitPricePoisha: tk(1200), saleId: 'eid' });
    expect(priced.promotions.map((p) => p.promotionId)).toEqual(['eid']);
    // The regular price (with the product's own discount) is already below what the sale gives.
    expect(salePrice({ ...panjabi, unitPricePoisha: tk(1000) }, [ten], NOW).unitPricePoisha).toBe(tk(900));
  });

  it('a sale marked to combine applies on top of the best one', () => {
    const extra = promotion({
      id: 'extra',
      kind: 'amount-off',
      amountPoisha: tk(100),
      productIds: ['panjabi'],
      withPromotions: true,
    });
    const priced = priceCart(cart({ lines: [{ ...panjabi, quantity: 2 }], promotions: [eidSale, extra] }));
    expect(priced.lines[0]!.saleUnitPricePoisha).toBe(tk(1100));
    expect(priced.promotions.map((p) => [p.promotionId, p.savingPoisha])).toEqual([
      ['eid', tk(600)],
      ['extra', tk(200)],
    ]);
  });

  it('buy X get Y counts only lines on no sale, unless it combines with others', () => {
    const b2g1 = promotion({ id: 'b2g1', kind: 'buy-x-get-y', buyQuantity: 2, getQuantity: 1 });
    const lines = [{ ...panjabi, quantity: 2 }, cap, saree];
    expect(priceCart(cart({ lines, promotions: [eidSale, b2g1] })).promotionDiscountPoisha).toBe(0);
    const stacking = { ...b2g1, withPromotions: true };
    // panjabis at 1200 and the cap at 240 are on sale, the saree is not: the cap (240) is free.
    expect(priceCart(cart({ lines, promotions: [eidSale, stacking] })).promotionDiscountPoisha).toBe(tk(240));
  });

  it('one order discount, the largest, unless one combines; with free delivery beside them', () => {
    const a = promotion({ id: 'a', percent: 10, minSubtotalPoisha: tk(1000) });
    const b = promotion({ id: 'b', kind: 'amount-off', amountPoisha: tk(200), minSubtotalPoisha: tk(1000) });
    const bkash = promotion({
      id: 'bkash',
      kind: 'prepaid-discount',
      percent: 5,
      paymentMethods: ['bkash'],
      withPromotions: true,
    });
    const free = promotion({ id: 'free', kind: 'free-delivery' });
    const priced = priceCart(cart({ paymentMethod: 'bkash', promotions: [a, b, bkash, free] }));
    // b (200) beats a (150); bKash's 5 % is on the order after b: 5 % of 1300 = 65.
    expect(priced.promotions.map((p) => [p.promotionId, p.savingPoisha])).toEqual([
      ['b', tk(200)],
      ['bkash', tk(65)],
      ['free', tk(60)],
    ]);
    expect(priced.totalPoisha).toBe(tk(1500 - 265));
  });

  it('a coupon applies after the promotions that combine with coupons, on the subtotal after them', () => {
    const coupon = { kind: 'percent' as const, value: 10, maxDiscountPoisha: null };
    const order = promotion({
      id: 'order',
      kind: 'amount-off',
      amountPoisha: tk(100),
      minSubtotalPoisha: 0,
      withCoupons: true,
    });
    const priced = priceCart(cart({ coupon, promotions: [eidSale, order] }));
    // Sale 1500 -> 1200, order -100 = 1100, coupon 10 % = 110.
    expect(priced).toMatchObject({
      subtotalPoisha: tk(1200),
      promotionDiscountPoisha: tk(100),
      couponBasePoisha: tk(1100),
      couponDiscountPoisha: tk(110),
      couponSetAside: false,
      totalPoisha: tk(1200 - 100 - 110 + 60),
    });
  });

  it('with a promotion that does not combine with coupons, the shopper gets the better of the two', () => {
    const order = promotion({ id: 'order', kind: 'amount-off', amountPoisha: tk(100), minSubtotalPoisha: 0 });
    const small = { kind: 'fixed' as const, value: tk(50), maxDiscountPoisha: null };
    const kept = priceCart(cart({ coupon: small, promotions: [order, eidSale] }));
    expect(kept).toMatchObject({ couponSetAside: true, couponDiscountPoisha: 0, promotionDiscountPoisha: tk(100) });
    expect(kept.totalPoisha).toBe(tk(1200 - 100 + 60));

    const big = { kind: 'fixed' as const, value: tk(300), maxDiscountPoisha: null };
    const swapped = priceCart(cart({ coupon: big, promotions: [order, eidSale] }));
    // The sale stays (it is the price); the order discount gives way to the coupon.
    expect(swapped).toMatchObject({ couponSetAside: false, couponDiscountPoisha: tk(300), promotionDiscountPoisha: 0 });
    expect(swapped.promotions.map((p) => p.promotionId)).toEqual(['eid']);
    expect(swapped.totalPoisha).toBe(tk(1200 - 300 + 60));
  });
});
