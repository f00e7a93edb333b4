import { downloadFile } from '@/lib/download';

/** GET /order/invoice/{orderId}: the order's PDF invoice, saved as invoice-{orderId}.pdf; throws when it fails. */
export function downloadInvoice(orderId: string): Promise<void> {
  return downloadFile(`/order/invoice/${encodeURIComponent(orderId)}`, `invoice-${orderId}.pdf`);
}
