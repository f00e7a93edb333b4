import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { CatalogueImportReport } from '@dokan/domain';
import { uploadWithProgress } from '@/lib/upload-with-progress';

export interface CatalogueImport {
  csv: File;
  /** Pictures the CSV's image cells name by file (decision 081). */
  zip?: File | null;
  /** Reports what the import would do and changes nothing. */
  dryRun: boolean;
  onProgress?: (fraction: number) => void;
}

/** POST /admin/products/import: multipart `file`, `images` (a zip) and `dryRun` (docs/decisions/079, 081). */
export function importCatalogue({ csv, zip, dryRun, onProgress }: CatalogueImport): Promise<CatalogueImportReport> {
  const body = new FormData();
  body.append('dryRun', String(dryRun));
  body.append('file', csv);
  if (zip) body.append('images', zip);
  return uploadWithProgress<CatalogueImportReport>('/admin/products/import', { method: 'POST', body, onProgress });
}

export function useImportCatalogue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importCatalogue,
    onSuccess: (_report, { dryRun }) => {
      if (!dryRun) void queryClient.invalidateQueries({ queryKey: ['Product'] });
    },
  });
}
