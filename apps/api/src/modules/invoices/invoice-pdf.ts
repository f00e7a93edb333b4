/**
 * The invoice of one order as an A4 PDF: the shop's name and logo, invoice number and dates, the
 * customer and delivery address, every item with its options, quantity, unit price and line total,
 * then subtotal, discount, delivery fee, grand total, payment method and status. In English with
 * PDF's built-in Helvetica; in Bangla with Noto Sans Bengali, embedded (subset) from the package
 * @expo-google-fonts/noto-sans-bengali: pdfkit's fontkit shapes conjuncts and vowel signs, and the
 * font has Latin letters for names and addresses written in English. Nothing is downloaded and every
 * server renders it alike.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

import PDFDocument from 'pdfkit';

import {
  formatAmount2,
  formatCount,
  formatDateDayFirst,
  formatTaka,
  type Locale,
  type OrderStatus,
  type PaymentMethod,
  type PaymentStatus,
  poishaToTaka,
  type PromotionLevel,
  SHOP_TIME_ZONE,
} from '@dokan/domain';

export interface InvoiceItem {
  name: string;
  color: string | null;
  size: string | null;
  /** The variant's SKU (docs/decisions/077), null for a product without variants. */
  sku?: string | null;
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
    status: OrderStatus;
    paymentMethod: PaymentMethod;
    paymentStatus: PaymentStatus;
    customerName: string;
    customerEmail: string | null;
    phone: string;
    address: { addressDetails: string; city: string; district: string; division: string };
    items: InvoiceItem[];
    subtotalPoisha: number;
    /** The promotions' part of it and the coupon's the rest (docs/decisions/085). */
    discountPoisha: number;
    promotionDiscountPoisha: number;
    /** Each promotion's saving: a sale's is already in the prices, free delivery's in the fee. */
    promotions: { name: string; level: PromotionLevel; savingPoisha: number }[];
    couponCode: string | null;
    deliveryFeePoisha: number;
    totalPoisha: number;
  };
  issuedAt: Date;
}

const WORDS = {
  en: {
    title: 'INVOICE',
    invoiceNo: 'Invoice no',
    order: 'Order',
    orderDate: 'Order date',
    issued: 'Issued',
    billedTo: 'BILLED TO',
    deliverTo: 'DELIVER TO',
    division: (name: string) => `${name} Division`,
    item: 'ITEM',
    qty: 'QTY',
    unitPrice: 'UNIT PRICE',
    total: 'TOTAL',
    colour: 'Colour',
    size: 'Size',
    sku: 'SKU',
    subtotal: 'Subtotal',
    discount: 'Discount',
    savedInPrices: 'saved in the prices',
    freeDelivery: 'free delivery',
    deliveryFee: 'Delivery fee',
    grandTotal: 'Grand total',
    payment: 'PAYMENT',
    method: 'Method',
    paymentStatus: 'Payment status',
    orderStatus: 'Order status',
    transaction: 'Transaction',
    methods: {
      cash: 'Cash on Delivery',
      'mobile-banking': 'Mobile Banking',
      ssl: 'Card / online',
      bkash: 'bKash',
      nagad: 'Nagad',
    },
    orderStatuses: {
      pending: 'Pending',
      processing: 'Processing',
      shipped: 'Shipped',
      delivered: 'Delivered',
      cancelled: 'Cancelled',
      returned: 'Returned',
    },
    paymentStatuses: { unpaid: 'Unpaid', pending: 'Pending', paid: 'Paid' },
    thanks: (shop: string) => `Thank you for shopping with ${shop}. Prices are in Bangladeshi taka.`,
  },
  bn: {
    title: 'ইনভয়েস',
    invoiceNo: 'ইনভয়েস নং',
    order: 'অর্ডার',
    orderDate: 'অর্ডারের তারিখ',
    issued: 'প্রদানের তারিখ',
    billedTo: 'ক্রেতা',
    deliverTo: 'ডেলিভারির ঠিকানা',
    division: (name: string) => `${name} বিভাগ`,
    item: 'পণ্য',
    qty: 'পরিমাণ',
    unitPrice: 'একক দাম',
    total: 'মোট',
    colour: 'রং',
    size: 'সাইজ',
    sku: 'এসকেইউ',
    subtotal: 'সাবটোটাল',
    discount: 'ছাড়',
    savedInPrices: 'দামেই ছাড় দেওয়া',
    freeDelivery: 'ফ্রি ডেলিভারি',
    deliveryFee: 'ডেলিভারি চার্জ',
    grandTotal: 'সর্বমোট',
    payment: 'পেমেন্ট',
    method: 'পদ্ধতি',
    paymentStatus: 'পেমেন্টের অবস্থা',
    orderStatus: 'অর্ডারের অবস্থা',
    transaction: 'ট্রানজেকশন',
    methods: {
      cash: 'ক্যাশ অন ডেলিভারি',
      'mobile-banking': 'মোবাইল ব্যাংকিং',
      ssl: 'কার্ড / অনলাইন',
      bkash: 'বিকাশ',
      nagad: 'নগদ',
    },
    orderStatuses: {
      pending: 'অপেক্ষমাণ',
      processing: 'প্রক্রিয়াধীন',
      shipped: 'পাঠানো হয়েছে',
      delivered: 'পৌঁছে গেছে',
      cancelled: 'বাতিল',
      returned: 'ফেরত এসেছে',
    },
    paymentStatuses: { unpaid: 'বাকি', pending: 'যাচাই চলছে', paid: 'পরিশোধিত' },
    thanks: (shop: string) => `${shop} থেকে কেনাকাটার জন্য ধন্যবাদ। সব দাম বাংলাদেশি টাকায়।`,
  },
} satisfies Record<Locale, unknown>;

