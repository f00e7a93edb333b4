/**
 * Parcel labels as a PDF, one A6 page (105 x 148 mm, what label printers and a quartered A4 take)
 * per booked order: the shop, the recipient's name, phone and address, the cash to collect, the
 * courier and its consignment id, what the parcel holds (each line's variant and SKU), and the
 * order number as a Code 128 barcode and a QR code, both drawn as vectors from bwip-js's encoding
 * so they stay sharp on any printer. Text is set in Noto Sans Bengali (from
 * @expo-google-fonts/noto-sans-bengali, embedded as a subset), which has Latin letters too, so a
 * Bangla address prints as written.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

import bwipjs from 'bwip-js/generic';
import PDFDocument from 'pdfkit';

import { type Courier, COURIER_NAMES, formatTaka, plainText } from '@dokan/domain';

export interface ParcelLabel {
  /** The order number shoppers and staff read: the id's last 6 characters, in capitals. */
  orderNumber: string;
  recipientName: string;
  phone: string;
  address: { addressDetails: string; city: string; district: string };
  /** Taka the courier collects; 0 when the order is paid. */
  codAmountTaka: number;
  courier: Courier;
  consignmentId: string;
  weightGrams: number | null;
  note: string | null;
  /** What the parcel holds, so the packer picks the right colour and size (docs/decisions/077). */
  items: readonly ParcelItem[];
}

/** A line of the order as the parcel carries it: the variant's colour, size and SKU when it names one. */
export interface ParcelItem {
  quantity: number;
  productName: string;
  color: string | null;
  size: string | null;
  sku: string | null;
}

/** '2 x Eid Panjabi (Navy / XL)': a line as couriers read it, on the label and in the booking's description. */
export function parcelItemText(item: Omit<ParcelItem, 'sku'>): string {
  const variant = [item.color, item.size].filter(Boolean).join(' / ');
  return `${item.quantity} x ${plainText(item.productName)}${variant ? ` (${plainText(variant)})` : ''}`;
}

/** A6 in points. */
export const LABEL_SIZE: [number, number] = [297.64, 419.53];
const MARGIN = 16;
/** Where the Code 128 barcode is drawn, and how wide one module (the narrowest bar) is. */
export const LABEL_BARCODE = { top: 332, height: 50, module: 1.5 };
const QR_MODULE = 2.6;

const fromHere = createRequire(import.meta.url);
const FONT_FILES = {
  regular: '@expo-google-fonts/noto-sans-bengali/400Regular/NotoSansBengali_400Regular.ttf',
  bold: '@expo-google-fonts/noto-sans-bengali/700Bold/NotoSansBengali_700Bold.ttf',
};
let fonts: { regular: Buffer; bold: Buffer } | undefined;

/** The order number of an order id, as messages and the invoice show it. */
export const orderNumberOf = (orderId: string) => orderId.slice(-6).toUpperCase();

/** The bars and spaces of `text` in Code 128, in modules, bar first. */
export function code128Pattern(text: string): number[] {
  const [symbol] = bwipjs.raw('code128', text, {}) as Array<{ sbs: number[] }>;
  return symbol!.sbs;
}

function drawCode128(doc: PDFKit.PDFDocument, text: string, x: number, y: number) {
  let at = x;
  for (const [index, modules] of code128Pattern(text).entries()) {
    const width = modules * LABEL_BARCODE.module;
    if (index % 2 === 0) doc.rect(at, y, width, LABEL_BARCODE.height).fill('#000000');
    at += width;
  }
  return at - x;
}

function drawQr(doc: PDFKit.PDFDocument, text: string, x: number, y: number) {
  const [symbol] = bwipjs.raw('qrcode', text, 'eclevel=M') as Array<{
    pixs: number[];
    pixx: number;
    pixy: number;
  }>;
  const { pixs, pixx, pixy } = symbol!;
  for (let row = 0; row < pixy; row++) {
    for (let column = 0; column < pixx; column++) {
      if (pixs[row * pixx + column]) {
        doc.rect(x + column * QR_MODULE, y + row * QR_MODULE, QR_MODULE, QR_MODULE).fill('#000000');
      }
    }
  }
}

