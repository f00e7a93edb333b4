/**
 * Placing an order (STYLE.md, Checkout as explicit steps), all in one transaction: load the
 * products, check options, price the lines from the server's prices, take the stock with
 * conditional updates, apply the coupon, add the delivery fee, compare with what the page showed,
 * write the order, its items, the coupon redemption and the confirmation message. Only then, for
 * an online payment, is the gateway asked for a payment page; if it fails, the order is cancelled
 * and its stock returned (the compensating step).
 */
import { randomBytes, randomUUID } from 'node:crypto';

import { type SQL, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';

import {
  cancellationNeedsRefund,
  canMoveOrder,
  codRefusal,
  type CodRisk,
  codRisk,
  type CodRiskRules,
  CONFIRM_PAYMENT_MESSAGES,
  customerMayCancel,
  DEFAULT_LANGUAGE,
  deliveryFeePoisha,
  type DeliveryFeesPoisha,
  findVariant,
  formatTaka,
  isOnlinePayment,
  loadDivisionAreas,
  type Locale,
  mayConfirmPayment,
  MOBILE_BANKING_MESSAGES,
  type OnlinePaymentMethod,
  openCodRefusal,
  type Order,
  ORDER_MAX_SUBTOTAL_TAKA,
  ORDER_TOO_LARGE_MESSAGE,
  type OrderCaps,
  type OrderEvent,
  type OrderEventKind,
  type OrderEventSource,
  type OrderItemInput,
  orderPathTo,
  type OrderPayload,
  type OrderPayloadSchema,
  type OrderQuote,
  type OrderQuoteInputSchema,
  type OrderStatus,
  paidOnDelivery,
  type PaymentMethod,
  type PlacedOrder,
  poishaToTaka,
  priceCart,
  type PricedCart,
  PRICES_CHANGED_MESSAGE,
  takaToPoisha,
  variantPricePoisha,
} from '@dokan/domain';

import type { Database, Transaction } from '../../db/client.ts';
import { audit } from '../../lib/audit.ts';
import { hasSqlState, violatedConstraint } from '../../lib/db-errors.ts';
import { badRequest, conflict, forbidden, HttpError, notFound, refusedWithCode } from '../../lib/errors.ts';
import type { UserDirectory, UserRow } from '../accounts/accounts.module.ts';
import type { CatalogueService, CheckoutProduct, VariantRow } from '../catalogue/catalogue.service.ts';
import type { AppliedCoupon, CouponsService } from '../coupons/coupons.service.ts';
import { enqueue, enqueueStatement } from '../notifications/notifications.service.ts';
import type { OrderPromotions, PromotionsService } from '../promotions/promotions.service.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import {
  type CodHistories,
  codHistoryExpression,
  codHistoryOf,
  lockOpenCod,
  type OpenCod,
  openCodExpression,
  openCodOf,
} from './cod-history.repository.ts';
import { confirmationTo, orderConfirmation, parcelNews, paymentRejected, trackingPage } from './messages.ts';
import { orderFigures } from './order-figures.repository.ts';
import {
  addOrderEvent,
  claimReturn,
  eventsOfOrder,
  markPaidOnDelivery,
  orderByNumberAndPhone,
} from './order-timeline.repository.ts';
import { orderAuditView, orderTimeline, type OrderViews } from './order-view.ts';
import type {
  ClaimedCancellation,
  ItemRow,
  NewOrder,
  NewOrderItem,
  OrderRow,
  OrdersRepository,
} from './orders.repository.ts';
import { sellerOf } from './seller-view.ts';

type ParsedPayload = z.output<typeof OrderPayloadSchema>;
type QuoteInput = z.output<typeof OrderQuoteInputSchema>;
export type { OrderPayload };
export type { OrderRow } from './orders.repository.ts';
export { sellerOf } from './seller-view.ts';

/** What checkout asks of an online gateway (the payments module's SSLCommerz, bKash or sandbox). */
export interface PaymentSessionRequest {
  method: OnlinePaymentMethod;
  transactionId: string;
  amountPoisha: number;
  customer: { name: string; email: string; phone: string; address: string; city: string; district: string };
  productNames: string;
  itemCount: number;
  /** Who pays: a saved bKash wallet is used only for its owner. */
  customerId: string;
  /** bKash only: save the shopper's wallet first ('save') or pay with a saved one (its id; decision 044). */
  bkashWallet?: string | undefined;
}

/**
 * The online gateway as orders use it. The payments module builds it and stands on orders (its
 * callbacks mark orders paid), so orders name what they need and are handed the gateway (app.ts).
 */
export interface OnlinePayments {
  /** Null when no online gateway is available; orders of a method it does not offer are refused. */
  gateway: {
    offers(method: OnlinePaymentMethod): boolean;
    startSession(request: PaymentSessionRequest): Promise<{ url: string }>;
  } | null;
  /** Whether this request may pay online this way: the sandbox gateway serves only its own machine. */
  mayPayOnline(request: FastifyRequest, method: OnlinePaymentMethod): boolean;
  /** Refuses (403, 404) a saved bKash wallet that is not this customer's or no longer saved, before an order is placed. */
  checkBkashWallet(customerId: string, choice: string): Promise<void>;
}

export interface OrdersServiceDeps {
  db: Database;
  orders: OrdersRepository;
  views: OrderViews;
  catalogue: Pick<
    CatalogueService,
    | 'productsForCheckout'
    | 'takeStockStatement'
    | 'takeVariantStockStatement'
    | 'returnStock'
    | 'returnVariantStock'
    | 'remainingOf'
    | 'variantRemainingOf'
    | 'addSales'
  >;
  coupons: Pick<CouponsService, 'apply' | 'quote' | 'recordRedemption' | 'release'>;
  /** The running promotions an order is priced with (docs/decisions/084, 085). */
  promotions: Pick<PromotionsService, 'forOrder' | 'fresh' | 'record' | 'release'>;
  settings: Pick<SettingsService, 'deliveryFeesPoisha' | 'codRules' | 'orderCaps'>;
  gateway: OnlinePayments['gateway'];
  /** The customer's account: whether the order's phone is one they verified. */
  accounts: Pick<UserDirectory, 'find' | 'phoneConfirmed' | 'phoneConfirmedCondition'>;
  /** Where shoppers reach the shop: the tracking page named in messages. */
  publicUrl: string;
  /** Told after a committed change to these products' stock or sales (cached pages and cards go stale). */
  onProductsChanged?: (productIds: string[]) => void;
  /** Told of each order placed and each payment's step, after they are committed (the metrics). */
  counts?: OrderCounts;
  /** Told, inside its transaction, of each order whose money was received (Meta's Purchase, decision 089). */
  onPaid?: OnPaid;
}

