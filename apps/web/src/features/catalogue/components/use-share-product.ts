import { useState } from 'react';

import { useTranslation } from '@/lib/i18n';
import { toast } from '@/lib/toast';

export type ShareTarget = 'facebook' | 'twitter' | 'whatsapp';

/** Where each network's share page lives, given the page address and the share text. */
export function shareLink(target: ShareTarget, url: string, text: string): string {
  const u = encodeURIComponent(url);
  const message = encodeURIComponent(text);
  switch (target) {
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${u}`;
    case 'twitter':
      return `https://twitter.com/intent/tweet?text=${message}&url=${u}`;
    case 'whatsapp':
      return `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`;
  }
}

/**
 * Sharing a product (spec section 2): the phone's own share sheet when the browser has one,
 * else our dialog with Copy Link, Facebook, Twitter and WhatsApp.
 */
export function useShareProduct(text: string) {
  const { t } = useTranslation();
  const [dialogOpen, setDialogOpen] = useState(false);
  // Read when sharing, never while the server renders the page (it has no window).
  const url = typeof window === 'undefined' ? '' : window.location.href;

  async function share() {
    if (typeof navigator.share !== 'function') {
      setDialogOpen(true);
      return;
    }
    try {
      await navigator.share({ title: text, text, url });
    } catch (error) {
      // Dismissing the share sheet is not a failure; anything else falls back to our dialog.
      if (!(error instanceof DOMException && error.name === 'AbortError')) setDialogOpen(true);
    }
  }

  async function copyLink() {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('share.copied'));
    } catch {
      toast.error(t('share.copyFailed'));
    }
  }

  return { url, text, share, copyLink, dialogOpen, setDialogOpen };
}
