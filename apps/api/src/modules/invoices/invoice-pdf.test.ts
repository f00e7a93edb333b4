/** The invoice is read back with poppler's pdftotext, as a person would read the printed page. */
import { execFileSync } from 'node:child_process';

import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

import { type InvoiceData, invoiceNumber, renderInvoicePdf } from './invoice-pdf.ts';

async function sample(): Promise<InvoiceData> {
  const logoPng = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#047857' } })
    .png()
    .toBuffer();
  return {
    shop: { name: 'Dokan', supportPhone: '01700000000', supportEmail: 'help@dokan.test', logoPng },
    issuedAt: new Date('2026-11-22T05:00:00Z'),
    order: {
      id: '0b6c3c1e-5a7d-4e61-9d7e-3f2a1bc4d9ef',
      transactionId: 'DKN-20261121-7F3A9C',
      // 20:30 in Dhaka on the 21st, though already the 21st 14:30 in UTC; the invoice says the 21st.
      createdAt: new Date('2026-11-21T14:30:00Z'),
      status: 'delivered',
      paymentMethod: 'cash',
      paymentStatus: 'paid',
      customerName: 'Nusrat Jahan',
      customerEmail: 'nusrat@example.com',
      phone: '01712345678',
      address: { addressDetails: 'House 12, Road 5', city: 'Dhanmondi', district: 'Dhaka', division: 'Dhaka' },
      items: [
        {
          name: 'Jamdani Saree',
          color: 'Maroon',
          size: null,
          quantity: 1,
          unitPricePoisha: 450_000,
          subTotalPoisha: 450_000,
        },
        {
          name: 'Cotton Panjabi',
          color: 'White',
          size: 'L',
          sku: 'PJ-WH-L',
          quantity: 2,
          unitPricePoisha: 125_000,
          subTotalPoisha: 250_000,
        },
      ],
      subtotalPoisha: 700_000,
      discountPoisha: 35_050,
      promotionDiscountPoisha: 0,
      promotions: [],
      couponCode: 'EID5',
      deliveryFeePoisha: 6000,
      totalPoisha: 670_950,
    },
  };
}

function text(pdf: Buffer): string {
  return execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString();
}

describe('the invoice PDF', () => {
  it('names the shop, the invoice, the customer, every item and every amount', async () => {
    const data = await sample();
    const pdf = await renderInvoicePdf(data);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const page = text(pdf);
    for (const expected of [
      'Dokan',
      'INVOICE',
      `Invoice no: ${invoiceNumber(data.order)}`,
      'INV-20261121-C4D9EF',
      'Order date: 21 Nov 2026',
      'Nusrat Jahan',
      'House 12, Road 5',
      'Dhanmondi, Dhaka',
      'Jamdani Saree',
      'Colour: Maroon',
      // A variant's line names its SKU (docs/decisions/077).
      'Colour: White, Size: L, SKU: PJ-WH-L',
      'Tk 4,500',
      'Tk 2,500',
      'Tk 7,000',
      'Discount (EID5)',
      '- Tk 350.50',
      'Tk 60',
      'Grand total',
      'Tk 6,709.50',
      'Cash on Delivery',
      'Payment status: Paid',
    ]) {
      expect(page, expected).toContain(expected);
    }
  });

  it("lists each promotion's saving: a sale's in the prices, an order discount taken off, free delivery in the fee", async () => {
    const data = await sample();
    // The saree on a 10 % Eid sale (Tk 500 in its price), buy 2 get 1 (Tk 1,250 off), the coupon's Tk 350.50, free delivery.
    data.order.promotions = [
      { name: 'Eid sale', level: 'price', savingPoisha: 50_000 },
      { name: 'Buy 2 get 1', level: 'order', savingPoisha: 125_000 },
      { name: 'Free delivery over Tk 2,000', level: 'delivery', savingPoisha: 6000 },
    ];
    data.order.promotionDiscountPoisha = 125_000;
    data.order.discountPoisha = 125_000 + 35_050;
    data.order.deliveryFeePoisha = 0;
    data.order.totalPoisha = 700_000 - 160_050;
    const page = text(await renderInvoicePdf(data));
    expect(page).toMatch(/Eid sale \(saved in the\s+Tk 500\s+prices\)/);
    expect(page).toMatch(/Buy 2 get 1\s+- Tk 1,250/);
    expect(page).toMatch(/Discount \(EID5\)\s+- Tk 350.50/);
    expect(page).toMatch(/Delivery fee \(free delivery:\s+Tk 0\s+Free delivery over Tk 2,000\)/);
    expect(page).toContain('Tk 5,399.50');
  });

  it('goes on to further pages for a long order', async () => {
    const data = await sample();
    const item = data.order.items[0]!;
    data.order.items = Array.from({ length: 40 }, (_, i) => ({ ...item, name: `Item ${i + 1}` }));
    const page = text(await renderInvoicePdf(data));
    expect(page).toContain('Item 1');
    expect(page).toContain('Item 40');
    expect(page.split('\f').filter((p) => p.trim()).length).toBeGreaterThan(1);
  });

  it('writes a Bangla invoice in an embedded Bengali font, its letters shaped', async () => {
    const data = await sample();
    data.order.customerName = 'নুসরাত জাহান';
    data.order.items[0]!.name = 'জামদানি শাড়ি';
    const pdf = await renderInvoicePdf(data, 'bn');
    const fonts = execFileSync('pdffonts', ['-'], { input: pdf }).toString();
    expect(fonts).toMatch(/NotoSansBengali-Regular .* yes\s+yes/);
    expect(fonts).toMatch(/NotoSansBengali-Bold .* yes\s+yes/);
    expect(fonts).not.toContain('Helvetica');

    const page = text(pdf);
    // The SKU in Bangla words after the size (its vowel sign read before its consonant, as drawn).
    expect(page).toMatch(/সাইজ: L, এস\S+: PJ-WH-L/);
    for (const expected of [
      'পণ্য',
      'একক দাম',
      'ছাড় (EID5)',
      'সাইজ: L',
      'ক্যাশ অন',
      'জাহান',
      'INV-20261121-C4D9EF',
      'ধন্যবাদ',
    ]) {
      expect(page, expected).toContain(expected);
    }
    // pdftotext reads glyphs in the order they are drawn: a vowel sign written before its consonant
    // (কে = ক + ে, in কেনাকাটার) comes out first only when the text was shaped, as Bangla is printed.
    expect(page).toContain('েকনাকাটার');
  });

  it('keeps the English invoice in the built-in fonts, embedding none', async () => {
    const fonts = execFileSync('pdffonts', ['-'], { input: await renderInvoicePdf(await sample()) }).toString();
    expect(fonts).toContain('Helvetica');
    expect(fonts).not.toContain('Noto');
  });
});
