import { downloadFile } from '@/lib/download';

/**
 * GET /order/invoice/{orderId}: the PDF, fetched with the bearer token and saved as
 * invoice-{orderId}.pdf. Throws when it fails; the caller decides what the user sees.
 */
export function downloadInvoice(orderId: string): Promise<void> {
  return downloadFile(`/order/invoice/${encodeURIComponent(orderId)}`, `invoice-${orderId}.pdf`);
}
