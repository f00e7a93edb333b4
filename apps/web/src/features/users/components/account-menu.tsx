import { DropdownMenu } from 'radix-ui';
import { useState } from 'react';
import { Link } from 'react-router';

import { LanguageName, useSwitchLanguage } from '@/components/language-switch';
import { cn } from '@/components/ui/cn';
import { ChevronDownIcon, DashboardIcon, GlobeIcon, LogoutIcon, UserIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { useAuthStore } from '@/lib/auth-store';
import { useTranslation } from '@/lib/i18n';
import { useLogout } from '@/lib/logout';

import { useCurrentUser } from '../api/get-user';

const itemClassName =
  'flex h-11 cursor-pointer items-center gap-3 rounded-md px-3 text-sm font-medium text-gray-800 outline-none select-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-800';

/** The signed-in shopper's menu in the navbar: who is signed in, Dashboard (the admin area for admins and sellers) and Logout. */
export function AccountMenu() {
  const { t } = useTranslation();
  const name = useAuthStore((state) => state.user?.name ?? '');
  const contact = useAuthStore((state) => state.user?.email ?? state.user?.phone ?? '');
  // Admins and sellers have no customer area: their dashboard is the admin area's.
  const role = useAuthStore((state) => state.user?.role);
  const dashboard = role === 'admin' || role === 'owner' ? paths.admin() : paths.userDashboard();
  const logout = useLogout();
  const language = useSwitchLanguage();
  const [open, setOpen] = useState(false);
  // Opening the menu reads the account afresh, so a name changed elsewhere shows here too.
  useCurrentUser(open);
  const firstName = name.split(' ')[0] ?? '';
  return (
    <DropdownMenu.Root modal={false} open={open} onOpenChange={setOpen}>
      <DropdownMenu.Trigger
        aria-label={t('nav.accountMenu', { name })}
        className="inline-flex h-11 shrink-0 items-center gap-1 rounded-lg px-2 text-gray-700 hover:bg-gray-100 data-[state=open]:bg-gray-100"
      >
        <UserIcon className="size-6" />
        <span className="hidden max-w-24 truncate text-sm font-semibold lg:inline">{firstName}</span>
        <ChevronDownIcon className="hidden size-4 sm:block" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-48 rounded-xl border border-gray-200 bg-white p-1.5 shadow-lg"
        >
          <DropdownMenu.Label className="px-3 py-2">
            <span className="block truncate text-sm font-semibold text-gray-900">{name}</span>
            {contact && <span className="block truncate text-xs text-gray-500">{contact}</span>}
          </DropdownMenu.Label>
          <DropdownMenu.Item asChild className={itemClassName}>
            <Link to={dashboard}>
              <DashboardIcon className="size-5" />
              {t('nav.dashboard')}
            </Link>
          </DropdownMenu.Item>
          {/* On phones the navbar has no room for the language switch: it is here and in the menu. */}
          <DropdownMenu.Item
            className={cn(itemClassName, 'md:hidden')}
            disabled={language.switching}
            onSelect={() => void language.switchToOther()}
          >
            <GlobeIcon className="size-5" />
            <LanguageName language={language.other} />
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-gray-200" />
          <DropdownMenu.Item className={itemClassName} onSelect={() => void logout()}>
            <LogoutIcon className="size-5" />
            {t('nav.logout')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
