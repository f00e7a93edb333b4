import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { Banner, BannerInput as BannerFields } from '@dokan/domain';
import { uploadWithProgress } from '@/lib/upload-with-progress';

export interface BannerInput {
  /** Set when editing: PUT /banner/{id} instead of POST /banner. */
  id?: string;
  /** Required when creating; on an edit, a new picture or none to keep the current one. */
  image?: File | null;
  /** Offer percent, 0 to 100; null clears it. Left out on an edit that keeps it. */
  offer?: number | null;
  /** Category id; '' clears it. Left out on an edit that keeps it. */
  categoryId?: string;
  /** The words drawn over the picture (decision 056): those given are sent, '' clears one. */
  words?: Partial<Record<BannerWordField, string>>;
  onProgress?: (fraction: number) => void;
}

export type BannerWordField = keyof Pick<
  BannerFields,
  'bannerTitle' | 'bannerTitleBn' | 'bannerSubtitle' | 'bannerSubtitleBn'
>;

/** POST /banner or PUT /banner/{id}, multipart: bannerImage, bannerOffer, bannerCategory and the words. */
export function saveBanner({ id, image, offer, categoryId, words = {}, onProgress }: BannerInput): Promise<Banner> {
  const body = new FormData();
  if (image) body.append('bannerImage', image);
  if (offer !== undefined) body.append('bannerOffer', offer === null ? '' : String(offer));
  if (categoryId !== undefined) body.append('bannerCategory', categoryId);
  for (const [field, text] of Object.entries(words)) body.append(field, text);
  return id
    ? uploadWithProgress<Banner>(`/banner/${encodeURIComponent(id)}`, { method: 'PUT', body, onProgress })
    : uploadWithProgress<Banner>('/banner', { method: 'POST', body, onProgress });
}

export function useSaveBanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBanner,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['Banner'] }),
  });
}
