import type { Order } from '@dokan/domain';
import type { CartLine } from '@/lib/cart-store';
import { type CheckoutState, checkoutState } from '@/lib/checkout-state';

/**
 * Buy Again (spec section 2): the order's items go to /checkout, with the sum of their subTotal. They never
 * entered the cart, so they travel as a direct purchase and placing the order leaves the cart alone. The
 * checkout prices them again from the server; a product since deleted (no productId) cannot be bought.
 */
export function buyAgainState(order: Order): CheckoutState {
  const lines: CartLine[] = order.items
    .filter((item): item is typeof item & { productId: string } => item.productId !== null)
    .map((item) => ({
      productId: item.productId,
      productName: item.productName,
      productCategory: '',
      price: item.quantity > 0 ? item.subTotal / item.quantity : item.price,
      quantity: item.quantity,
      subTotal: item.subTotal,
      maxStock: item.quantity,
      image: item.image,
      ...(item.color ? { color: item.color } : {}),
      ...(item.size ? { size: item.size } : {}),
      OwnerId: item.OwnerId,
      OwnerName: null,
    }));
  return checkoutState(lines, 'buy now');
}
