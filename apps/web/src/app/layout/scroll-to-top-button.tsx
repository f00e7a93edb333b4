import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ArrowUpIcon } from '@/components/ui/icons';

const SHOW_AFTER_PX = 600;

/** A floating 'back to top' button, shown once the visitor has scrolled a screen or so down. */
export function ScrollToTopButton() {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(window.scrollY > SHOW_AFTER_PX);
    update();
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
