import { type RefObject, useRef } from 'react';
import { Link } from 'react-router';

import { Dialog, DialogContent, DialogTitle } from '@/components/ui/dialog';
import { paths } from '@/config/paths';
import { useTranslation } from '@/lib/i18n';

import { CartView } from './cart-view';

/** The cart as a side sheet over the page (Radix dialog: focus kept inside, Escape closes). */
export function CartSheet({
  open,
  onOpenChange,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opened the sheet: focus goes back to it on close (there is no Radix trigger). */
  returnFocusTo?: RefObject<HTMLElement | null>;
}) {
  const { t } = useTranslation();
  const leaving = useRef(false);
  // Closing because a link or Checkout leads to another page.
  const close = () => {
    leaving.current = true;
    onOpenChange(false);
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        layout="sheetRight"
        aria-describedby={undefined}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          // Focus goes back to the cart button after a plain close, not when the sheet led to another page.
          if (!leaving.current) returnFocusTo?.current?.focus();
          leaving.current = false;
        }}
      >
        <div className="mb-2 flex items-center gap-3 pr-12">
          <DialogTitle className="leading-11">{t('cart.title')}</DialogTitle>
          <Link
            to={paths.cart()}
            onClick={close}
            className="ml-auto rounded text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
          >
            {t('cart.viewCart')}
          </Link>
        </div>
        <CartView onNavigate={close} className="min-h-0 flex-1" />
      </DialogContent>
    </Dialog>
  );
}
