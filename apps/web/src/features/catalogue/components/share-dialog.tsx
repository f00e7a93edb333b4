import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { LinkIcon } from '@/components/ui/icons';
import { useTranslation } from '@/lib/i18n';

import { FacebookLogo, WhatsAppLogo, XLogo } from './share-logos';
import { shareLink, type ShareTarget } from './use-share-product';

/** Spec section 2: Facebook, Twitter (now X) and WhatsApp, each with its mark in its colour. */
const TARGETS = [
  { target: 'facebook', label: 'share.facebook', Logo: FacebookLogo, colour: 'text-[#0866ff]' },
  { target: 'twitter', label: 'share.twitter', Logo: XLogo, colour: 'bg-gray-900 p-2.5 text-white' },
  { target: 'whatsapp', label: 'share.whatsapp', Logo: WhatsAppLogo, colour: 'bg-[#128c4b] p-2 text-white' },
] as const satisfies ReadonlyArray<{ target: ShareTarget; label: string; Logo: unknown; colour: string }>;

export function ShareDialog({
  url,
  text,
  open,
  onOpenChange,
  onCopy,
}: {
  url: string;
  text: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCopy: () => void;
}) {
  const { t } = useTranslation();
  const option = 'flex min-h-12 items-center gap-3 rounded-lg px-3 font-medium hover:bg-gray-100';
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>{t('share.title')}</DialogTitle>
        <DialogDescription className="mt-1 pr-10">{text}</DialogDescription>
        <ul className="mt-4 flex flex-col gap-1">
          <li>
            <button type="button" onClick={onCopy} className={`${option} w-full text-left`}>
              <span className="inline-flex size-9 items-center justify-center rounded-full bg-gray-200">
                <LinkIcon className="size-4" />
              </span>
              {t('share.copyLink')}
            </button>
          </li>
          {TARGETS.map(({ target, label, Logo, colour }) => (
            <li key={target}>
              <a href={shareLink(target, url, text)} target="_blank" rel="noopener noreferrer" className={option}>
                <Logo className={`size-9 shrink-0 rounded-full ${colour}`} />
                {t(label)}
              </a>
            </li>
          ))}
        </ul>
      </DialogContent>
    </Dialog>
  );
}
