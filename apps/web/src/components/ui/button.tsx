import type { ComponentProps } from 'react';

import { cn } from './cn';
import { Slot } from './slot';

const variants = {
  // A busy button keeps its colour (it is working, not unavailable).
  primary:
    'bg-brand-700 text-white hover:bg-brand-800 disabled:bg-gray-300 disabled:text-gray-600 aria-busy:disabled:bg-brand-700 aria-busy:disabled:text-white',
  secondary: 'bg-gray-900 text-white hover:bg-gray-700 disabled:bg-gray-300 disabled:text-gray-600',
  outline: 'border border-gray-300 bg-white text-gray-900 hover:bg-gray-50 disabled:text-gray-400',
  ghost: 'text-gray-700 hover:bg-gray-100 disabled:text-gray-400',
  /** Something that cannot be undone, such as cancelling an order. */
  danger:
    'bg-red-700 text-white hover:bg-red-800 disabled:bg-gray-300 disabled:text-gray-600 aria-busy:disabled:bg-red-700 aria-busy:disabled:text-white',
} as const;

const sizes = {
  // 44 px: the smallest comfortable tap target.
  md: 'h-11 px-4 text-sm',
  lg: 'h-12 px-4 text-base',
  icon: 'size-11',
} as const;

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
  /** Renders the child (a Link, an anchor) with the button's look. */
  asChild?: boolean;
  /** A call is running: the button shows a spinner, says it is busy and cannot be pressed again. */
  loading?: boolean;
}

export function Button({
  variant = 'primary',
  size = 'md',
  asChild,
  loading = false,
  className,
  type,
  disabled,
  children,
  ...props
}: ButtonProps) {
  const Component = asChild ? Slot : 'button';
  return (
    <Component
      type={asChild ? undefined : (type ?? 'button')}
      className={cn(
        'inline-flex shrink-0 items-center justify-center gap-2 rounded-lg font-semibold whitespace-nowrap transition-colors disabled:cursor-not-allowed aria-busy:cursor-wait',
        variants[variant],
        sizes[size],
        className,
      )}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...props}
    >
      {asChild ? (
        children
      ) : (
        <>
          {loading && (
            <span
              aria-hidden="true"
              className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent"
            />
          )}
          {children}
        </>
      )}
    </Component>
  );
}
