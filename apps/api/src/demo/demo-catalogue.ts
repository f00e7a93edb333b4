/**
 * The demo shop as rows and pictures, planned without touching the database: categories,
 * products, reviews, banners, logo, settings and a month of orders, every value drawn from one seeded generator.
 */
import type {
  banners,
  categories,
  logos,
  productFaqs,
  productImages,
  products,
  productVariants,
  reviews,
  shopSettings,
  subcategories,
  subSubcategories,
  users,
} from '../db/schema.ts';
import { paletteOf } from './art/colour.ts';
import { drawingFor } from './art/items.ts';
import { bannerPicture, logoPicture } from './art/marketing.ts';
import { productPicture, type View } from './art/scene.ts';
import { CATEGORY_NAMES_BN } from './bangla-names.ts';
import { type LineInBangla, lineInBangla } from './bangla-texts.ts';
import { type DemoOrders, planDemoOrders } from './demo-orders.ts';
import { draftProduct, type ProductModel, productNames, productRow } from './product-draft.ts';
import { createRandom, type Random } from './random.ts';
import {
  CATALOGUE,
  type CategoryPlan,
  DEMO_CUSTOMERS,
  DEMO_SELLERS,
  type ProductLine,
  REVIEW_TEXTS,
  REVIEW_TEXTS_BN,
} from './vocabulary.ts';

export interface PictureJob {
  key: string;
  svg: string;
}

export interface DemoCatalogue {
  users: (typeof users.$inferInsert)[];
  categories: (typeof categories.$inferInsert)[];
  subcategories: (typeof subcategories.$inferInsert)[];
  subSubcategories: (typeof subSubcategories.$inferInsert)[];
  products: (typeof products.$inferInsert)[];
  productImages: (typeof productImages.$inferInsert)[];
  productFaqs: (typeof productFaqs.$inferInsert)[];
  productVariants: (typeof productVariants.$inferInsert)[];
  reviews: (typeof reviews.$inferInsert)[];
  banners: (typeof banners.$inferInsert)[];
  logos: (typeof logos.$inferInsert)[];
  settings: typeof shopSettings.$inferInsert;
  orders: DemoOrders;
  pictures: PictureJob[];
}

const SEED = 20_240_417;
const PRODUCTS_PER_LEAF = 4;
const DAY_MS = 86_400_000;
/** Products were added over the last half year, so 'newest' has something to sort. */
const CATALOGUE_AGE_DAYS = 180;
const PRODUCT_VIEWS: View[] = ['front', 'tilted', 'closeup', 'small'];
/** The customers who placed the last month's orders; the others bought (and reviewed) before. */
const REGULAR_CUSTOMERS = 12;
/** A buyer reviews once the order has come, a few days after buying. */
const REVIEW_AFTER_DAYS = 3;
/** The share of buyers who leave a review, from this to twice this. */
const REVIEWING_BUYERS = 0.025;
const CATEGORY_ICON_SIZE = 256;

/**
 * The home page's banners: pictures without words, and the words the page draws over them in its
 * language (docs/decisions/056).
 */
