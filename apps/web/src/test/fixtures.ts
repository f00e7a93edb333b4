import type { Category, Order, OrderItem, Product, ProductList, ProductSummary } from '@dokan/domain';
import type { CartLine } from '@/lib/cart-store';

let serial = 0;
const uuid = () => `00000000-0000-4000-8000-${String(++serial).padStart(12, '0')}`;

export function aCategory(overrides: Partial<Category> = {}): Category {
  return { _id: uuid(), categoryName: 'Groceries', categoryImage: null, ...overrides };
}

export function aProductSummary(overrides: Partial<ProductSummary> = {}): ProductSummary {
  const id = overrides._id ?? uuid();
  return {
    _id: id,
    productName: `Miniket Rice 5 kg ${id.slice(-3)}`,
    productImages: ['/api/media/rice.jpg'],
    productPrice: 1250,
    productOriginalPrice: 1250,
    productDiscount: 0,
    productRating: 4.25,
    reviewCount: 12,
    reviews: [],
    popularProducts: null,
    sales: 340,
    remainingProducts: 20,
    quantity: '5 kg bag',
    productColors: [],
    productSizes: [],
    productCategory: { _id: 'cat-1', categoryName: 'Groceries' },
    productSubCategory: null,
    productSubSubCategory: null,
    OwnerId: null,
    OwnerName: null,
    createdAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

export function aProduct(overrides: Partial<Product> = {}): Product {
  return {
    // The page's reviews replace the card's slim ones below.
    ...aProductSummary({ ...overrides, reviews: [] }),
    productDescription: 'Fine aromatic rice.',
    productDetails: ['Origin: Dinajpur'],
    searchTags: ['rice'],
    faqs: [],
    video: null,
    reviews: [],
    variants: [],
    ...overrides,
  };
}

export function aProductList(products: ProductSummary[], overrides: Partial<ProductList> = {}): ProductList {
  return {
    success: true,
    message: 'OK',
    count: products.length,
    total: products.length,
    page: 1,
    pages: 1,
    data: products,
    ...overrides,
  };
}

export function manyProducts(count: number, overrides: Partial<ProductSummary> = {}): ProductSummary[] {
  return Array.from({ length: count }, () => aProductSummary(overrides));
}

export function anOrderItem(overrides: Partial<OrderItem> = {}): OrderItem {
  return {
    productId: uuid(),
    productName: 'Miniket Rice 5 kg',
    image: '/api/media/rice.jpg',
    quantity: 1,
    color: null,
    size: null,
    price: 1250,
    subTotal: 1250,
    OwnerId: null,
    ...overrides,
  };
}

export function anOrder(overrides: Partial<Order> = {}): Order {
  const items = overrides.items ?? [anOrderItem()];
  const subtotal = items.reduce((sum, item) => sum + item.subTotal, 0);
  return {
    _id: `order-${uuid()}`,
    transaction_id: `TXN-${serial}`,
    customerId: 'customer-1',
    customerName: 'Rahim',
    customerEmail: 'rahim@example.com',
    phone: '01712345678',
    status: 'pending',
    paymentStatus: 'unpaid',
    paymentMethod: 'cash',
    paymentNumber: null,
    paymentReference: null,
    subtotal,
    discount: 0,
    cuopon: null,
    deliveryFee: 60,
    totalPrice: subtotal + 60,
    createdAt: '2026-11-21T10:00:00.000Z',
    deliveryAddress: { division: 'Dhaka', district: 'Dhaka', city: 'Dhanmondi', addressDetails: 'House 12, Road 5' },
    items,
    ...overrides,
  };
}

export function aCartLine(overrides: Partial<CartLine> = {}): CartLine {
  return {
    productId: uuid(),
    productName: 'Jamdani Saree',
    productCategory: 'Clothing',
    price: 4500,
    quantity: 2,
    subTotal: 9000,
    maxStock: 5,
    image: null,
    OwnerId: null,
    OwnerName: null,
    ...overrides,
  };
}
