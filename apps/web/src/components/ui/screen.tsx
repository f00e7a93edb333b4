import type { ReactNode } from 'react';

import { cn } from './cn';

/** The frame of a simple page: a centred column with its title. */
export function Screen({
  title,
  description,
  children,
  className,
}: {
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <section className={cn('mx-auto w-full max-w-3xl px-4 py-10 sm:py-14', className)}>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
      {description && <p className="mt-2 text-gray-600">{description}</p>}
      {children && <div className="mt-6">{children}</div>}
    </section>
  );
}