const BANNERS = [
  {
    category: "Men's Fashion",
    title: 'Eid Collection for Men',
    titleBn: 'ছেলেদের ঈদ কালেকশন',
    subtitle: 'Panjabi, shirts and tees for the festive days',
    subtitleBn: 'উৎসবের দিনের পাঞ্জাবি, শার্ট আর টি-শার্ট',
    offer: 40,
    items: ['tshirt', 'panjabi', 'shirt'],
    colours: ['maroon', 'cream', 'green'],
  },
  {
    category: "Women's Fashion",
    title: 'Jamdani & Tant Saree Festival',
    titleBn: 'জামদানি ও তাঁতের শাড়ি উৎসব',
    subtitle: 'Handwoven in Rupganj and Tangail',
    subtitleBn: 'রূপগঞ্জ আর টাঙ্গাইলের তাঁতে বোনা',
    offer: 30,
    items: ['kurti', 'saree', 'hijab'],
    colours: ['pink', 'red', 'purple'],
  },
  {
    category: 'Electronics',
    title: 'Gadget Week',
    titleBn: 'গ্যাজেট সপ্তাহ',
    subtitle: 'Phones, earbuds and watches with official warranty',
    subtitleBn: 'অফিশিয়াল ওয়ারেন্টিসহ ফোন, ইয়ারবাডস আর ঘড়ি',
    offer: 25,
    items: ['earbuds', 'phone', 'smartWatch'],
    colours: ['white', 'blue', 'orange'],
  },
  {
    category: 'Groceries',
    title: 'Monthly Bazar Savings',
    titleBn: 'মাসের বাজারে সাশ্রয়',
    subtitle: 'Rice, oil and tea delivered to your door',
    subtitleBn: 'চাল, তেল আর চা পৌঁছে যাবে ঘরে',
    offer: 15,
    items: ['riceSack', 'oilBottle', 'teaBox'],
    colours: ['green', 'gold', 'red'],
  },
];

/** Two customers in three write their reviews in Bangla, the others in English. */
const writesInBangla = (customerIndex: number) => customerIndex % 3 !== 2;

/** Weavers' products go to the weavers' shop; the rest is sold by the shop itself. */
const WEAVER_KINDS = new Set(['saree', 'lungi', 'panjabi', 'kameez', 'kurti']);

function slug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z]+/g, '.')
    .replace(/^\.|\.$/g, '');
}

/** A trim that stands out against the main colour. */
function accentFor(colour: string): string {
  return ['gold', 'yellow', 'orange', 'beige', 'cream', 'khaki'].includes(colour) ? '#b91c1c' : '#d4a017';
}

function peopleRows(random: Random, now: Date) {
  const customers = DEMO_CUSTOMERS.map((name, i) => ({
    id: random.uuid(),
    name,
    email: `${slug(name)}@example.com`,
    phone: `01${random.pick(['3', '5', '7', '8', '9'])}${String(10_000_000 + i * 7_654_321).slice(-8)}`,
    role: 'user' as const,
    isEmailVerified: true,
    createdAt: new Date(now.getTime() - (CATALOGUE_AGE_DAYS + 30 - i) * DAY_MS),
  }));
  const sellers = DEMO_SELLERS.map((name) => ({
    id: random.uuid(),
    name,
    email: `${slug(name)}@example.com`,
    role: 'owner' as const,
    isEmailVerified: true,
    createdAt: new Date(now.getTime() - (CATALOGUE_AGE_DAYS + 60) * DAY_MS),
  }));
  return { customers, sellers };
}

