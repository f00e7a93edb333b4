import { downloadFile } from '@/lib/download';

/**
 * GET /order/invoice/{orderId}: the PDF, fetched with the bearer token and saved as
 * invoice-{orderId}.pdf. A failure is only logged (spec section 8: no message for the shopper).
 */
export async function downloadInvoice(orderId: string): Promise<void> {
  try {
    await downloadFile(`/order/invoice/${encodeURIComponent(orderId)}`, `invoice-${orderId}.pdf`);
  } catch (error) {
    console.error('Invoice download failed', error);
  }
}