const INK = '#1f2937';
const MUTED = '#6b7280';
const ACCENT = '#047857';
const RULE = '#e5e7eb';

const fromHere = createRequire(import.meta.url);
const BANGLA_FONT_FILES = {
  regular: '@expo-google-fonts/noto-sans-bengali/400Regular/NotoSansBengali_400Regular.ttf',
  bold: '@expo-google-fonts/noto-sans-bengali/700Bold/NotoSansBengali_700Bold.ttf',
};
let banglaFonts: { regular: Buffer; bold: Buffer } | undefined;

/** The fonts a language is written in: read from the package once, then kept. */
function fontsFor(doc: PDFKit.PDFDocument, language: Locale): { regular: string; bold: string } {
  if (language === 'en') return { regular: 'Helvetica', bold: 'Helvetica-Bold' };
  banglaFonts ??= {
    regular: readFileSync(fromHere.resolve(BANGLA_FONT_FILES.regular)),
    bold: readFileSync(fromHere.resolve(BANGLA_FONT_FILES.bold)),
  };
  doc.registerFont('Bangla', banglaFonts.regular);
  doc.registerFont('Bangla-Bold', banglaFonts.bold);
  return { regular: 'Bangla', bold: 'Bangla-Bold' };
}

export function invoiceNumber(order: { id: string; createdAt: Date }): string {
  const ymd = new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE })
    .format(order.createdAt)
    .replaceAll('-', '');
  return `INV-${ymd}-${order.id.slice(-6).toUpperCase()}`;
}