export function planDemoCatalogue(urlFor: (key: string) => string, now: Date): DemoCatalogue {
  const random = createRandom(SEED);
  const { customers, sellers } = peopleRows(random, now);
  const plan: DemoCatalogue = {
    users: [...customers, ...sellers],
    categories: [],
    subcategories: [],
    subSubcategories: [],
    products: [],
    productImages: [],
    productFaqs: [],
    productVariants: [],
    reviews: [],
    banners: [],
    logos: [],
    settings: {
      id: 1,
      shopName: 'Dokan',
      shippingFeeInsidePoisha: 6000,
      shippingFeeOutsidePoisha: 12000,
      receivingNumber: '01712-345678',
      supportPhone: '09612-345678',
      supportEmail: 'support@dokan.com.bd',
    },
    orders: { orders: [], orderItems: [], consignments: [], orderEvents: [] },
    pictures: [],
  };

  const icon = (folder: string, id: string, kind: string, colour: string, tint: string) => {
    const key = `${folder}/${id}.webp`;
    plan.pictures.push({
      key,
      svg: productPicture(drawingFor(kind), paletteOf(colour, accentFor(colour)), 'front', tint, CATEGORY_ICON_SIZE),
    });
    return urlFor(key);
  };

  function addProduct(
    line: ProductLine,
    bangla: LineInBangla,
    category: CategoryPlan,
    ids: { category: string; sub: string; leaf: string },
    model: ProductModel,
  ) {
    const id = random.uuid();
    const createdAt = new Date(now.getTime() - random.int(0, CATALOGUE_AGE_DAYS * 24 * 60) * 60_000);
    const listedDays = (now.getTime() - createdAt.getTime()) / DAY_MS;
    const draft = draftProduct(line, bangla, random, model, listedDays);
    const seller = WEAVER_KINDS.has(line.kind) ? sellers[1] : sellers[0];

    const paints = draft.colours.length ? draft.colours : (line.paint ?? [category.tint]);
    const pictureCount = random.pick([2, 2, 3, 3, 4]);
    for (let position = 0; position < pictureCount; position++) {
      const colour = paints[position % paints.length] as string;
      const key = `products/${id}/${position}.webp`;
      plan.pictures.push({
        key,
        svg: productPicture(
          drawingFor(line.kind),
          paletteOf(colour, accentFor(colour)),
          PRODUCT_VIEWS[position] as View,
          category.tint,
        ),
      });
      plan.productImages.push({ productId: id, position, url: urlFor(key) });
    }

    line.faqs.forEach((faq, position) => plan.productFaqs.push({ productId: id, position, ...faq }));
    line.faqsBn.forEach((faq, position) => plan.productFaqs.push({ productId: id, language: 'bn', position, ...faq }));

    // Reviews come from some of the buyers whose orders have arrived, each a different customer, on
    // days spread over the time since, in words not repeated on the product; its rating is their average.
    const reviewableDays = Math.max(0, listedDays - REVIEW_AFTER_DAYS);
    const arrivedSales = draft.sales * (reviewableDays / Math.max(listedDays, 1));
    const reviewCount = Math.round(arrivedSales * REVIEWING_BUYERS * (1 + random.next()));
    const reviewers = random.sample(customers, reviewCount);
    const bias = random.pick([0, 0, 1, 1, 2]);
    const stars = reviewers.map(() => Math.max(1, 5 - Math.floor(random.next() ** 2 * (2 + bias))));
    const unsaid = new Map<string, string[]>();
    reviewers.forEach((customer, i) => {
      const rating = stars[i] as number;
      const bangla = writesInBangla(customers.indexOf(customer));
      const texts = (bangla ? REVIEW_TEXTS_BN : REVIEW_TEXTS)[rating] as string[];
      const kind = `${bangla ? 'bn' : 'en'}${rating}`;
      if (!unsaid.get(kind)?.length) unsaid.set(kind, random.sample(texts, texts.length));
      const firstDay = createdAt.getTime() + REVIEW_AFTER_DAYS * DAY_MS;
      const date = new Date(firstDay + random.next() * (now.getTime() - firstDay));
      plan.reviews.push({
        id: random.uuid(),
        productId: id,
        userId: customer.id,
        stars: rating,
        text: unsaid.get(kind)!.pop()!,
        createdAt: date,
        updatedAt: date,
      });
    });
    plan.products.push(
      productRow(draft, {
        id,
        categoryId: ids.category,
        subcategoryId: ids.sub,
        subSubcategoryId: ids.leaf,
        seller,
        stars,
        createdAt,
      }),
    );
  }

  CATALOGUE.forEach((category, categoryPosition) => {
    const categoryId = random.uuid();
    plan.categories.push({
      id: categoryId,
      name: category.name,
      nameBn: CATEGORY_NAMES_BN[category.name] ?? null,
      image: icon('categories', categoryId, category.icon, category.tint, category.tint),
      position: categoryPosition,
    });
    category.subcategories.forEach((sub, subPosition) => {
      const subId = random.uuid();
      const firstLine = sub.leaves[0]?.line;
      plan.subcategories.push({
        id: subId,
        categoryId,
        name: sub.name,
        nameBn: CATEGORY_NAMES_BN[sub.name] ?? null,
        image: sub.icon
          ? icon(
              'subcategories',
              subId,
              sub.icon,
              firstLine?.colours[0] ?? firstLine?.paint?.[0] ?? category.tint,
              category.tint,
            )
          : null,
        position: subPosition,
      });
      sub.leaves.forEach((leaf, leafPosition) => {
        const leafId = random.uuid();
        plan.subSubcategories.push({
          id: leafId,
          categoryId,
          subcategoryId: subId,
          name: leaf.name,
          nameBn: CATEGORY_NAMES_BN[leaf.name] ?? null,
          position: leafPosition,
        });
        const bangla = lineInBangla(leaf.name);
        for (const model of productNames(leaf.line, random, PRODUCTS_PER_LEAF)) {
          addProduct(leaf.line, bangla, category, { category: categoryId, sub: subId, leaf: leafId }, model);
        }
      });
    });
  });

  BANNERS.forEach((banner, position) => {
    const id = random.uuid();
    const category = CATALOGUE.find((c) => c.name === banner.category) as CategoryPlan;
    const key = `banners/${id}.webp`;
    plan.pictures.push({
      key,
      svg: bannerPicture({
        tint: category.tint,
        items: banner.items.map((kind, i) => ({ kind, colour: banner.colours[i] as string })),
      }),
    });
    const categoryId = plan.categories.find((c) => c.name === banner.category)?.id;
    plan.banners.push({
      id,
      image: urlFor(key),
      offerPercent: banner.offer,
      categoryId,
      position,
      title: banner.title,
      titleBn: banner.titleBn,
      subtitle: banner.subtitle,
      subtitleBn: banner.subtitleBn,
    });
  });

  const logoId = random.uuid();
  plan.pictures.push({ key: `logos/${logoId}.webp`, svg: logoPicture() });
  plan.logos.push({ id: logoId, url: urlFor(`logos/${logoId}.webp`) });
  // The month's orders come from the regulars, the demo shopper among them, so their My Orders has some.
  plan.orders = planDemoOrders(
    random,
    // The first customer is the demo shopper, whose login the start prints.
    { customers: customers.slice(0, REGULAR_CUSTOMERS), demoShopperId: customers[0]!.id, ...plan },
    now,
  );
  plan.productVariants = plan.products.flatMap((product, at) => variantsOf(product, at));
  return plan;
}

