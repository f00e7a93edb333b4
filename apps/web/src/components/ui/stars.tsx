import { REVIEW_STARS_MAX } from '@dokan/domain/constants';

import { cn } from './cn';
import { StarIcon } from './icons';

/** A row of five stars filled to `value` (part-filled for fractions); the number itself is shown by the caller. */
export function Stars({ value, className = 'size-4' }: { value: number; className?: string }) {
  return (
    <span className="inline-flex" aria-hidden="true">
      {Array.from({ length: REVIEW_STARS_MAX }, (_, i) => {
        const fill = Math.min(1, Math.max(0, value - i));
        return (
          <span key={i} className="relative inline-block">
            <StarIcon className={cn(className, 'text-gray-300')} />
            <span className="absolute inset-0 overflow-hidden" style={{ width: `${fill * 100}%` }}>
              <StarIcon className={cn(className, 'text-amber-500')} />
            </span>
          </span>
        );
      })}
    </span>
  );
}
