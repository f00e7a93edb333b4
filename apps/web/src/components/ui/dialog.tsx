import { Dialog as Primitive } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';

import { useTranslation } from '@/lib/i18n';

import { cn } from './cn';
import { CloseIcon } from './icons';

export const Dialog = Primitive.Root;
export const DialogTrigger = Primitive.Trigger;

export function DialogTitle({ className, ...props }: ComponentProps<typeof Primitive.Title>) {
  return <Primitive.Title className={cn('text-lg font-semibold', className)} {...props} />;
}

export function DialogDescription({ className, ...props }: ComponentProps<typeof Primitive.Description>) {
  return <Primitive.Description className={cn('text-sm text-gray-600', className)} {...props} />;
}

function CloseButton({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <Primitive.Close
      aria-label={t('common.close')}
      className={cn('inline-flex size-11 items-center justify-center rounded-full hover:bg-gray-100', className)}
    >
      <CloseIcon className="size-5" />
    </Primitive.Close>
  );
}

const layouts = {
  /** A centred box. */
  md: 'top-1/2 left-1/2 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl p-5',
  /** A wide centred box: the full-size picture viewer. */
  xl: 'top-1/2 left-1/2 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-3xl -translate-x-1/2 -translate-y-1/2 rounded-xl p-5',
  /** A sheet sliding in from the left edge: the filter panel and the menu on small screens. */
  sheet: 'inset-y-0 left-0 flex w-[85vw] max-w-sm flex-col p-4',
  /** A sheet sliding in from the right edge: the cart. */
  sheetRight: 'inset-y-0 right-0 flex w-full max-w-md flex-col p-4 sm:w-[90vw]',
} as const;

export function DialogContent({
  className,
  children,
  layout = 'md',
  ...props
}: ComponentProps<typeof Primitive.Content> & { children: ReactNode; layout?: keyof typeof layouts }) {
  return (
    <Primitive.Portal>
      <Primitive.Overlay className="fixed inset-0 z-50 bg-black/60" />
      <Primitive.Content
        className={cn('fixed z-50 overflow-y-auto bg-white shadow-xl', layouts[layout], className)}
        {...props}
      >
        {children}
        <CloseButton className="absolute top-2 right-2" />
      </Primitive.Content>
    </Primitive.Portal>
  );
}
