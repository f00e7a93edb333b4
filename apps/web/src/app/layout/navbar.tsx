import { type FormEvent, lazy, Suspense, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate, useSearchParams } from 'react-router';

import { LanguageSwitch } from '@/components/language-switch';
import { cn } from '@/components/ui/cn';
import { HeartIcon, MenuIcon, SearchIcon, UserIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { CartButton } from '@/features/cart/components/cart-button';
import { useIsLoggedIn } from '@/lib/auth-store';
import { useTranslation } from '@/lib/i18n';

import { useNavLinks } from './nav-links';
import { SiteLogo } from './site-logo';

function SearchBox() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { pathname } = useLocation();
  // Reflect the current search on the listing; a fresh box elsewhere.
  const current = pathname === paths.products.pattern ? (searchParams.get('search') ?? '') : '';

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const term = String(new FormData(event.currentTarget).get('search') ?? '').trim();
    void navigate(paths.products({ search: term }));
  }

  return (
    <form role="search" onSubmit={submit} className="relative min-w-0 flex-1 md:max-w-xl">
      <label htmlFor="site-search" className="sr-only">
        {t('nav.searchLabel')}
      </label>
      <input
        key={current}
        id="site-search"
        name="search"
        type="search"
        defaultValue={current}
        placeholder={t('nav.searchPlaceholder')}
        enterKeyHint="search"
        // No clear (x) button of its own: on a phone it took the room of the word 'Search' ('Searcl').
        className="h-11 w-full rounded-full border border-gray-300 bg-gray-50 pr-10 pl-3 text-sm sm:pl-4 focus:border-brand-700 focus:bg-white [&::-webkit-search-cancel-button]:hidden"
      />
      <button
        type="submit"
        aria-label={t('nav.searchSubmit')}
        className="absolute inset-y-0 right-0 inline-flex w-11 items-center justify-center rounded-full text-gray-600 hover:text-brand-700"
      >
        <SearchIcon className="size-5" />
      </button>
    </form>
  );
}

// Only signed-in shoppers fetch the account menu (a Radix dropdown).
const AccountMenu = lazy(() =>
  import('@/features/users/components/account-menu').then((m) => ({ default: m.AccountMenu })),
);

// The menu sheet (a Radix dialog) is fetched on the first tap, keeping it off the first page load.
const MenuSheet = lazy(() => import('./menu-sheet').then((m) => ({ default: m.MenuSheet })));

function MobileMenu() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-label={t('nav.openMenu')}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        className="-ml-2 inline-flex size-11 shrink-0 items-center justify-center rounded-lg hover:bg-gray-100 md:hidden"
      >
        <MenuIcon className="size-6" />
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <MenuSheet open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}

export function Navbar({ logo }: { logo: string | null | undefined }) {
  const { t } = useTranslation();
  const links = useNavLinks();
  const loggedIn = useIsLoggedIn();
  const location = useLocation();
  return (
    <header className="sticky top-0 z-40 h-16 border-b border-gray-200 bg-white">
      <div className="mx-auto flex h-full max-w-7xl items-center gap-1.5 px-3 sm:gap-4 sm:px-4">
        <MobileMenu />
        <Link to={paths.home()} className="flex shrink-0 items-center rounded" aria-label={t('nav.homeLink')}>
          <SiteLogo logo={logo} className="h-8 w-20 sm:w-32" />
        </Link>
        <nav aria-label={t('nav.main')} className="hidden items-center gap-1 md:flex">
          {links.slice(0, 2).map((link) => (
            <NavLink
              key={link.to}
              to={link.to}
              end
              className={({ isActive }) =>
                cn(
                  'rounded-lg px-3 py-2.5 text-sm font-medium hover:bg-gray-100',
                  isActive ? 'text-brand-700' : 'text-gray-700',
                )
              }
            >
              {link.label}
            </NavLink>
          ))}
        </nav>
        <SearchBox />
        {/* The icons keep to the right edge, level with the page below, however wide the screen. */}
        <Link
          to={paths.wishlist()}
          aria-label={t('nav.wishlist')}
          className="hidden size-11 shrink-0 items-center justify-center rounded-lg text-gray-700 hover:bg-gray-100 sm:ml-auto sm:inline-flex"
        >
          <HeartIcon className="size-6" />
        </Link>
        {/* On phones the switch is in the menu (and the account menu): the search box keeps its room. */}
        <LanguageSwitch className="hidden md:inline-flex" />
        <CartButton />
        {loggedIn ? (
          // The menu's code comes with the first signed-in page; its place is held meanwhile.
          <Suspense fallback={<UserIcon className="m-2.5 size-6 shrink-0 text-gray-700" />}>
            <AccountMenu />
          </Suspense>
        ) : (
          <Link
            to={paths.login()}
            // Signing in brings the shopper back to this page.
            state={{ from: location }}
            className="inline-flex h-11 shrink-0 items-center gap-1.5 rounded-lg px-2 text-sm font-semibold text-brand-700 hover:bg-brand-50 sm:px-3"
          >
            <UserIcon className="size-5" />
            <span className="hidden sm:inline">{t('nav.login')}</span>
            <span className="sr-only sm:hidden">{t('nav.login')}</span>
          </Link>
        )}
      </div>
    </header>
  );
}