/**
 * Clothes and shoes (a product in colours and several sizes) as the shop keeps them
 * (docs/decisions/077): a variant per colour and size, the product's stock shared among them, the
 * last combination sold out and the largest size a little dearer; the product's stock becomes
 * their sum. No random draw, so the rest of the demo stays as it was.
 */
function variantsOf(product: typeof products.$inferInsert & { id?: string }, at: number) {
  const colors = product.colors ?? [];
  const sizes = product.sizes ?? [];
  if (!product.id || !colors.length || sizes.length < 2) return [];
  const combinations = colors.flatMap((color) => sizes.map((size) => ({ color, size })));
  const share = Math.floor((product.remaining ?? 0) / combinations.length);
  const rows = combinations.map(({ color, size }, position) => ({
    productId: product.id!,
    position,
    sku: `DK${at}-${color}-${size}`.toUpperCase().replace(/[^A-Z0-9._/-]+/g, ''),
    color,
    size,
    remaining: position === combinations.length - 1 ? 0 : share + (position === 0 ? 1 : 0),
    originalPricePoisha:
      size === sizes[sizes.length - 1] ? Math.round((product.originalPricePoisha * 1.1) / 100) * 100 : null,
  }));
  product.remaining = rows.reduce((sum, row) => sum + row.remaining, 0);
  return rows;
}
