import {
  IMAGE_TOO_LARGE_MESSAGE,
  MAX_IMAGE_UPLOAD_BYTES,
  MAX_PRODUCT_IMAGES,
  NOT_AN_IMAGE_MESSAGE,
  PRODUCT_IMAGES_MAX_MESSAGE,
} from '@dokan/domain';

/** The picture types the server re-encodes; the file picker offers these and the check refuses others. */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'];

/**
 * Why the server would refuse this file, in its own words, or null when it is fine: checked before
 * uploading so nobody waits for megabytes to go up only to be told no.
 */
export function imageFileProblem(file: File): string | null {
  if (!ACCEPTED_IMAGE_TYPES.includes(file.type)) return NOT_AN_IMAGE_MESSAGE;
  if (file.size > MAX_IMAGE_UPLOAD_BYTES) return IMAGE_TOO_LARGE_MESSAGE;
  return null;
}

/**
 * Which of `files` can join `current` product images: the acceptable ones up to the limit, and the
 * messages of the refused ones (one per distinct reason).
 */
export function acceptProductImages(files: File[], current: number): { accepted: File[]; problems: string[] } {
  const problems = new Set<string>();
  const accepted: File[] = [];
  for (const file of files) {
    const problem = imageFileProblem(file);
    if (problem) problems.add(problem);
    else if (current + accepted.length >= MAX_PRODUCT_IMAGES) problems.add(PRODUCT_IMAGES_MAX_MESSAGE);
    else accepted.push(file);
  }
  return { accepted, problems: [...problems] };
}
