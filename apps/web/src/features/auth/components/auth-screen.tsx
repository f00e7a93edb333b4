import type { ReactNode } from 'react';

import { PageTitle } from '@/components/page-title';
import { cn } from '@/components/ui/cn';

/**
 * The frame of an account page: title, a line of help, the form and what follows it. `framed` draws
 * the white card itself (sign-in and sign-up sit in the shop's frame; the other pages' layout has one).
 */
export function AuthScreen({
  title,
  description,
  children,
  footer,
  framed = false,
}: {
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  framed?: boolean;
}) {
  const body = (
    <section className={cn('px-5 py-8 sm:px-8', framed && 'rounded-2xl bg-white shadow-sm ring-1 ring-gray-200')}>
      {typeof title === 'string' && <PageTitle page={title} />}
      <h1 className="text-center text-2xl font-bold tracking-tight">{title}</h1>
      {description && <p className="mt-2 text-center text-sm text-gray-600">{description}</p>}
      {children && <div className="mt-6">{children}</div>}
      {footer && <div className="mt-6 text-center text-sm text-gray-600">{footer}</div>}
    </section>
  );
  return framed ? <div className="mx-auto w-full max-w-md px-4 py-8 sm:py-12">{body}</div> : body;
}

/** A text link inside an account page's form or footer; padded to a 40 px tap target without moving the text. */
export const authLinkClassName =
  '-my-2.5 inline-block rounded py-2.5 font-semibold text-brand-700 hover:text-brand-800 hover:underline';

/** The 'or' rule between a form and the Google button. */
export function OrDivider({ label }: { label: string }) {
  return (
    <div className="my-6 flex items-center gap-3 text-xs text-gray-500 uppercase">
      <span aria-hidden="true" className="h-px flex-1 bg-gray-200" />
      {label}
      <span aria-hidden="true" className="h-px flex-1 bg-gray-200" />
    </div>
  );
}
