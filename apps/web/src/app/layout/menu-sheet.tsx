import { Link } from 'react-router';

import { DataSaverSwitch } from '@/components/data-saver-switch';
import { LanguageSwitch } from '@/components/language-switch';
import { Dialog, DialogContent, DialogTitle } from '@/components/ui/dialog';
import { useTranslation } from '@/lib/i18n';

import { useNavLinks } from './nav-links';

export function MenuSheet({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  const links = useNavLinks();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent layout="sheet" aria-describedby={undefined}>
        <DialogTitle className="mb-4 px-2 leading-11">{t('nav.menu')}</DialogTitle>
        <nav aria-label={t('nav.menu')} className="flex flex-col">
          {links.map((link) => (
            <Link
              key={link.to}
              to={link.to}
              onClick={() => onOpenChange(false)}
              className="rounded-lg px-2 py-3 text-base font-medium hover:bg-gray-100"
            >
              {link.label}
            </Link>
          ))}
        </nav>
        <div className="mt-4 border-t border-gray-200 pt-4">
          <LanguageSwitch className="flex w-full px-2 text-base" />
          <DataSaverSwitch />
        </div>
      </DialogContent>
    </Dialog>
  );
}
