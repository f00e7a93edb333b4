import { type ComponentType, useId, useState } from 'react';
import { NavLink, Outlet } from 'react-router';

import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import {
  CartIcon,
  CloseIcon,
  DashboardIcon,
  LogoutIcon,
  MenuIcon,
  ReturnIcon,
  ShieldIcon,
  UserIcon,
} from '@/components/ui/icons';
import { SIDEBAR_BREAKPOINT_PX } from '@/config/constants';
import { paths } from '@/config/paths';
import { useTranslation } from '@/lib/i18n';
import { useLogout } from '@/lib/logout';

interface SidebarEntry {
  to: string;
  label: string;
  icon: ComponentType<{ className?: string }>;
  /** Only the exact path marks the entry current (the dashboard is the area's root). */
  end?: boolean;
}

function useSidebarEntries(): SidebarEntry[] {
  const { t } = useTranslation();
  return [
    { to: paths.userDashboard(), label: t('userArea.dashboard'), icon: DashboardIcon, end: true },
    { to: paths.userOrders(), label: t('userArea.myOrders'), icon: CartIcon },
    { to: paths.userRefunds(), label: t('userArea.refundRequests'), icon: ReturnIcon },
    { to: paths.userProfile(), label: t('userArea.settings'), icon: ShieldIcon },
    { to: paths.home(), label: t('userArea.home'), icon: UserIcon, end: true },
  ];
}

const entryClassName =
  'flex h-11 w-full items-center gap-3 rounded-lg px-3 text-sm font-medium text-gray-700 hover:bg-gray-100 hover:text-gray-900';

/** Below 1024 px the menu stacks above the page instead of standing beside it. */
const narrowScreen = () => window.innerWidth < SIDEBAR_BREAKPOINT_PX;

/**
 * The customer area's frame (spec section 2, Customer area): a sidebar with the area's pages, Home and
 * Logout beside the page. It is open by default where it stands beside the page; on screens narrower
 * than 1024 px, where it stacks above the page, it starts closed (open, it filled a phone's first
 * screen above the page asked for, decision 058), opens from its button and closes after a click on
 * an entry, so the chosen page is what the shopper sees. Stacked rather than covering the page,
 * nothing needs trapping focus and the page is never hidden behind it.
 */
export function UserLayout() {
  const { t } = useTranslation();
  const entries = useSidebarEntries();
  const logout = useLogout();
  const [open, setOpen] = useState(() => !narrowScreen());
  const sidebarId = useId();

  const closeOnNarrowScreens = () => {
    if (narrowScreen()) setOpen(false);
  };

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-4 px-4 py-6 lg:flex-row lg:items-start lg:gap-8 lg:py-10">
      <div className="lg:sticky lg:top-4 lg:w-60 lg:shrink-0">
        <Button
          variant="outline"
          className="w-full justify-start lg:w-auto"
          aria-expanded={open}
          aria-controls={sidebarId}
          onClick={() => setOpen((shown) => !shown)}
        >
          {open ? <CloseIcon className="size-5" /> : <MenuIcon className="size-5" />}
          {t('userArea.menu')}
        </Button>
        <aside id={sidebarId} hidden={!open} className="mt-3 rounded-xl border border-gray-200 bg-white p-2 shadow-sm">
          <nav aria-label={t('userArea.navLabel')}>
            <ul className="flex flex-col gap-1">
              {entries.map(({ to, label, icon: Icon, end }) => (
                <li key={to}>
                  <NavLink
                    to={to}
                    end={end}
                    onClick={closeOnNarrowScreens}
                    className={({ isActive }) =>
                      cn(entryClassName, isActive && 'bg-brand-50 text-brand-800 hover:bg-brand-50')
                    }
                  >
                    <Icon className="size-5 shrink-0" />
                    {label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <button
            type="button"
            className={cn(
              entryClassName,
              'mt-1 border-t border-gray-100 text-red-700 hover:bg-red-50 hover:text-red-800',
            )}
            onClick={() => void logout()}
          >
            <LogoutIcon className="size-5 shrink-0" />
            {t('userArea.logout')}
          </button>
        </aside>
      </div>
      <div className="min-w-0 flex-1">
        <Outlet />
      </div>
    </div>
  );
}
