import { Link, Outlet } from 'react-router';

import { paths } from '@/config/paths';
import { useTranslation } from '@/lib/i18n';

/** Pages outside the shop frame (verification, code and password pages): a plain centred column. */
export function BareLayout() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-screen flex-col bg-gray-50">
      <header className="flex h-16 items-center justify-center">
        <Link to={paths.home()} className="rounded text-2xl font-extrabold tracking-tight text-brand-700">
          {t('shop.name')}
        </Link>
      </header>
      <main className="flex flex-1 items-start justify-center px-4 pb-16">
        <div className="w-full max-w-md rounded-2xl bg-white shadow-sm ring-1 ring-gray-200">
          <Outlet />
        </div>
      </main>
    </div>
  );
}
