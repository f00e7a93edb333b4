import { useEffect, useState } from 'react';

import { ArrowUpIcon } from '@/components/ui/icons';
import { useTranslation } from '@/lib/i18n';

const SHOW_AFTER_PX = 600;

/**
 * A floating 'back to top' button, shown once the visitor has scrolled a screen or so down and is
 * heading back up. While they scroll down, reading, it keeps out of the way of what it would cover
 * (a row of tabs, a card's price, the footer).
 */
export function ScrollToTopButton() {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    let last = window.scrollY;
    const update = () => {
      const now = window.scrollY;
      if (now <= SHOW_AFTER_PX) setVisible(false);
      else if (now !== last) setVisible(now < last);
      last = now;
    };
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  if (!visible) return null;
  return (
    <button
      type="button"
      aria-label={t('nav.backToTop')}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      className="fixed right-4 bottom-4 z-30 inline-flex size-12 items-center justify-center rounded-full bg-gray-900 text-white shadow-lg hover:bg-gray-700"
    >
      <ArrowUpIcon className="size-5" />
    </button>
  );
}
