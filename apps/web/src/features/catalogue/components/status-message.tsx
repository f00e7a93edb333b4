import type { ReactNode } from 'react';

/** The empty and error states of product lists: a headline, a line of help, and maybe an action. */
export function StatusMessage({
  title,
  description,
  action,
  tone = 'neutral',
}: {
  title: string;
  description?: string;
  action?: ReactNode;
  tone?: 'neutral' | 'error';
}) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={
        tone === 'error'
          ? 'rounded-xl border border-red-200 bg-red-50 px-4 py-10 text-center'
          : 'rounded-xl border border-dashed border-gray-300 px-4 py-10 text-center'
      }
    >
      <p className="text-lg font-semibold">{title}</p>
      {description && <p className="mt-1 text-gray-600">{description}</p>}
      {action && <div className="mt-4">{action}</div>}
    </div>
  );
}
