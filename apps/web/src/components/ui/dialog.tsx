import { Dialog as Primitive } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
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

const widths = { md: 'max-w-md', xl: 'max-w-3xl' } as const;

export function DialogContent({
  className,
  children,
  width = 'md',
  ...props
}: ComponentProps<typeof Primitive.Content> & { children: ReactNode; width?: keyof typeof widths }) {
  return (
    <Primitive.Portal>
      <Primitive.Overlay className="fixed inset-0 z-50 bg-black/60" />
      <Primitive.Content
        className={cn(
          'fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-5 shadow-xl',
          widths[width],
          className,
        )}
        {...props}
      >
        {children}
        <CloseButton className="absolute top-2 right-2" />
      </Primitive.Content>
    </Primitive.Portal>
  );
}

/** A dialog sliding in from the left edge: the filter panel and the menu on small screens. */
export function SheetContent({
  className,
  children,
  ...props
}: ComponentProps<typeof Primitive.Content> & { children: ReactNode }) {
  return (
    <Primitive.Portal>
      <Primitive.Overlay className="fixed inset-0 z-50 bg-black/50" />
      <Primitive.Content
        className={cn(
          'fixed inset-y-0 left-0 z-50 flex w-[85vw] max-w-sm flex-col overflow-y-auto bg-white p-4 shadow-xl',
          className,
        )}
        {...props}
      >
        {children}
        <CloseButton className="absolute top-2 right-2" />
      </Primitive.Content>
    </Primitive.Portal>
  );
}
