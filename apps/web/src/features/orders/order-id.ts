import { ORDER_ID_DISPLAY_LENGTH } from '@dokan/domain/constants';

/** The order id as shoppers see it: its last 6 characters (spec section 9). */
export function shortOrderId(id: string): string {
  return id.slice(-ORDER_ID_DISPLAY_LENGTH);
}
