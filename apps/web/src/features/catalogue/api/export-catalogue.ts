import { downloadFile } from '@/lib/download';

/** GET /admin/products/export, saved as catalogue.csv: an admin's every product, a seller's own. */
export function exportCatalogue(): Promise<void> {
  return downloadFile('/admin/products/export', 'catalogue.csv');
}
