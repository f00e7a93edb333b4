import { useTranslation } from 'react-i18next';

import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { LinkIcon } from '@/components/ui/icons';

import { shareLink, type ShareTarget } from './use-share-product';

const TARGETS: Array<{ target: ShareTarget; label: string; colour: string }> = [
  { target: 'facebook', label: 'Facebook', colour: 'bg-[#1877f2]' },
  { target: 'twitter', label: 'Twitter', colour: 'bg-gray-900' },
  { target: 'whatsapp', label: 'WhatsApp', colour: 'bg-[#128c4b]' },
];

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
          {TARGETS.map(({ target, label, colour }) => (
            <li key={target}>
              <a href={shareLink(target, url, text)} target="_blank" rel="noopener noreferrer" className={option}>
                <span
                  aria-hidden="true"
                  className={`inline-flex size-9 items-center justify-center rounded-full text-sm font-bold text-white ${colour}`}
                >
                  {label.charAt(0)}
                </span>
                {label}
              </a>
            </li>
          ))}
        </ul>
      </DialogContent>
    </Dialog>
  );
}
