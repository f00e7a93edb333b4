/**
 * The invoice of one order as an A4 PDF: the shop's name and logo, invoice number and dates, the
 * customer and delivery address, every item with its options, quantity, unit price and line total,
 * then subtotal, discount, delivery fee, grand total, payment method and status. Built-in PDF fonts
 * only, so nothing is downloaded and every server renders it alike.
 */
import PDFDocument from 'pdfkit';

import {
  formatAmount2,
  formatDateDayFirst,
  formatTaka,
  type PaymentMethod,
  poishaToTaka,
  SHOP_TIME_ZONE,
} from '@dokan/domain';

export interface InvoiceItem {
  name: string;
  color: string | null;
  size: string | null;
  quantity: number;
  unitPricePoisha: number;
  subTotalPoisha: number;
}

export interface InvoiceData {
  shop: { name: string; supportPhone: string; supportEmail: string; logoPng: Buffer | null };
  order: {
    id: string;
    transactionId: string;
    createdAt: Date;
    status: string;
    paymentMethod: PaymentMethod;
    paymentStatus: string;
    customerName: string;
    customerEmail: string | null;
    phone: string;
    address: { addressDetails: string; city: string; district: string; division: string };
    items: InvoiceItem[];
    subtotalPoisha: number;
    discountPoisha: number;
    couponCode: string | null;
    deliveryFeePoisha: number;
    totalPoisha: number;
  };
  issuedAt: Date;
}

const PAYMENT_METHODS: Record<PaymentMethod, string> = {
  cash: 'Cash on Delivery',
  'mobile-banking': 'Mobile Banking',
  ssl: 'Card / online',
  bkash: 'bKash',
};
const INK = '#1f2937';
const MUTED = '#6b7280';
const ACCENT = '#047857';
const RULE = '#e5e7eb';

/** Whole taka as the shop shows prices; paisa only when an amount has them. */
function money(poisha: number): string {
  return poisha % 100 === 0 ? formatTaka(poishaToTaka(poisha)) : `Tk ${formatAmount2(poishaToTaka(poisha))}`;
}

const day = (date: Date) => formatDateDayFirst(date, 'en', SHOP_TIME_ZONE);
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function invoiceNumber(order: { id: string; createdAt: Date }): string {
  const ymd = new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE })
    .format(order.createdAt)
    .replaceAll('-', '');
  return `INV-${ymd}-${order.id.slice(-6).toUpperCase()}`;
}