/** One label per page, in the order given. */
export function renderParcelLabels(shopName: string, labels: readonly ParcelLabel[]): Promise<Buffer> {
  fonts ??= {
    regular: readFileSync(fromHere.resolve(FONT_FILES.regular)),
    bold: readFileSync(fromHere.resolve(FONT_FILES.bold)),
  };
  const doc = new PDFDocument({
    size: LABEL_SIZE,
    margin: MARGIN,
    autoFirstPage: false,
    info: { Title: `Parcel labels (${labels.length})`, Author: shopName },
  });
  doc.registerFont('Label', fonts.regular);
  doc.registerFont('Label-Bold', fonts.bold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const [pageWidth] = LABEL_SIZE;
  const width = pageWidth - 2 * MARGIN;
  for (const label of labels) {
    doc.addPage();
    const left = MARGIN;
    // Every text has its own box and is cut with an ellipsis at its end, so whatever an order holds
    // (older orders may keep line breaks in a name) the label stays one page and the cash box clear.
    const fit = (value: string, x: number, y: number, options: PDFKit.Mixins.TextOptions & { height: number }) =>
      doc.text(plainText(value), x, y, { width, ellipsis: true, ...options });
    // The shop and the courier.
    doc.font('Label-Bold').fontSize(13).fillColor('#000000');
    fit(shopName, left, MARGIN, { width: width * 0.6, height: 34 });
    doc.font('Label-Bold').fontSize(11);
    fit(COURIER_NAMES[label.courier], left, MARGIN, { align: 'right', height: 15 });
    doc.font('Label').fontSize(8);
    fit(`Consignment ${label.consignmentId}`, left, MARGIN + 16, { align: 'right', height: 11 });
    doc
      .moveTo(left, 52)
      .lineTo(left + width, 52)
      .lineWidth(1)
      .stroke('#000000');

    // The recipient, large enough to read at arm's length.
    doc.font('Label').fontSize(8).fillColor('#444444').text('DELIVER TO', left, 60);
    doc.font('Label-Bold').fontSize(14).fillColor('#000000');
    fit(label.recipientName, left, 72, { height: 40 });
    doc.font('Label-Bold').fontSize(12);
    fit(label.phone, left, 112, { height: 17 });
    doc.font('Label').fontSize(10.5);
    const place = [label.address.city, label.address.district].map(plainText).filter(Boolean).join(', ');
    fit(plainText(label.address.addressDetails), left, 130, { height: place ? 42 : 56 });
    if (place) fit(place, left, 172, { height: 14 });
    if (label.note) {
      doc.fontSize(8.5).fillColor('#444444');
      fit(`Note: ${label.note}`, left, 188, { height: 22 });
    }

    // Cash to collect, boxed.
    const boxTop = 212;
    doc.rect(left, boxTop, width, 40).lineWidth(1.5).stroke('#000000');
    doc
      .font('Label-Bold')
      .fontSize(17)
      .fillColor('#000000')
      .text(
        label.codAmountTaka > 0 ? `COD ${formatTaka(label.codAmountTaka)}` : 'PAID - collect nothing',
        left,
        boxTop + 9,
        { width, align: 'center' },
      );

    // The order: its number, QR and weight.
    const qrTop = 262;
    drawQr(doc, label.orderNumber, left + width - 56, qrTop);
    doc
      .font('Label')
      .fontSize(8)
      .fillColor('#444444')
      .text('ORDER', left, qrTop + 2);
    doc
      .font('Label-Bold')
      .fontSize(20)
      .fillColor('#000000')
      .text(`#${label.orderNumber}`, left, qrTop + 12);
    // What it holds, beside the QR code; lines past its box end in an ellipsis.
    const contents = label.items
      .map((item) => parcelItemText(item) + (item.sku ? ` SKU ${plainText(item.sku)}` : ''))
      .join('; ');
    if (contents) {
      doc.font('Label').fontSize(7.5).fillColor('#000000');
      fit(contents, left, qrTop + 40, { width: width - 64, height: 28 });
    }
    if (label.weightGrams) {
      doc
        .font('Label')
        .fontSize(8)
        .text(`${label.weightGrams} g`, left + width - 54 - 60, qrTop + 2, { width: 52, align: 'right' });
    }

    // The barcode, centred, with quiet zones either side.
    const barcodeWidth =
      code128Pattern(label.orderNumber).reduce((sum, modules) => sum + modules, 0) * LABEL_BARCODE.module;
    drawCode128(doc, label.orderNumber, left + (width - barcodeWidth) / 2, LABEL_BARCODE.top);
    doc
      .font('Label')
      .fontSize(9)
      .text(label.orderNumber, left, LABEL_BARCODE.top + LABEL_BARCODE.height + 3, { width, align: 'center' });
  }
  if (!labels.length) doc.addPage();
  doc.end();
  return done;
}