/** The order paid, with its lines. */
export type OnPaid = (tx: Transaction, order: OrderRow, items: readonly ItemRow[]) => Promise<void>;

export type PaymentStep = 'started' | 'succeeded' | 'failed';
export interface OrderCounts {
  placed(method: PaymentMethod): void;
  payment(method: PaymentMethod, step: PaymentStep): void;
}

/** What checkout reads of the database beside the products: the COD rules' facts for a COD order. */
interface OrderFacts {
  /** The shopper confirmed the order's phone, or had an order delivered to it: it may have the confirmation by SMS. */
  phoneTrusted: boolean;
  cod: CodFacts | null;
}

/** What the COD rules read of the database for an order. */
interface CodFacts {
  history: CodHistories;
  phoneVerified: boolean;
  /** The COD orders still open to the phone or of the account (decision 061). */
  open: OpenCod;
}

interface PricedLine extends NewOrderItem {
  productId: string;
  categoryId: string | null;
}

/** Our transaction id: short enough for SSLCommerz (30 characters), unguessable, sortable by time. */
function newTransactionId(): string {
  return `DKN${Date.now().toString(36).toUpperCase()}${randomBytes(5).toString('hex').toUpperCase()}`;
}

function paymentUnavailable(cause: unknown): HttpError {
  const failure = new HttpError(
    502,
    'Online payment is unavailable right now. Please try again or choose cash on delivery.',
  );
  failure.cause = cause;
  return failure;
}

const optionOf = (value: string | null | undefined) => (value ? value : null);

/** Step: every line names a product that exists, with a colour and size the product offers. */
function checkOptions(input: OrderItemInput, product: CheckoutProduct | undefined): asserts product {
  if (!product) throw notFound(`${input.productName ?? 'A product in your cart'} is no longer available`);
  const color = optionOf(input.color);
  const size = optionOf(input.size);
  if (product.colors.length && !color) throw badRequest(`Please choose a colour for ${product.name}`);
  if (color && !product.colors.includes(color)) throw badRequest(`${product.name} does not come in ${color}`);
  if (product.sizes.length && !size) throw badRequest(`Please choose a size for ${product.name}`);
  if (size && !product.sizes.includes(size)) throw badRequest(`${product.name} does not come in size ${size}`);
}

/** Step: the variant a line's colour and size choose (docs/decisions/077); null for a product without variants. */
function variantOf(input: OrderItemInput, product: CheckoutProduct): VariantRow | null {
  if (!product.variants.length) return null;
  const variant = findVariant(product.variants, optionOf(input.color), optionOf(input.size));
  if (!variant) {
    throw badRequest(`There is no ${product.name} in ${[input.color, input.size].filter(Boolean).join(' / ')}`);
  }
  return variant;
}

/** The Bangla label the product gives an option it offers (docs/decisions/055), null when none. */
function labelOf(option: string | null, options: readonly string[], labels: readonly string[]): string | null {
  return option === null ? null : labels[options.indexOf(option)] || null;
}

/**
 * Step: each line priced by the server at the regular price (the sales come after, with the
 * cart); the page's price and subTotal are only compared. The line keeps the product's name and
 * its options' labels in both languages as they are now.
 */
function priceLine(input: OrderItemInput, product: CheckoutProduct, variant: VariantRow | null): PricedLine {
  const unitPricePoisha = variant ? variantPricePoisha(variant.originalPricePoisha, product) : product.pricePoisha;
  const color = optionOf(input.color);
  const size = optionOf(input.size);
  return {
    productId: product.id,
    categoryId: product.categoryId,
    productName: product.name,
    productNameBn: product.nameBn,
    image: product.image,
    color,
    colorBn: labelOf(color, product.colors, product.colorsBn),
    size,
    sizeBn: labelOf(size, product.sizes, product.sizesBn),
    variantId: variant?.id ?? null,
    sku: variant?.sku ?? null,
    quantity: input.quantity,
    unitPricePoisha,
    subTotalPoisha: unitPricePoisha * input.quantity,
    ownerId: product.ownerId,
  };
}

/**
 * Whether the page showed this line at a price the server charges it: the sale's, or the regular
 * one (a page that knows no promotions, such as the spec's own; it is charged the sale's, never more).
 */
function pageAgreesOnLine(input: OrderItemInput, regularPoisha: number, salePoisha: number): boolean {
  const price = takaToPoisha(input.price);
  const subTotal = takaToPoisha(input.subTotal);
  return [regularPoisha, salePoisha].some((unit) => price === unit && subTotal === unit * input.quantity);
}

/** The running promotions an order is priced against when the page knows none (the regular price). */
const NO_PROMOTIONS: OrderPromotions = { terms: [], used: new Map() };

/** These regular-priced lines with the promotions and the coupon (domain priceCart, decision 084). */
function cartPrice(
  lines: readonly PricedLine[],
  division: string,
  paymentMethod: PaymentMethod,
  fees: DeliveryFeesPoisha,
  promotions: OrderPromotions,
  coupon: AppliedCoupon | null,
  now: number,
): PricedCart {
  return priceCart({
    lines: lines.map((line) => ({
      productId: line.productId,
      categoryId: line.categoryId,
      unitPricePoisha: line.unitPricePoisha,
      quantity: line.quantity,
    })),
    division,
    fees,
    paymentMethod,
    coupon: coupon?.terms ?? null,
    promotions: promotions.terms,
    usedByCustomer: promotions.used,
    now,
  });
}

/** Units per product of these lines, products in id order (so concurrent orders never deadlock). */
function unitsByProduct(lines: readonly { productId: string | null; quantity: number }[]): Map<string, number> {
  const units = new Map<string, number>();
  for (const line of lines) {
    if (line.productId) units.set(line.productId, (units.get(line.productId) ?? 0) + line.quantity);
  }
  return new Map([...units].sort(([a], [b]) => a.localeCompare(b)));
}

