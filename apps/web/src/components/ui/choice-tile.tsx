import type { ComponentProps, ReactNode } from 'react';

/**
 * A radio choice drawn as a tile at least 44 px high, marked while checked: the wallet a transfer was
 * sent from, at checkout and in the admin's confirm.
 */
export function ChoiceTile({
  children,
  ...input
}: Omit<ComponentProps<'input'>, 'type' | 'className'> & { children: ReactNode }) {
  return (
    <label className="flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-lg border border-gray-300 px-2 text-sm font-medium has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50">
      <input type="radio" {...input} className="size-5 accent-brand-700" />
      {children}
    </label>
  );
}
