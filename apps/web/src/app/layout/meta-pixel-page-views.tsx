import { useEffect } from 'react';
import { useLocation } from 'react-router';

import { useSettings } from '@/features/shop/api/get-settings';
import { startMetaPixel, trackMeta } from '@/lib/meta-pixel';

/** Starts Meta's pixel when the shop has one, and counts a PageView for each page the shopper opens. */
export function MetaPixelPageViews() {
  const pixelId = useSettings().data?.metaPixelId;
  const { pathname } = useLocation();
  useEffect(() => {
    if (!pixelId) return;
    startMetaPixel(pixelId);
    trackMeta('PageView');
  }, [pixelId, pathname]);
  return null;
}