/** Units per variant of these lines, in id order; lines of products without variants are not in it. */
function unitsByVariant(lines: readonly { variantId?: string | null; quantity: number }[]): Map<string, number> {
  const units = new Map<string, number>();
  for (const line of lines) {
    if (line.variantId) units.set(line.variantId, (units.get(line.variantId) ?? 0) + line.quantity);
  }
  return new Map([...units].sort(([a], [b]) => a.localeCompare(b)));
}

/** The unique index that lets one mobile-banking transfer pay one order (migration 0015). */
const TRANSFER_USED_INDEX = 'orders_mobile_banking_trx_key';

/** SQLSTATE of an order statement that found too few units of a product (migration 0008). */
const OUT_OF_STOCK = 'DK001';

/** Who or what changes an order, as its timeline records it. */
export interface OrderChangeBy {
  source: OrderEventSource;
  actorId?: string | null;
  /** A staff member's name, or the courier's. */
  actor?: string | null;
  note?: string | null;
}

const BY_SYSTEM: OrderChangeBy = { source: 'system' };

function byUser(user: UserRow): OrderChangeBy {
  return user.role === 'admin'
    ? { source: 'admin', actorId: user.id, actor: user.name }
    : { source: 'shopper', actorId: user.id };
}

/** The courier's word that moves an order: it picked the parcel up, delivered it, or brought it back. */
export type CourierStatus = 'shipped' | 'delivered' | 'returned';

/** No order has this id: the history of an order not yet placed leaves none out. */
const NO_ORDER = '00000000-0000-0000-0000-000000000000';

export const PHONE_NOT_CONFIRMED =
  'Please confirm this phone number with the code we send to it before ordering cash on delivery.';
/**
 * What another module does, inside the transaction, when a parcel comes back (refunds opens the
 * refund a paid order is owed). An error rolls the return back with it.
 */
export type ReturnListener = (tx: Transaction, returned: OrderRow) => Promise<void>;

export const ONLINE_PAYMENT_UNAVAILABLE =
  'Online payment is not available. Please choose cash on delivery or mobile banking.';

