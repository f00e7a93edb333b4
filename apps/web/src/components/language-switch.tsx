import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

import type { Locale } from '@dokan/domain/format';
import { cn } from '@/components/ui/cn';
import { GlobeIcon } from '@/components/ui/icons';
import { apiRequest } from '@/lib/api-client';
import { useAuthStore } from '@/lib/auth-store';
import { switchLanguage, useTranslation } from '@/lib/i18n';

/**
 * A signed-in shopper's choice is kept on the account too: their e-mails, SMS and invoices follow it.
 * The page has already turned; should the account not take it, the cookie still holds the choice.
 */
function keepOnAccount(language: Locale) {
  const user = useAuthStore.getState().user;
  if (!user) return;
  apiRequest('/user/update-profile', { method: 'PUT', body: { id: user._id, language } }).catch(() => {});
}

/**
 * Turns the page into the other language in place: the same address, no reload, the cart and the
 * session untouched. The server's answers are asked again, as they may carry texts of the language.
 */
export function useSwitchLanguage() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [switching, setSwitching] = useState(false);
  const other: Locale = i18n.language === 'bn' ? 'en' : 'bn';
  async function switchToOther() {
    setSwitching(true);
    try {
      await switchLanguage(other);
      keepOnAccount(other);
      await queryClient.invalidateQueries();
    } catch {
      // The toasts' code is not part of the first page (app/providers.tsx); it comes when needed.
      const { default: toast } = await import('react-hot-toast');
      toast.error(t('language.failed'));
    } finally {
      setSwitching(false);
    }
  }
  return { other, switching, switchToOther };
}

/** The other language's name, in its own script, as shops' language buttons show it. */
export function LanguageName({ language }: { language: Locale }) {
  // The page's language as this render has it: on the server, the request's, whatever other pages
  // are being rendered at once.
  const { t, i18n } = useTranslation();
  return (
    <>
      <span className="sr-only" lang={i18n.language}>
        {t('language.label')}
      </span>
      <span lang={language}>{t(`language.names.${language}`)}</span>
    </>
  );
}

/** The switch in the navbar and in the phone's menu; `className` says how it is displayed ('hidden md:inline-flex'). */
export function LanguageSwitch({ className = 'inline-flex' }: { className?: string }) {
  const { other, switching, switchToOther } = useSwitchLanguage();
  return (
    <button
      type="button"
      onClick={() => void switchToOther()}
      disabled={switching}
      className={cn(
        'h-11 shrink-0 items-center gap-1.5 rounded-lg px-2 text-sm font-semibold text-gray-700 hover:bg-gray-100 disabled:opacity-60',
        className,
      )}
    >
      <GlobeIcon className="size-5" />
      <LanguageName language={other} />
    </button>
  );
}
