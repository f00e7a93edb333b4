/**
 * The picture of a user without a photo (decision 021). Clients that show `profileImg` as it is
 * (the spec's front end says 'Failed to load' for null) get an address the API serves; it lives
 * under /api so that it reaches the API whatever serves the pages on the same origin, and outside
 * /api/media because it is not a stored image to resize.
 */
export const DEFAULT_AVATAR_PATH = '/api/avatars/default.svg';

export function avatarOrDefault(profileImg: string | null | undefined): string {
  return profileImg || DEFAULT_AVATAR_PATH;
}

/** Whether the user has a photo of their own: pages may draw their own placeholder otherwise. */
export function hasOwnPhoto(profileImg: string | null | undefined): profileImg is string {
  return Boolean(profileImg) && profileImg !== DEFAULT_AVATAR_PATH;
}