export function createOrdersService(deps: OrdersServiceDeps) {
  const { db, orders, views, catalogue, coupons, settings, gateway } = deps;
  const trackUrl = (row: Pick<OrderRow, 'id'>) => trackingPage(deps.publicUrl, row);
  const returnListeners: ReturnListener[] = [];

  /** The language of the order's customer's account, which their messages are written in. */
  async function languageOf(tx: Transaction, row: OrderRow): Promise<Locale> {
    const customer = row.customerId ? await deps.accounts.find(tx, row.customerId) : undefined;
    return customer?.language ?? DEFAULT_LANGUAGE;
  }

  async function record(tx: Transaction, orderId: string, kind: OrderEventKind, by: OrderChangeBy) {
    await addOrderEvent(tx, { orderId, kind, ...by });
  }

  /**
   * What the COD rules (domain cod-risk.ts, decision 041) read of the database for this order: the
   * phone's and the address's history and whether the customer confirmed the phone. One expression,
   * read beside the order's products (decision 045).
   */
  function orderFacts(user: UserRow, payload: ParsedPayload, cash: boolean): SQL<OrderFacts> {
    const { addressDetails, city, district } = payload.deliveryAddress;
    const confirmed = deps.accounts.phoneConfirmedCondition(user, payload.phone);
    const cod = sql`json_build_object(
      'history', ${codHistoryExpression({ id: NO_ORDER, phone: payload.phone, addressDetails, city, district })},
      'phoneVerified', ${confirmed},
      'open', ${openCodExpression(payload.phone, user.id, NO_ORDER)})`;
    return sql<OrderFacts>`json_build_object(
      'phoneTrusted', ${confirmed} OR EXISTS (SELECT 1 FROM orders o
        WHERE o.customer_id = ${user.id}::uuid AND o.phone = ${payload.phone} AND o.status = 'delivered'),
      'cod', ${cash ? cod : sql`null`})`;
  }

  /**
   * Step: the owner's COD rules for this phone and address. A first large order from a phone the
   * customer never confirmed waits for its SMS code; a phone whose parcels came back sends the
   * delivery fee first (answered: the fee prepaid), or pays by mobile banking; a phone past the
   * owner's limit gets no COD.
   */
  function checkCodRisk(
    payload: ParsedPayload,
    facts: CodFacts,
    rules: CodRiskRules,
    caps: OrderCaps,
    feePoisha: number,
  ): { prepaidPoisha: number } {
    const { history, phoneVerified, open } = facts;
    // As many COD orders on their way as the owner allows, per account and per phone (decision 071).
    const tooMany = openCodRefusal(open, caps);
    if (tooMany) throw refusedWithCode(tooMany, 'open-cod-limit');
    // The first-order rule weighs what the shop would have out on trust with this order, not the
    // order alone: a large order split in three is as large (decision 061).
    const orderValueTaka = poishaToTaka(open.poisha) + payload.totalPrice;
    const risk = codRisk({ ...history, phoneVerified, orderValueTaka }, rules);
    if (risk.requirement === 'verify-phone') throw refusedWithCode(PHONE_NOT_CONFIRMED, 'phone-not-confirmed');
    if (risk.requirement === 'prepay-delivery' && payload.deliveryFeePayment) return { prepaidPoisha: feePoisha };
    const refusal = codRefusal(risk.requirement, formatTaka(poishaToTaka(feePoisha)));
    if (refusal) throw refusedWithCode(refusal, risk.requirement);
    return { prepaidPoisha: 0 };
  }

  /** The mobile-banking transfer an order waits for: its whole total, a COD order's delivery fee, or none. */
  function transferOf(
    payload: ParsedPayload,
    prepaidPoisha: number,
  ): Pick<NewOrder, 'mobileBankingProvider' | 'paymentReference'> {
    if (payload.paymentMethod === 'mobile-banking') {
      return {
        mobileBankingProvider: payload.mobileBankingProvider ?? null,
        paymentReference: payload.transactionId || null,
      };
    }
    if (prepaidPoisha > 0 && payload.deliveryFeePayment) {
      const { provider, transactionId } = payload.deliveryFeePayment;
      return { mobileBankingProvider: provider, paymentReference: transactionId };
    }
    return { mobileBankingProvider: null, paymentReference: null };
  }

  /**
   * Why an order's stock could not be taken: the first product, in id order, with fewer units left
   * than it asks for (read after the statement failed, so only on the way to a 409).
   */
  async function shortage(
    units: Map<string, number>,
    variantUnits: Map<string, number>,
    products: Map<string, CheckoutProduct>,
  ): Promise<HttpError> {
    for (const [variantId, quantity] of variantUnits) {
      const left = await catalogue.variantRemainingOf(db, variantId);
      if (left >= quantity) continue;
      const product = [...products.values()].find((p) => p.variants.some((v) => v.id === variantId));
      const variant = product?.variants.find((v) => v.id === variantId);
      const name = [product?.name ?? 'This product', variant?.color, variant?.size].filter(Boolean).join(', ');
      return conflict(left > 0 ? `Only ${left} items available in stock` : `${name} is out of stock`);
    }
    for (const [productId, quantity] of units) {
      const left = await catalogue.remainingOf(db, productId);
      if (left >= quantity) continue;
      const name = products.get(productId)?.name ?? 'This product';
      return conflict(left > 0 ? `Only ${left} items available in stock` : `${name} is out of stock`);
    }
    // Sold out in the moment and back since (a cancellation): the shopper may try again.
    return conflict('Stock changed while your order was placed. Please try again.');
  }

  /** The answer to a placed order or a replay: the order as read, with its payment page when paid online. */
  function withPaymentUrl(row: OrderRow, order: Order): PlacedOrder {
    return isOnlinePayment(row.paymentMethod) && row.paymentUrl ? { ...order, url: row.paymentUrl } : order;
  }

  async function answer(row: OrderRow): Promise<PlacedOrder> {
    return withPaymentUrl(row, await views.one(db, row));
  }

  /**
   * What the order is charged, from what its page showed: the promoted total and fee; or, for a
   * page that knows no promotions (the spec's own) and showed the regular ones, the promoted ones
   * still (lower, never more than shown), except for a manual transfer, sent for the amount shown,
   * which is charged that regular price. Null when the page showed neither (the price check's 409).
   */
  function chargedCart(payload: ParsedPayload, promoted: PricedCart, regular: PricedCart): PricedCart | null {
    const total = takaToPoisha(payload.totalPrice);
    const fee = payload.deliveryFee === undefined ? undefined : takaToPoisha(payload.deliveryFee);
    const agrees = (cart: PricedCart) =>
      total === cart.totalPoisha && (fee === undefined || fee === cart.deliveryFeePoisha);
    if (agrees(promoted)) return promoted;
    if (!agrees(regular) || promoted.totalPoisha > regular.totalPoisha) return null;
    const transfer = payload.paymentMethod === 'mobile-banking' || payload.deliveryFeePayment !== undefined;
    return transfer ? regular : promoted;
  }

  /**
   * Checks and prices the order from the products as the server has them (one read, beside the
   * delivery fees), with the running promotions (docs/decisions/084, 085), then places it in one
   * statement (decision 029): stock, order, items and message. A coupon or a promotion adds its
   * own steps, so an order with one runs in a short transaction.
   */
  async function create(
    user: UserRow,
    payload: ParsedPayload,
    idempotencyKey: string | null,
  ): Promise<{ row: OrderRow; items: ItemRow[] }> {
    if (isOnlinePayment(payload.paymentMethod) && !gateway?.offers(payload.paymentMethod)) {
      throw badRequest(ONLINE_PAYMENT_UNAVAILABLE);
    }
    // One round trip reads the products and, for cash on delivery, what its rules ask; the fees,
    // rules and promotions are kept in memory (a promotion limited per customer reads their uses).
    const cash = payload.paymentMethod === 'cash';
    const [fees, rules, caps, read, areas, promotions] = await Promise.all([
      settings.deliveryFeesPoisha(),
      cash ? settings.codRules() : null,
      settings.orderCaps(),
      catalogue.productsForCheckout(
        [...new Set(payload.items.map((item) => item.productId))],
        orderFacts(user, payload, cash),
      ),
      // The places' Bangla names for a Bangla confirmation (docs/decisions/057): a module, once per division.
      user.language === 'bn' ? loadDivisionAreas(payload.deliveryAddress.division) : undefined,
      deps.promotions.forOrder(user.id),
    ]);
    const { products } = read;
    const lines = payload.items.map((input) => {
      const product = products.get(input.productId);
      checkOptions(input, product);
      return priceLine(input, product, variantOf(input, product));
    });
    const now = Date.now();
    const cartOf = (terms: OrderPromotions, coupon: AppliedCoupon | null) =>
      cartPrice(lines, payload.deliveryAddress.division, payload.paymentMethod, fees, terms, coupon, now);
    // A stale or tampered line price fails before any stock is touched.
    const first = cartOf(promotions, null);
    const pageAgrees = payload.items.every((input, i) =>
      pageAgreesOnLine(input, lines[i]!.unitPricePoisha, first.lines[i]!.saleUnitPricePoisha),
    );
    if (!pageAgrees) throw conflict(PRICES_CHANGED_MESSAGE);
    const regularSubtotal = lines.reduce((sum, line) => sum + line.subTotalPoisha, 0);
    if (regularSubtotal > takaToPoisha(ORDER_MAX_SUBTOTAL_TAKA)) throw badRequest(ORDER_TOO_LARGE_MESSAGE);
    const fee = deliveryFeePoisha(payload.deliveryAddress.division, fees);
    // Every product was found, so the facts were read beside them.
    const facts = read.alongside!;
    const { prepaidPoisha } = rules ? checkCodRisk(payload, facts.cod!, rules, caps, fee) : { prepaidPoisha: 0 };
    const to = confirmationTo(
      { customerEmail: payload.customerEmail || null, phone: payload.phone },
      user,
      facts.phoneTrusted,
    );
    const units = unitsByProduct(lines);
    const variantUnits = unitsByVariant(lines);
    const orderId = randomUUID();

    const write = async (tx: Database | Transaction) => {
      // A promotion with a budget or a per-customer limit is locked and read again, so that
      // concurrent orders see each other's savings (decision 085).
      const fresh = first.promotions.length ? await deps.promotions.fresh(tx, promotions, user.id, true) : promotions;
      const beforeCoupon = fresh === promotions ? first : cartOf(fresh, null);
      const coupon: AppliedCoupon | null = payload.cuopon
        ? await coupons.apply(tx as Transaction, payload.cuopon, beforeCoupon.couponBasePoisha, user.id)
        : null;
      const priced = chargedCart(payload, coupon ? cartOf(fresh, coupon) : beforeCoupon, cartOf(NO_PROMOTIONS, coupon));
      if (!priced) throw conflict(PRICES_CHANGED_MESSAGE);
      const usedCoupon = coupon && !priced.couponSetAside ? coupon : null;
      const items: ItemRow[] = lines.map(({ categoryId: _, ...line }, i) => {
        const unitPricePoisha = priced.lines[i]!.saleUnitPricePoisha;
        return {
          ...line,
          id: randomUUID(),
          orderId,
          unitPricePoisha,
          subTotalPoisha: unitPricePoisha * line.quantity,
          productNameBn: line.productNameBn ?? null,
          image: line.image ?? null,
          color: line.color ?? null,
          colorBn: line.colorBn ?? null,
          size: line.size ?? null,
          sizeBn: line.sizeBn ?? null,
          variantId: line.variantId ?? null,
          sku: line.sku ?? null,
          ownerId: line.ownerId ?? null,
        };
      });
      const paymentStatus = payload.paymentMethod === 'mobile-banking' ? 'pending' : 'unpaid';
      const order: NewOrder & { id: string } = {
        id: orderId,
        customerId: user.id,
        customerName: payload.customerName || user.name,
        customerEmail: payload.customerEmail || null,
        phone: payload.phone,
        status: 'pending',
        paymentStatus,
        paymentMethod: payload.paymentMethod,
        paymentNumber: payload.paymentNumber || null,
        // The order's transfer: the whole order's, or the delivery fee sent first (one id pays one thing, 062).
        ...transferOf(payload, prepaidPoisha),
        transactionId: newTransactionId(),
        subtotalPoisha: priced.subtotalPoisha,
        // Everything taken off after the subtotal, so that subtotal - discount + fee = total everywhere.
        discountPoisha: priced.promotionDiscountPoisha + priced.couponDiscountPoisha,
        promotionDiscountPoisha: priced.promotionDiscountPoisha,
        couponId: usedCoupon?.couponId ?? null,
        couponCode: usedCoupon?.code ?? null,
        deliveryFeePoisha: priced.deliveryFeePoisha,
        totalPoisha: priced.totalPoisha,
        ...(prepaidPoisha > 0 &&
          payload.deliveryFeePayment && {
            deliveryFeePrepaidPoisha: prepaidPoisha,
            deliveryFeePaymentNumber: payload.deliveryFeePayment.paymentNumber,
          }),
        division: payload.deliveryAddress.division,
        district: payload.deliveryAddress.district,
        city: payload.deliveryAddress.city,
        addressDetails: payload.deliveryAddress.addressDetails,
        idempotencyKey,
      };
      const row = await orders.place(tx, order, items, {
        takeStock: catalogue.takeStockStatement(units),
        products: units.size,
        takeVariantStock: variantUnits.size
          ? (taken) => catalogue.takeVariantStockStatement(variantUnits, taken)
          : null,
        variants: variantUnits.size,
        message: to && enqueueStatement(tx, orderConfirmation(order, to, user.language, trackUrl(order), areas)),
      });
      if (usedCoupon) await coupons.recordRedemption(tx as Transaction, usedCoupon, row.id, user.id);
      await deps.promotions.record(tx as Transaction, row.id, row.totalPoisha, user.id, priced.promotions, fresh.terms);
      return { row, items };
    };
    // A COD order is placed one at a time per phone and account, its open COD orders read again
    // under that lock: orders sent at once cannot each see the others missing and pass the
    // first-order rule (decision 061) or the owner's cap on open COD orders (071) together.
    const guarded = facts.cod && rules;
    const placeGuarded = async (tx: Transaction) => {
      await lockOpenCod(tx, payload.phone, user.id);
      const open = await openCodOf(tx, payload.phone, user.id, NO_ORDER);
      checkCodRisk(payload, { ...facts.cod!, open }, rules!, caps, fee);
      return write(tx);
    };
    let placed: { row: OrderRow; items: ItemRow[] };
    try {
      placed = guarded
        ? await db.transaction(placeGuarded)
        : payload.cuopon || first.promotions.length
          ? await db.transaction(write)
          : await write(db);
    } catch (error) {
      if (hasSqlState(error, OUT_OF_STOCK)) throw await shortage(units, variantUnits, products);
      // Another order holds this transfer (decision 038), placed before or at the same moment.
      if (violatedConstraint(error) === TRANSFER_USED_INDEX) throw conflict(MOBILE_BANKING_MESSAGES.trxIdUsed);
      throw error;
    }
    deps.onProductsChanged?.([...units.keys()]);
    return placed;
  }

  /**
   * Gives a claimed cancellation's stock and coupon use back: product by product in id order, each
   * product's units, then its variants' (the order statement's lock order).
   */
  async function giveBack(tx: Transaction, cancelled: ClaimedCancellation): Promise<string[]> {
    const back = unitsByProduct(cancelled.items);
    for (const [productId, quantity] of back) {
      await catalogue.returnStock(tx, productId, quantity);
      const ofProduct = cancelled.items.filter((item) => item.productId === productId);
      for (const [variantId, units] of unitsByVariant(ofProduct)) {
        await catalogue.returnVariantStock(tx, productId, variantId, units);
      }
    }
    await coupons.release(tx, cancelled.order.id);
    await deps.promotions.release(tx, cancelled.order.id);
    return [...back.keys()];
  }

  /**
   * Compensating step: an unpaid order is cancelled and its stock and coupon use given back, once.
   * `from` is the status it may be cancelled from (pending unless the shop cancels); `then` runs in
   * the same transaction (the audit of an admin's cancellation).
   */
  async function cancelUnpaid(
    transactionId: string,
    from?: readonly OrderStatus[],
    then?: (tx: Transaction, cancelled: OrderRow) => Promise<void>,
    by: OrderChangeBy = BY_SYSTEM,
  ): Promise<boolean> {
    const returned = await db.transaction(async (tx) => {
      const cancelled = await orders.cancelUnpaid(tx, transactionId, from);
      if (!cancelled) return null;
      const back = await giveBack(tx, cancelled);
      await record(tx, cancelled.order.id, 'cancelled', by);
      await then?.(tx, cancelled.order);
      return { back, method: cancelled.order.paymentMethod };
    });
    if (!returned) return false;
    deps.onProductsChanged?.(returned.back);
    if (returned.method !== 'cash') deps.counts?.payment(returned.method, 'failed');
    return true;
  }

  /**
   * A pending order whose money has moved is cancelled for a refund: in one transaction its
   * cancellation is claimed, its stock and coupon use go back (once), and `then` records the
   * refund. Null when the order is no longer pending or was already cancelled; an error thrown by
   * `then` rolls the cancellation back too.
   */
  async function cancelForRefund<T>(
    orderId: string,
    then: (tx: Transaction, order: OrderRow) => Promise<T>,
  ): Promise<T | null> {
    const done = await db.transaction(async (tx) => {
      const cancelled = await orders.cancelForRefund(tx, orderId);
      if (!cancelled) return null;
      const returned = await giveBack(tx, cancelled);
      // Only the order's customer asks for a refund of it (refunds.service.ts).
      await record(tx, orderId, 'cancelled', { source: 'shopper', actorId: cancelled.order.customerId });
      return { result: await then(tx, cancelled.order), returned };
    });
    if (!done) return null;
    deps.onProductsChanged?.(done.returned);
    return done.result;
  }

  /**
   * One step of the state machine, recorded on the timeline: a return puts the stock back once (as
   * a cancellation does), a delivery counts the sales and, for cash on delivery, the money; the
   * shopper hears of a shipped or delivered parcel. Null when the order was no longer at `row.status`.
   * The products whose stock went back or whose sales grew are added to `changed`.
   */
  async function step(
    tx: Transaction,
    row: OrderRow,
    to: Exclude<OrderStatus, 'pending'>,
    by: OrderChangeBy,
    changed: string[],
  ): Promise<OrderRow | null> {
    let after: OrderRow | null;
    if (to === 'returned') {
      const claimed = await claimReturn(tx, row.id);
      if (!claimed) return null;
      changed.push(...(await giveBack(tx, claimed)));
      after = claimed.order;
      for (const listener of returnListeners) await listener(tx, after);
    } else {
      after = await orders.advance(tx, row.id, row.status, to);
      if (!after) return null;
    }
    await record(tx, row.id, to, by);
    if (to === 'delivered') {
      const items = await orders.itemsOf(tx, [row.id]);
      const sold = unitsByProduct(items);
      await catalogue.addSales(tx, sold);
      changed.push(...sold.keys());
      if (paidOnDelivery(after)) {
        const paid = await markPaidOnDelivery(tx, row.id);
        after = paid ?? after;
        await record(tx, row.id, 'paid', { ...by, note: null });
        if (paid) await deps.onPaid?.(tx, paid, items);
      }
    }
    if (to === 'shipped' || to === 'delivered') {
      const language = await languageOf(tx, after);
      for (const message of parcelNews(after, to, trackUrl(after), language)) await enqueue(tx, message);
    }
    return after;
  }

  /** A retried submit gets the first answer: the order, or the 502 its gateway session ended in. */
  async function replay(row: OrderRow, bkashWallet: string | undefined): Promise<PlacedOrder> {
    if (isOnlinePayment(row.paymentMethod) && !row.paymentUrl && row.stockReturnedAt) throw paymentUnavailable(null);
    return answer(await startPayment(row, bkashWallet));
  }

  async function startPayment(row: OrderRow, bkashWallet: string | undefined): Promise<OrderRow> {
    const method = row.paymentMethod;
    if (!isOnlinePayment(method) || row.paymentUrl || !gateway || row.status !== 'pending') return row;
    try {
      const order = await views.one(db, row);
      const { url } = await gateway.startSession({
        method,
        transactionId: row.transactionId,
        amountPoisha: row.totalPoisha,
        customer: {
          name: row.customerName,
          email: row.customerEmail ?? '',
          phone: row.phone,
          address: row.addressDetails,
          city: row.city,
          district: row.district,
        },
        productNames: order.items.map((item) => item.productName).join(', '),
        itemCount: order.items.reduce((sum, item) => sum + item.quantity, 0),
        customerId: row.customerId ?? '',
        bkashWallet,
      });
      await orders.setPaymentUrl(row.id, url);
      deps.counts?.payment(method, 'started');
      return { ...row, paymentUrl: url };
    } catch (error) {
      await cancelUnpaid(row.transactionId);
      throw paymentUnavailable(error);
    }
  }

  return {
    /**
     * Modules standing on orders hear of each return here, inside its transaction, whoever made it
     * (the admin or the courier); refunds.module.ts listens.
     */
    whenReturned(listener: ReturnListener): void {
      returnListeners.push(listener);
    },

    /**
     * POST /order/post-order. With an Idempotency-Key, a retried submit (a double tap, a lost
     * answer) returns the first order instead of placing a second one.
     */
    async place(
      user: UserRow,
      payload: ParsedPayload,
      idempotencyKey: string | null,
    ): Promise<{ order: PlacedOrder; created: boolean }> {
      let placed: { row: OrderRow; items: ItemRow[] };
      try {
        placed = await create(user, payload, idempotencyKey);
      } catch (error) {
        // A retried submit (the key's order exists: its insert was refused, or its stock is gone
        // since) gets the first order; the same key twice at once, the one that won.
        const existing = idempotencyKey ? await orders.byIdempotencyKey(user.id, idempotencyKey) : null;
        if (existing) return { order: await replay(existing, payload.bkashWallet), created: false };
        throw error;
      }
      deps.counts?.placed(placed.row.paymentMethod);
      if (placed.row.paymentMethod === 'mobile-banking') deps.counts?.payment('mobile-banking', 'started');
      const row = await startPayment(placed.row, payload.bkashWallet);
      return { order: withPaymentUrl(row, views.written(row, placed.items)), created: true };
    },

    /**
     * POST /order/quote: what these lines would cost this shopper now, as placing them would price
     * them (the limited promotions read fresh, not held), for checkout to show and send.
     */
    async quote(user: UserRow, input: QuoteInput): Promise<OrderQuote> {
      const [fees, read, kept] = await Promise.all([
        settings.deliveryFeesPoisha(),
        catalogue.productsForCheckout([...new Set(input.items.map((item) => item.productId))]),
        deps.promotions.forOrder(user.id),
      ]);
      const lines = input.items.map((item) => {
        const asOrdered = { ...item, price: 0, subTotal: 0 };
        const product = read.products.get(item.productId);
        checkOptions(asOrdered, product);
        return priceLine(asOrdered, product, variantOf(asOrdered, product));
      });
      const now = Date.now();
      const promotions = await deps.promotions.fresh(db, kept, user.id, false);
      const cartOf = (coupon: AppliedCoupon | null) =>
        cartPrice(lines, input.division, input.paymentMethod, fees, promotions, coupon, now);
      const beforeCoupon = cartOf(null);
      const coupon = input.cuopon ? await coupons.quote(input.cuopon, beforeCoupon.couponBasePoisha, user.id) : null;
      const priced = coupon ? cartOf(coupon) : beforeCoupon;
      return {
        lines: lines.map((line, i) => {
          const price = priced.lines[i]!.saleUnitPricePoisha;
          return {
            productId: line.productId,
            color: line.color ?? null,
            size: line.size ?? null,
            quantity: line.quantity,
            regularPrice: poishaToTaka(line.unitPricePoisha),
            price: poishaToTaka(price),
            subTotal: poishaToTaka(price * line.quantity),
          };
        }),
        subtotal: poishaToTaka(priced.subtotalPoisha),
        promotions: priced.promotions.map((p) => ({
          _id: p.promotionId,
          name: p.name,
          nameBn: p.nameBn,
          kind: p.kind,
          level: p.level,
          saving: poishaToTaka(p.savingPoisha),
        })),
        promotionDiscount: poishaToTaka(priced.promotionDiscountPoisha),
        couponDiscount: poishaToTaka(priced.couponDiscountPoisha),
        couponSetAside: priced.couponSetAside,
        deliveryFee: poishaToTaka(priced.deliveryFeePoisha),
        totalPrice: poishaToTaka(priced.totalPoisha),
      };
    },

    /** A customer's orders, newest first (spec section 4, Order status). */
    listForCustomer: async (customerId: string): Promise<Order[]> =>
      views.many(db, await orders.ofCustomer(customerId)),

    /**
     * PATCH /order/update-status. A customer may only cancel their own pending, unpaid order (spec
     * section 4: a paid one goes through a refund request); its stock and coupon use go back once.
     * The shop (admin) moves orders along the one state machine (order-status.ts), cancelling
     * unpaid ones while pending or processing; each of its changes is audited in its transaction.
     */
    async updateStatus(user: UserRow, orderId: string, status: OrderStatus): Promise<Order> {
      const row = await orders.byId(db, orderId);
      const isAdmin = user.role === 'admin';
      if (!row) throw notFound('Order not found');
      if (row.customerId !== user.id && !isAdmin) throw forbidden('You may only change your own orders.');
      if (row.status === status) return views.one(db, row);
      const by = byUser(user);
      const audited = async (tx: Transaction, after: OrderRow) => {
        if (!isAdmin) return;
        await audit(tx, {
          actorId: user.id,
          action: 'update-status',
          entity: 'order',
          entityId: row.id,
          before: orderAuditView(row),
          after: orderAuditView(after),
        });
      };
      if (status === 'cancelled') {
        if (isAdmin ? !canMoveOrder(row.status, status) : !customerMayCancel(row)) {
          throw conflict(
            isAdmin ? `An order cannot go from ${row.status} to ${status}` : 'Only pending orders can be cancelled',
          );
        }
        if (cancellationNeedsRefund(row)) {
          throw conflict('This order is paid: cancel it with a refund request instead');
        }
        if (!(await cancelUnpaid(row.transactionId, [row.status], audited, by))) {
          throw conflict('The order changed meanwhile. Please refresh.');
        }
      } else {
        if (!isAdmin) throw forbidden('Only the shop can change an order to ' + status);
        // Nothing moves back to pending: canMoveOrder refuses it, and the check narrows the type.
        if (status === 'pending' || !canMoveOrder(row.status, status)) {
          throw conflict(`An order cannot go from ${row.status} to ${status}`);
        }
        const changed: string[] = [];
        const moved = await db.transaction(async (tx) => {
          const after = await step(tx, row, status, by, changed);
          if (!after) return false;
          await audited(tx, after);
          return true;
        });
        if (!moved) throw conflict('The order changed meanwhile. Please refresh.');
        if (changed.length) deps.onProductsChanged?.(changed);
      }
      return views.one(db, (await orders.byId(db, orderId))!);
    },

    /**
     * PATCH /order/reject-payment: the admin did not find the shopper's bKash/Nagad/Rocket transfer
     * (or found another amount). The order is cancelled as an unpaid one (its stock and coupon use
     * go back once), the reason is on its timeline, and the shopper is told it in their language.
     * The transaction id is free again for an order it really pays (decision 038).
     */
    async rejectPayment(actor: UserRow, orderId: string, reason: string): Promise<Order> {
      const row = await orders.byId(db, orderId);
      if (!row) throw notFound('Order not found');
      if (row.paymentMethod === 'cash') throw conflict(CONFIRM_PAYMENT_MESSAGES.cash);
      if (isOnlinePayment(row.paymentMethod)) throw conflict(CONFIRM_PAYMENT_MESSAGES.ssl);
      if (row.status === 'cancelled') throw conflict(CONFIRM_PAYMENT_MESSAGES.cancelled);
      if (row.paymentStatus === 'paid') throw conflict(CONFIRM_PAYMENT_MESSAGES.paid);
      if (!mayConfirmPayment(row) || !canMoveOrder(row.status, 'cancelled')) {
        throw conflict(`An order cannot go from ${row.status} to cancelled`);
      }
      const by: OrderChangeBy = { source: 'admin', actorId: actor.id, actor: actor.name, note: reason };
      const rejected = await cancelUnpaid(
        row.transactionId,
        [row.status],
        async (tx, cancelled) => {
          const after = (await orders.markPaymentRejected(tx, cancelled.id)) ?? cancelled;
          await audit(tx, {
            actorId: actor.id,
            action: 'reject-payment',
            entity: 'order',
            entityId: row.id,
            before: orderAuditView(row),
            after: { ...orderAuditView(after), reason },
          });
          const language = await languageOf(tx, after);
          for (const message of paymentRejected(after, reason, trackUrl(after), language)) await enqueue(tx, message);
        },
        by,
      );
      if (!rejected) throw conflict('The order changed meanwhile. Please refresh.');
      return views.one(db, (await orders.byId(db, orderId))!);
    },

    byTransactionId: (transactionId: string) => orders.byTransactionId(db, transactionId),

    /** An online payment the gateway confirmed: paid, once. */
    async markPaid(transactionId: string, reference: string): Promise<boolean> {
      const paid = await db.transaction(async (tx) => {
        const row = await orders.markPaid(tx, transactionId, reference);
        if (row) {
          await record(tx, row.id, 'paid', { source: 'payment' });
          if (deps.onPaid) await deps.onPaid(tx, row, await orders.itemsOf(tx, [row.id]));
        }
        return row;
      });
      if (paid) deps.counts?.payment(paid.paymentMethod, 'succeeded');
      return paid !== null;
    },

    /**
     * The courier's word on a parcel, inside the caller's transaction: the order takes each allowed
     * step towards `to` (a "delivered" for an order the shop still has as processing ships it first).
     * 'already' when it is there, 'refused' when the state machine has no way there (a cancelled order).
     */
    async courierMove(
      tx: Transaction,
      orderId: string,
      to: CourierStatus,
      by: OrderChangeBy,
    ): Promise<'moved' | 'already' | 'refused'> {
      let row = await orders.lockById(tx, orderId);
      if (!row) return 'refused';
      const path = row.status === 'pending' ? null : orderPathTo(row.status, to);
      if (!path) return 'refused';
      if (!path.length) return 'already';
      const changed: string[] = [];
      for (const status of path) {
        row = await step(tx, row, status, by, changed);
        if (!row) return 'refused';
      }
      if (changed.length) deps.onProductsChanged?.(changed);
      return 'moved';
    },

    /** A step that moves no status (booked with a courier, in transit, out for delivery), on the timeline. */
    async note(
      tx: Transaction,
      orderId: string,
      kind: 'booked' | 'in-transit' | 'out-for-delivery',
      by: OrderChangeBy,
    ) {
      await record(tx, orderId, kind, by);
      if (kind !== 'out-for-delivery') return;
      const row = await orders.byId(tx, orderId);
      if (!row) return;
      const language = await languageOf(tx, row);
      for (const message of parcelNews(row, kind, trackUrl(row), language)) await enqueue(tx, message);
    },

    /**
     * GET /order/{orderId}/cod-risk: the risk of collecting this order's cash on delivery, from the
     * shop's own history of the phone and the address (the admin's badge and reasons).
     */
    async codRisk(orderId: string): Promise<CodRisk> {
      const row = await orders.byId(db, orderId);
      if (!row) throw notFound('Order not found');
      const customer = row.customerId ? await deps.accounts.find(db, row.customerId) : undefined;
      const [history, rules, phoneVerified, open] = await Promise.all([
        codHistoryOf(db, row),
        settings.codRules(),
        customer ? deps.accounts.phoneConfirmed(db, customer, row.phone) : false,
        openCodOf(db, row.phone, row.customerId, row.id),
      ]);
      // The badge weighs what checkout weighs: this order with the others still open (decision 061).
      const orderValueTaka = poishaToTaka(open.poisha + row.totalPoisha);
      return codRisk({ ...history, phoneVerified, orderValueTaka }, rules);
    },

    /**
     * GET /order/{orderId}/timeline: its customer, an admin, or a seller with items in it. Staff
     * names show to the admin only.
     */
    async timeline(user: UserRow, orderId: string): Promise<OrderEvent[]> {
      const row = await orders.byId(db, orderId);
      if (!row) throw notFound('Order not found');
      const mayRead =
        user.role === 'admin' ||
        row.customerId === user.id ||
        (user.role === 'owner' && (await orders.hasItemsOf(db, orderId, user.id)));
      if (!mayRead) throw forbidden('You may only view your own orders.');
      return orderTimeline(row, await eventsOfOrder(db, orderId), user.role === 'admin');
    },

    /**
     * /track: the order with this number placed with this phone, as anyone may see it (its status
     * and timeline, no names, address or items). Null when none matches.
     */
    async track(
      number: string,
      phone: string,
    ): Promise<{ number: string; status: OrderStatus; timeline: OrderEvent[]; orderId: string } | null> {
      const row = await orderByNumberAndPhone(db, number, phone);
      if (!row) return null;
      return {
        orderId: row.id,
        number,
        status: row.status,
        timeline: orderTimeline(row, await eventsOfOrder(db, row.id), false),
      };
    },

    cancelUnpaid,
    cancelForRefund,

    /** Card orders still waiting for their payment after `minutes`, oldest first: their transaction ids. */
    staleOnlinePayments: (minutes: number, limit: number) => orders.staleOnlinePayments(minutes, limit),

    // What other modules read of orders.
    byId: (orderId: string) => orders.byId(db, orderId),
    /** An order's items as placed (the invoice). */
    itemsOf: (orderId: string) => orders.itemsOf(db, [orderId]),
    view: (row: OrderRow) => views.one(db, row),
    /** These orders as read, in the order of the ids given (every id must be an order's). */
    async viewByIds(ids: readonly string[]): Promise<Order[]> {
      const byId = new Map((await orders.byIds(db, ids)).map((row) => [row.id, row]));
      return views.many(
        db,
        ids.map((id) => byId.get(id)!),
      );
    },
    idsOfCustomer: (customerId: string) => orders.idsOfCustomer(customerId),
    /** Whether the customer has received the product (a delivered order containing it). */
    hasReceived: (tx: Transaction, customerId: string, productId: string) =>
      orders.hasReceived(tx, customerId, productId),
    /** Whether the customer has orders still on their way (pending, processing, shipped). */
    hasOpenOrders: (tx: Transaction, customerId: string) => orders.hasOpenOrders(tx, customerId),
    /** A deleted customer's orders stay for the books without their personal details. */
    forgetCustomer: (tx: Transaction, customerId: string) => orders.forgetCustomer(tx, customerId),
    /** The dashboard's order figures, over all orders (admin) or over a seller's items. */
    figures: (reader: UserRow, days: number) => orderFigures(db, sellerOf(reader), days),
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
