import { type ComponentProps, useState } from 'react';

import { cn } from './cn';
import { ImageIcon } from './icons';

export interface ImageProps extends ComponentProps<'img'> {
  width: number;
  height: number;
  /** Above the fold: fetched eagerly and first (the spec's preloaded images). */
  priority?: boolean;
}

/**
 * An <img> whose box is reserved by width and height (no layout shift), lazy unless `priority`,
 * falling back to a neutral placeholder when the picture fails to load.
 */
export function Image({ priority = false, className, alt, src, onError, ...props }: ImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | undefined>();
  if (!src || failedSrc === src) {
    return (
      <span
        role="img"
        aria-label={alt}
        className={cn('flex items-center justify-center bg-gray-100 text-gray-400', className)}
      >
        <ImageIcon className="size-1/3 max-h-12 max-w-12" />
      </span>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      className={className}
      onError={(event) => {
        setFailedSrc(src);
        onError?.(event);
      }}
      {...props}
    />
  );
}
