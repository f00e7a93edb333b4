import { describe, expect, it } from 'vitest';

import { addTexts, i18n } from '@/lib/i18n';

import bn from './bn.json';
import en from './en.json';

type Texts = { [key: string]: string | Texts | Texts[] | string[] };

/** Every text's key path ('cart.open_one', 'policies.privacy.sections.0.heading') with its text. */
function entries(texts: unknown, prefix = ''): [string, string][] {
  if (typeof texts === 'string') return [[prefix, texts]];
  return Object.entries(texts as Texts).flatMap(([key, value]) => entries(value, prefix ? `${prefix}.${key}` : key));
}

const variables = (text: string) => [...text.matchAll(/{{\s*(\w+)/g)].map((match) => match[1]).sort();

/** Texts that read the same in Bangla: names, addresses and patterns with no words of their own. */
const SAME_IN_BANGLA = new Set([
  'shop.name',
  'seo.title',
  'seo.product.title',
  'auth.fields.emailPlaceholder',
  'auth.fields.phonePlaceholder',
  'wishlist.reviews',
  'orders.shortId',
  'orders.quantityAt',
  'orders.timeline.by',
  'share.facebook',
  'share.twitter',
  'share.whatsapp',
  'devOutbox.sms',
  'language.names.en',
]);

describe('the text catalogue', () => {
  const english = new Map(entries(en));
  const bangla = new Map(entries(bn));

  it('has every English key in Bangla and no Bangla key without an English one', () => {
    expect([...english.keys()].filter((key) => !bangla.has(key))).toEqual([]);
    expect([...bangla.keys()].filter((key) => !english.has(key))).toEqual([]);
  });

  it('puts the same values into a text in both languages', () => {
    const differing = [...english].filter(
      ([key, text]) => variables(text).join() !== variables(bangla.get(key) ?? '').join(),
    );
    expect(differing.map(([key]) => key)).toEqual([]);
  });

  it('has every Bangla text written in Bangla, apart from names and patterns', () => {
    const untranslated = [...bangla].filter(([key, text]) => !/[\u0980-\u09FF]/.test(text) && !SAME_IN_BANGLA.has(key));
    expect(untranslated.map(([key]) => key)).toEqual([]);
  });

  it('counts in Bangla with Bangla digits and its plural forms, and leaves the English texts as the spec has them', () => {
    addTexts('bn', bn);
    const t = i18n.getFixedT('bn');
    expect(t('cart.open', { count: 1 })).toBe('কার্ট, ১টি পণ্য');
    expect(t('cart.open', { count: 12 })).toBe('কার্ট, ১২টি পণ্য');
    expect(t('cart.onlyAvailable', { count: 3 })).toBe('স্টকে মাত্র ৩টি আছে');
    expect(t('footer.copyright', { year: 2026, shop: 'Dokan' })).toBe('© ২০২৬ Dokan। সর্বস্বত্ব সংরক্ষিত।');
    expect(t('detail.colour', { colour: 'Navy' })).toBe('রং: Navy');

    const tEnglish = i18n.getFixedT('en');
    expect(tEnglish('cart.onlyAvailable', { count: 3 })).toBe('Only 3 items available in stock');
    expect(tEnglish('cart.open', { count: 1 })).toBe('Cart, 1 item');
    expect(tEnglish('footer.copyright', { year: 2026, shop: 'Dokan' })).toBe('© 2026 Dokan. All rights reserved.');
  });
});
