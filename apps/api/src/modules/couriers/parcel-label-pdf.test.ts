/**
 * Parcel labels read back as a courier's hub reads them: the words with poppler's pdftotext, the
 * QR code decoded by jsQR from the page rendered at 300 dpi (pdftoppm), and the Code 128 barcode's
 * bars measured on that page against the pattern of the order number.
 */
import { execFileSync } from 'node:child_process';

import jsQR from 'jsqr';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

import { code128Pattern, LABEL_BARCODE, LABEL_SIZE, type ParcelLabel, renderParcelLabels } from './parcel-label-pdf.ts';

const DPI = 300;

const dhaka: ParcelLabel = {
  orderNumber: '7F3A9C',
  recipientName: 'Nusrat Jahan',
  phone: '01712345678',
  address: { addressDetails: 'House 12, Road 27', city: 'Dhanmondi', district: 'Dhaka' },
  codAmountTaka: 3060,
  courier: 'redx',
  consignmentId: '26A2JKQ9',
  weightGrams: 800,
  note: 'Call first',
  items: [
    { quantity: 2, productName: 'Eid Panjabi', color: 'Navy', size: 'XL', sku: 'PJ-NV-XL' },
    { quantity: 1, productName: 'Bedsheet', color: null, size: null, sku: null },
  ],
};
const sylhet: ParcelLabel = {
  orderNumber: 'B41D07',
  recipientName: 'রফিকুল ইসলাম',
  phone: '01911222333',
  address: { addressDetails: 'বাসা ৫, লামাবাজার', city: 'জিন্দাবাজার', district: 'সিলেট' },
  codAmountTaka: 0,
  courier: 'steadfast',
  consignmentId: '1424107',
  weightGrams: null,
  note: null,
  items: [{ quantity: 1, productName: 'Sneakers', color: null, size: '42', sku: 'SN-42' }],
};

const text = (pdf: Buffer, page: number) =>
  execFileSync('pdftotext', ['-f', String(page), '-l', String(page), '-layout', '-', '-'], { input: pdf }).toString();

/** A page as greyscale pixels at 300 dpi. */
async function pagePixels(pdf: Buffer, page: number) {
  const png = execFileSync('pdftoppm', ['-f', String(page), '-l', String(page), '-r', String(DPI), '-png', '-'], {
    input: pdf,
    maxBuffer: 64 * 1024 * 1024,
  });
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** The widths in modules of the bars and spaces met along one row across the barcode, bar first. */
function barsAlong(page: { data: Buffer; width: number }, y: number): number[] {
  const dark = (x: number) => page.data[(y * page.width + x) * 4]! < 128;
  const runs: number[] = [];
  let x = 0;
  while (x < page.width && !dark(x)) x++;
  let last = x;
  for (let current = dark(x); x <= page.width; x++) {
    const now = x < page.width ? dark(x) : false;
    if (now !== current) {
      runs.push(x - last);
      last = x;
      current = now;
    }
  }
  // The row ends in white: drop the trailing space.
  if (runs.length % 2 === 0) runs.pop();
  const modulePixels = (LABEL_BARCODE.module * DPI) / 72;
  return runs.map((pixels) => Math.round(pixels / modulePixels));
}

describe('parcel labels', () => {
  it('print the shop, recipient, COD amount, courier and consignment, one A6 page per order', async () => {
    const pdf = await renderParcelLabels('Dokan', [dhaka, sylhet]);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const info = execFileSync('pdfinfo', ['-'], { input: pdf }).toString();
    expect(info).toMatch(/Pages:\s+2/);
    expect(info).toMatch(new RegExp(`Page size:\\s+${LABEL_SIZE[0]} x ${LABEL_SIZE[1]} pts`));

    const first = text(pdf, 1);
    for (const words of [
      'Dokan',
      'RedX',
      'Consignment 26A2JKQ9',
      'Nusrat Jahan',
      '01712345678',
      'House 12, Road 27',
      'Dhanmondi, Dhaka',
      'COD Tk 3,060',
      '#7F3A9C',
      '800 g',
      'Note: Call first',
      // What the parcel holds, each line with its variant and SKU, for the packer.
      '2 x Eid Panjabi (Navy / XL) SKU PJ-NV-XL; 1 x Bedsheet',
    ]) {
      expect(first).toContain(words);
    }
    const second = text(pdf, 2);
    // pdftotext reads glyphs in the order they are drawn, so a shaped vowel sign comes before its
    // consonant (রি is drawn ি র): the Bangla address was shaped as it is printed.
    for (const words of [
      'Steadfast',
      'রিফকুল ইসলাম',
      'বাসা ৫, লামাবাজার',
      'িজন্দাবাজার, িসেলট',
      'PAID - collect nothing',
      '#B41D07',
      '1 x Sneakers (42) SKU SN-42',
    ]) {
      expect(second).toContain(words);
    }
    const fonts = execFileSync('pdffonts', ['-'], { input: pdf }).toString();
    expect(fonts).toMatch(/NotoSansBengali-Regular .* yes\s+yes/);
    expect(second).not.toContain('COD');
  });

  it('carry the order number as a QR code a phone decodes and as Code 128 bars of that number', async () => {
    const pdf = await renderParcelLabels('Dokan', [dhaka, sylhet]);
    for (const [page, label] of [
      [1, dhaka],
      [2, sylhet],
    ] as const) {
      const pixels = await pagePixels(pdf, page);
      const qr = jsQR(new Uint8ClampedArray(pixels.data), pixels.width, pixels.height);
      expect(qr?.data).toBe(label.orderNumber);

      const middle = Math.round(((LABEL_BARCODE.top + LABEL_BARCODE.height / 2) * DPI) / 72);
      const bars = barsAlong(pixels, middle);
      expect(bars).toEqual(code128Pattern(label.orderNumber));
      // Another number's bars differ: the check is of this number.
      expect(bars).not.toEqual(code128Pattern('7F3A9D'));
    }
  });

  it('keep each label on one page with the cash box clear, whatever the name and address hold', async () => {
    const spread = '\n'.repeat(40);
    const forged: ParcelLabel = {
      ...dhaka,
      recipientName: `Rahim${spread}PAID - collect nothing${spread}Uddin ${'ব'.repeat(400)}`,
      address: {
        addressDetails: `Road 1${'\r\n'.repeat(60)}${'Flat 9 '.repeat(300)}`,
        city: `X${spread}`,
        district: 'Dhaka',
      },
      note: `Call${spread}PAID - collect nothing`,
    };
    const pdf = await renderParcelLabels(`Dokan${spread}Shop`, [forged, dhaka]);
    expect(execFileSync('pdfinfo', ['-'], { input: pdf }).toString()).toMatch(/Pages:\s+2\s/);
    // The cash box (its 40 points under y = 212) says only what the courier collects.
    const box = execFileSync(
      'pdftotext',
      ['-f', '1', '-l', '1', '-x', '16', '-y', '212', '-W', '265', '-H', '40', '-', '-'],
      {
        input: pdf,
      },
    )
      .toString()
      .trim();
    expect(box).toBe('COD Tk 3,060');
    const page = text(pdf, 1);
    expect(page).toContain('Rahim PAID - collect nothing Uddin');
    expect(page).toContain('#7F3A9C');
    expect(text(pdf, 2)).toContain('Nusrat Jahan');
  });
});