export function renderInvoicePdf({ shop, order, issuedAt }: InvoiceData): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 48,
    info: { Title: `Invoice ${invoiceNumber(order)}`, Author: shop.name },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = doc.page.margins.left;
  const right = doc.page.width - doc.page.margins.right;
  const width = right - left;

  // Header: logo and shop on the left, the invoice's identity on the right.
  let y = 48;
  if (shop.logoPng) {
    doc.image(shop.logoPng, left, y, { fit: [56, 56] });
  }
  const shopX = shop.logoPng ? left + 68 : left;
  doc
    .fillColor(INK)
    .font('Helvetica-Bold')
    .fontSize(20)
    .text(shop.name, shopX, y + 4);
  doc.font('Helvetica').fontSize(9).fillColor(MUTED);
  const contact = [shop.supportPhone, shop.supportEmail].filter(Boolean).join('  ·  ');
  if (contact) doc.text(contact, shopX, y + 30);

  doc.font('Helvetica-Bold').fontSize(16).fillColor(ACCENT).text('INVOICE', left, y, { width, align: 'right' });
  doc.font('Helvetica').fontSize(9).fillColor(INK);
  const identity = [
    `Invoice no: ${invoiceNumber(order)}`,
    `Order: #${order.id.slice(-6).toUpperCase()}`,
    `Order date: ${day(order.createdAt)}`,
    `Issued: ${day(issuedAt)}`,
  ];
  doc.text(identity.join('\n'), left, y + 24, { width, align: 'right', lineGap: 2 });

  y = 130;
  doc.moveTo(left, y).lineTo(right, y).strokeColor(RULE).lineWidth(1).stroke();

  // Billed to and delivery.
  y += 14;
  const half = width / 2 - 8;
  doc.font('Helvetica-Bold').fontSize(10).fillColor(MUTED).text('BILLED TO', left, y);
  doc.text('DELIVER TO', left + half + 16, y);
  doc.font('Helvetica').fontSize(10).fillColor(INK);
  doc.text([order.customerName, order.phone, order.customerEmail].filter(Boolean).join('\n'), left, y + 16, {
    width: half,
    lineGap: 2,
  });
  const { addressDetails, city, district, division } = order.address;
  doc.text(
    [addressDetails, `${city}, ${district}`, `${division} Division`].filter(Boolean).join('\n'),
    left + half + 16,
    y + 16,
    {
      width: half,
      lineGap: 2,
    },
  );

  // Items table.
  y = Math.max(doc.y, y + 60) + 20;
  const columns = { item: left, qty: left + width * 0.55, unit: left + width * 0.66, total: left + width * 0.82 };
  const headerY = y;
  doc.rect(left, headerY - 6, width, 22).fill('#f3f4f6');
  doc.font('Helvetica-Bold').fontSize(9).fillColor(MUTED);
  doc.text('ITEM', columns.item + 6, headerY);
  doc.text('QTY', columns.qty, headerY, { width: columns.unit - columns.qty - 8, align: 'right' });
  doc.text('UNIT PRICE', columns.unit, headerY, { width: columns.total - columns.unit - 8, align: 'right' });
  doc.text('TOTAL', columns.total, headerY, { width: right - columns.total - 6, align: 'right' });
  y = headerY + 24;

  doc.font('Helvetica').fontSize(10).fillColor(INK);
  for (const item of order.items) {
    if (y > doc.page.height - 200) {
      doc.addPage();
      y = doc.page.margins.top;
    }
    const options = [item.color && `Colour: ${item.color}`, item.size && `Size: ${item.size}`]
      .filter(Boolean)
      .join(', ');
    doc
      .font('Helvetica')
      .fontSize(10)
      .fillColor(INK)
      .text(item.name, columns.item + 6, y, { width: columns.qty - columns.item - 16 });
    let rowBottom = doc.y;
    if (options) {
      doc
        .fontSize(8)
        .fillColor(MUTED)
        .text(options, columns.item + 6, rowBottom + 1, { width: columns.qty - columns.item - 16 });
      rowBottom = doc.y;
    }
    doc.fontSize(10).fillColor(INK);
    doc.text(String(item.quantity), columns.qty, y, { width: columns.unit - columns.qty - 8, align: 'right' });
    doc.text(money(item.unitPricePoisha), columns.unit, y, { width: columns.total - columns.unit - 8, align: 'right' });
    doc.text(money(item.subTotalPoisha), columns.total, y, { width: right - columns.total - 6, align: 'right' });
    y = rowBottom + 10;
    doc
      .moveTo(left, y - 5)
      .lineTo(right, y - 5)
      .strokeColor(RULE)
      .lineWidth(0.5)
      .stroke();
  }

  // Totals.
  y += 6;
  const labelX = left + width * 0.55;
  const line = (label: string, value: string, bold = false) => {
    doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(bold ? 12 : 10)
      .fillColor(bold ? INK : MUTED);
    doc.text(label, labelX, y, { width: width * 0.25 });
    doc.fillColor(INK).text(value, labelX, y, { width: right - labelX - 6, align: 'right' });
    y += bold ? 22 : 17;
  };
  line('Subtotal', money(order.subtotalPoisha));
  if (order.discountPoisha > 0) {
    line(order.couponCode ? `Discount (${order.couponCode})` : 'Discount', `- ${money(order.discountPoisha)}`);
  }
  line('Delivery fee', money(order.deliveryFeePoisha));
  doc
    .moveTo(labelX, y - 2)
    .lineTo(right, y - 2)
    .strokeColor(INK)
    .lineWidth(1)
    .stroke();
  y += 6;
  line('Grand total', money(order.totalPoisha), true);

  // Payment.
  y += 10;
  doc.font('Helvetica-Bold').fontSize(10).fillColor(MUTED).text('PAYMENT', left, y);
  doc.font('Helvetica').fontSize(10).fillColor(INK);
  doc.text(
    [
      `Method: ${PAYMENT_METHODS[order.paymentMethod]}`,
      `Payment status: ${capitalised(order.paymentStatus)}`,
      `Order status: ${capitalised(order.status)}`,
      `Transaction: ${order.transactionId}`,
    ].join('\n'),
    left,
    y + 16,
    { lineGap: 2 },
  );

  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor(MUTED)
    .text(`Thank you for shopping with ${shop.name}. Prices are in Bangladeshi taka.`, left, doc.page.height - 72, {
      width,
      align: 'center',
    });

  doc.end();
  return done;
}
