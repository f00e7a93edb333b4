import type { ReactNode } from 'react';

import { PageTitle } from '../page-title';
import { cn } from './cn';

/**
 * The frame of a simple page: a centred column with its title. `flush` drops the outer spacing, for a
 * page that sits inside another frame (the customer area's sidebar layout).
 */
export function Screen({
  title,
  description,
  children,
  className,
  flush = false,
}: {
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  className?: string;
  flush?: boolean;
}) {
  return (
    <section className={cn(flush ? 'w-full min-w-0' : 'mx-auto w-full max-w-3xl px-4 py-10 sm:py-14', className)}>
      {typeof title === 'string' && <PageTitle page={title} />}
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
      {description && <p className="mt-2 text-gray-600">{description}</p>}
      {children && <div className="mt-6">{children}</div>}
    </section>
  );
}