export function renderInvoicePdf({ shop, order, issuedAt }: InvoiceData, language: Locale = 'en'): Promise<Buffer> {
  const words = WORDS[language];
  const doc = new PDFDocument({
    size: 'A4',
    margin: 48,
    lang: language,
    info: { Title: `Invoice ${invoiceNumber(order)}`, Author: shop.name },
  });
  const font = fontsFor(doc, language);
  /** Whole taka as the shop shows prices; paisa only when an amount has them. */
  const money = (poisha: number): string =>
    poisha % 100 === 0
      ? formatTaka(poishaToTaka(poisha), language)
      : `Tk ${formatAmount2(poishaToTaka(poisha), language)}`;
  const day = (date: Date) => formatDateDayFirst(date, language, SHOP_TIME_ZONE);
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
    .font(font.bold)
    .fontSize(20)
    .text(shop.name, shopX, y + 4);
  doc.font(font.regular).fontSize(9).fillColor(MUTED);
  const contact = [shop.supportPhone, shop.supportEmail].filter(Boolean).join('  ·  ');
  if (contact) doc.text(contact, shopX, y + 30);

  doc.font(font.bold).fontSize(16).fillColor(ACCENT).text(words.title, left, y, { width, align: 'right' });
  doc.font(font.regular).fontSize(9).fillColor(INK);
  const identity = [
    `${words.invoiceNo}: ${invoiceNumber(order)}`,
    `${words.order}: #${order.id.slice(-6).toUpperCase()}`,
    `${words.orderDate}: ${day(order.createdAt)}`,
    `${words.issued}: ${day(issuedAt)}`,
  ];
  doc.text(identity.join('\n'), left, y + 24, { width, align: 'right', lineGap: 2 });

  y = 130;
  doc.moveTo(left, y).lineTo(right, y).strokeColor(RULE).lineWidth(1).stroke();

  // Billed to and delivery.
  y += 14;
  const half = width / 2 - 8;
  doc.font(font.bold).fontSize(10).fillColor(MUTED).text(words.billedTo, left, y);
  doc.text(words.deliverTo, left + half + 16, y);
  doc.font(font.regular).fontSize(10).fillColor(INK);
  doc.text([order.customerName, order.phone, order.customerEmail].filter(Boolean).join('\n'), left, y + 16, {
    width: half,
    lineGap: 2,
  });
  const { addressDetails, city, district, division } = order.address;
  doc.text(
    [addressDetails, `${city}, ${district}`, words.division(division)].filter(Boolean).join('\n'),
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
  doc.font(font.bold).fontSize(9).fillColor(MUTED);
  doc.text(words.item, columns.item + 6, headerY);
  doc.text(words.qty, columns.qty, headerY, { width: columns.unit - columns.qty - 8, align: 'right' });
  doc.text(words.unitPrice, columns.unit, headerY, { width: columns.total - columns.unit - 8, align: 'right' });
  doc.text(words.total, columns.total, headerY, { width: right - columns.total - 6, align: 'right' });
  y = headerY + 24;

  doc.font(font.regular).fontSize(10).fillColor(INK);
  for (const item of order.items) {
    if (y > doc.page.height - 200) {
      doc.addPage();
      y = doc.page.margins.top;
    }
    const options = [
      item.color && `${words.colour}: ${item.color}`,
      item.size && `${words.size}: ${item.size}`,
      item.sku && `${words.sku}: ${item.sku}`,
    ]
      .filter(Boolean)
      .join(', ');
    doc
      .font(font.regular)
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
    doc.text(formatCount(item.quantity, language), columns.qty, y, {
      width: columns.unit - columns.qty - 8,
      align: 'right',
    });
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
      .font(bold ? font.bold : font.regular)
      .fontSize(bold ? 12 : 10)
      .fillColor(bold ? INK : MUTED);
    doc.text(label, labelX, y, { width: width * 0.25 });
    // A long label (a promotion's name) wraps: the next line starts below it.
    const labelHeight = doc.heightOfString(label, { width: width * 0.25 });
    doc.fillColor(INK).text(value, labelX, y, { width: right - labelX - 6, align: 'right' });
    y += Math.max(bold ? 22 : 17, labelHeight + 5);
  };
  line(words.subtotal, money(order.subtotalPoisha));
  // A sale is already in the prices above: said, not taken off again.
  for (const promotion of order.promotions.filter((p) => p.level === 'price')) {
    line(`${promotion.name} (${words.savedInPrices})`, money(promotion.savingPoisha));
  }
  for (const promotion of order.promotions.filter((p) => p.level === 'order')) {
    line(promotion.name, `- ${money(promotion.savingPoisha)}`);
  }
  const couponPoisha = order.discountPoisha - order.promotionDiscountPoisha;
  if (couponPoisha > 0) {
    line(order.couponCode ? `${words.discount} (${order.couponCode})` : words.discount, `- ${money(couponPoisha)}`);
  }
  const freeDelivery = order.promotions.find((p) => p.level === 'delivery');
  line(
    freeDelivery ? `${words.deliveryFee} (${words.freeDelivery}: ${freeDelivery.name})` : words.deliveryFee,
    money(order.deliveryFeePoisha),
  );
  doc
    .moveTo(labelX, y - 2)
    .lineTo(right, y - 2)
    .strokeColor(INK)
    .lineWidth(1)
    .stroke();
  y += 6;
  line(words.grandTotal, money(order.totalPoisha), true);

  // Payment.
  y += 10;
  doc.font(font.bold).fontSize(10).fillColor(MUTED).text(words.payment, left, y);
  doc.font(font.regular).fontSize(10).fillColor(INK);
  doc.text(
    [
      `${words.method}: ${words.methods[order.paymentMethod]}`,
      `${words.paymentStatus}: ${words.paymentStatuses[order.paymentStatus]}`,
      `${words.orderStatus}: ${words.orderStatuses[order.status]}`,
      `${words.transaction}: ${order.transactionId}`,
    ].join('\n'),
    left,
    y + 16,
    { lineGap: 2 },
  );

  doc
    .font(font.regular)
    .fontSize(8)
    .fillColor(MUTED)
    .text(words.thanks(shop.name), left, doc.page.height - 72, {
      width,
      align: 'center',
    });

  doc.end();
  return done;
}
