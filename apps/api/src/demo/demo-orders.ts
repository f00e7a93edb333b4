/**
 * A month of demo orders, so that the admin dashboard, the order list and the demo customers' My
 * Orders have something to show on first start. They are placed by the demo customers at the
 * catalogue's prices over the last 30 days: older ones mostly delivered (a few cancelled, their
 * stock given back, some refused at the door), recent ones still on their way or waiting, each with
 * its timeline and parcel (demo-parcels.ts). Paid and unpaid follow the method: card orders are paid
 * when placed, mobile banking once the shop confirmed it, cash on delivery.
 */
import {
  BD_DISTRICTS_BY_DIVISION,
  BD_DIVISIONS,
  deliveryFeePoisha,
  type OrderStatus,
  type PaymentMethod,
  type PaymentStatus,
} from '@dokan/domain';

import type { orderItems, orders, productImages, products, shopSettings, users } from '../db/schema.ts';
import { type DemoParcels, planDemoParcels } from './demo-parcels.ts';
import type { Random } from './random.ts';

const DAYS = 30;
const ORDERS = 90;
const DAY_MS = 86_400_000;

type OrderRow = typeof orders.$inferInsert;
type ItemRow = typeof orderItems.$inferInsert;

export interface DemoOrders extends DemoParcels {
  orders: OrderRow[];
  orderItems: ItemRow[];
}

interface Sources {
  customers: (typeof users.$inferInsert)[];
  /** The customer whose login the start prints: none of their parcels came back. */
  demoShopperId: string;
  products: (typeof products.$inferInsert)[];
  productImages: (typeof productImages.$inferInsert)[];
  settings: typeof shopSettings.$inferInsert;
}

/** How far an order of that age has come: old ones arrived or were called off, new ones wait. */
function statusFor(random: Random, ageDays: number): OrderStatus {
  if (ageDays >= 6) return random.chance(0.12) ? 'cancelled' : 'delivered';
  if (ageDays >= 3) return random.pick(['processing', 'shipped', 'shipped', 'delivered']);
  return random.pick(['pending', 'pending', 'pending', 'processing', 'cancelled']);
}

function paymentStatusFor(method: PaymentMethod, status: OrderStatus): PaymentStatus {
  if (method === 'ssl') return 'paid';
  if (method === 'mobile-banking') return status === 'pending' ? 'unpaid' : 'paid';
  return status === 'delivered' ? 'paid' : 'unpaid';
}

export function planDemoOrders(random: Random, sources: Sources, now: Date): DemoOrders {
  const plan: Pick<DemoOrders, 'orders' | 'orderItems'> = { orders: [], orderItems: [] };
  const firstImage = new Map<string, string>();
  for (const image of sources.productImages) {
    if (image.position === 0) firstImage.set(image.productId, image.url);
  }
  const inStock = sources.products.filter((p) => (p.remaining ?? 0) > 0);
  const fees = {
    insidePoisha: sources.settings.shippingFeeInsidePoisha ?? 0,
    outsidePoisha: sources.settings.shippingFeeOutsidePoisha ?? 0,
  };

  for (let n = 0; n < ORDERS; n++) {
    const ageMinutes = random.int(0, DAYS * 24 * 60 - 1);
    const createdAt = new Date(now.getTime() - ageMinutes * 60_000);
    let status = statusFor(random, ageMinutes / (24 * 60));
    // A paid order is cancelled only through a refund; the demo keeps to unpaid cash ones.
    const method: PaymentMethod =
      status === 'cancelled' ? 'cash' : random.pick(['cash', 'cash', 'mobile-banking', 'ssl']);
    if (method === 'ssl' && status === 'pending') status = 'processing';
    const paymentStatus = paymentStatusFor(method, status);
    const customer = random.pick(sources.customers);
    const division = random.chance(0.5) ? 'Dhaka' : random.pick(BD_DIVISIONS);
    const district = random.pick(BD_DISTRICTS_BY_DIVISION[division as keyof typeof BD_DISTRICTS_BY_DIVISION]);
    const id = random.uuid();

    let subtotalPoisha = 0;
    for (const product of random.sample(inStock, random.pick([1, 1, 1, 2, 2, 3]))) {
      const quantity = random.pick([1, 1, 1, 2]);
      const subTotalPoisha = product.pricePoisha * quantity;
      subtotalPoisha += subTotalPoisha;
      plan.orderItems.push({
        orderId: id,
        productId: product.id,
        productName: product.name,
        productNameBn: product.nameBn ?? null,
        image: firstImage.get(product.id as string) ?? null,
        color: product.colors?.[0] ?? null,
        colorBn: product.colorsBn?.[0] || null,
        size: product.sizes?.[0] ?? null,
        sizeBn: product.sizesBn?.[0] || null,
        quantity,
        unitPricePoisha: product.pricePoisha,
        subTotalPoisha,
        ownerId: product.ownerId ?? null,
      });
    }
    const delivery = deliveryFeePoisha(division, fees);
    const updatedAt = new Date(Math.min(now.getTime(), createdAt.getTime() + random.int(1, 4) * DAY_MS));
    plan.orders.push({
      id,
      customerId: customer.id,
      customerName: customer.name,
      customerEmail: customer.email ?? null,
      phone: customer.phone ?? '01712345678',
      status,
      paymentStatus,
      paymentMethod: method,
      paymentNumber: method === 'mobile-banking' ? (customer.phone ?? null) : null,
      paymentReference:
        method === 'cash' ? null : `${method === 'ssl' ? 'VAL' : 'TRX'}${random.int(10_000_000, 99_999_999)}`,
      transactionId: `DKNDEMO${String(n + 1).padStart(4, '0')}`,
      subtotalPoisha,
      deliveryFeePoisha: delivery,
      totalPoisha: subtotalPoisha + delivery,
      division,
      district,
      city: district,
      addressDetails: `House ${random.int(1, 120)}, Road ${random.int(1, 30)}`,
      paidAt: paymentStatus === 'paid' ? (method === 'cash' ? updatedAt : createdAt) : null,
      stockReturnedAt: status === 'cancelled' ? updatedAt : null,
      createdAt,
      updatedAt,
    });
  }
  return { ...plan, ...planDemoParcels(plan.orders, now, sources.demoShopperId) };
}
