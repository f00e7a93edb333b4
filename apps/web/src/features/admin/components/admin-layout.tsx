import { useState } from 'react';
import { Link, NavLink, Outlet } from 'react-router';

import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { Dialog, DialogContent, DialogTitle } from '@/components/ui/dialog';
import { LogoutIcon, MenuIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { useAuthStore } from '@/lib/auth-store';
import { useTranslation } from '@/lib/i18n';
import { useLogout } from '@/lib/logout';

import { StoreIcon } from './admin-icons';
import { adminNavEntries } from './admin-nav';

const entryClassName =
  'flex h-10 w-full items-center gap-3 rounded-lg px-3 text-sm font-medium text-gray-700 hover:bg-gray-100 hover:text-gray-900';

/** The entries of the signed-in role, Back to shop and Logout: the sidebar on desktops and the drawer's content on phones. */
function AdminNav({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const role = useAuthStore((state) => state.user?.role);
  const logout = useLogout();
  return (
    <>
      <nav aria-label={t('admin.nav.label')}>
        <ul className="flex flex-col gap-0.5">
          {adminNavEntries(role).map(({ key, to, icon: Icon, end }) => (
            <li key={key}>
              <NavLink
                to={to}
                end={end}
                onClick={onNavigate}
                className={({ isActive }) =>
                  cn(entryClassName, isActive && 'bg-brand-50 text-brand-800 hover:bg-brand-50 hover:text-brand-800')
                }
              >
                <Icon className="size-5 shrink-0" />
                {t(`admin.nav.${key}`)}
              </NavLink>
            </li>
          ))}
          <li className="mt-2 border-t border-gray-200 pt-2">
            <Link to={paths.home()} onClick={onNavigate} className={entryClassName}>
              <StoreIcon className="size-5 shrink-0" />
              {t('admin.nav.backToShop')}
            </Link>
          </li>
        </ul>
      </nav>
      <button
        type="button"
        className={cn(entryClassName, 'mt-0.5 text-red-700 hover:bg-red-50 hover:text-red-800')}
        onClick={() => void logout()}
      >
        <LogoutIcon className="size-5 shrink-0" />
        {t('admin.nav.logout')}
      </button>
    </>
  );
}

/**
 * The admin area's frame: a sidebar beside the page from 1024 px up; below that a top bar whose menu
 * button opens the same entries in a drawer (a Radix dialog, so focus stays in it and Escape closes it).
 * Owners see only Dashboard, Products and Orders.
 */
export function AdminLayout() {
  const { t } = useTranslation();
  const name = useAuthStore((state) => state.user?.name ?? '');
  const [drawerOpen, setDrawerOpen] = useState(false);

  return (
    <div className="min-h-screen bg-gray-50 lg:flex">
      <aside className="hidden w-60 shrink-0 border-r border-gray-200 bg-white lg:block">
        <div className="sticky top-0 flex max-h-screen flex-col overflow-y-auto p-3">
          <p className="px-3 pt-1 pb-3 text-lg font-extrabold tracking-tight text-brand-700">{t('admin.nav.title')}</p>
          <AdminNav />
          <p className="mt-4 truncate px-3 text-xs text-gray-500">{t('admin.nav.signedInAs', { name })}</p>
        </div>
      </aside>

      <header className="sticky top-0 z-30 flex h-14 items-center gap-2 border-b border-gray-200 bg-white px-2 lg:hidden">
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('admin.nav.openMenu')}
          aria-expanded={drawerOpen}
          onClick={() => setDrawerOpen(true)}
        >
          <MenuIcon className="size-6" />
        </Button>
        <p className="font-extrabold tracking-tight text-brand-700">{t('admin.nav.title')}</p>
      </header>
      <Dialog open={drawerOpen} onOpenChange={setDrawerOpen}>
        <DialogContent layout="sheet" aria-describedby={undefined} className="max-w-72">
          <DialogTitle className="mb-3 px-3 leading-11">{t('admin.nav.menu')}</DialogTitle>
          <AdminNav onNavigate={() => setDrawerOpen(false)} />
        </DialogContent>
      </Dialog>

      <main className="min-w-0 flex-1 px-3 py-4 sm:px-6 lg:py-6">
        <Outlet />
      </main>
    </div>
  );
}
