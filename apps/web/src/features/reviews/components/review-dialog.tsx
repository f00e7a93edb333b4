import { type FormEvent, useId, useState } from 'react';
import toast from 'react-hot-toast';

import { ReviewSubmitSchema } from '@dokan/domain';
import { REVIEW_STARS_MAX } from '@dokan/domain/constants';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Field, inputClassName } from '@/components/ui/field';
import { StarIcon } from '@/components/ui/icons';
import { useAuthStore } from '@/lib/auth-store';
import { useTranslation } from '@/lib/i18n';

import { useSubmitReview } from '../api/submit-review';

export interface ReviewTarget {
  productId: string;
  productName: string;
}

/**
 * 'Review {product name}' (spec section 2): 1 to 5 stars and a text. Submit stays disabled until a star is
 * chosen, the text is not blank and a shopper is signed in (spec section 5); a success closes the dialog.
 */
export function ReviewDialog({ target, onClose }: { target: ReviewTarget | null; onClose: () => void }) {
  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && onClose()}>
      {target && (
        <DialogContent>
          {/* Keyed so another product's review starts from empty fields. */}
          <ReviewForm key={target.productId} target={target} onDone={onClose} />
        </DialogContent>
      )}
    </Dialog>
  );
}

function ReviewForm({ target, onDone }: { target: ReviewTarget; onDone: () => void }) {
  const { t } = useTranslation();
  const userId = useAuthStore((state) => state.user?._id);
  const submitReview = useSubmitReview();
  const [stars, setStars] = useState(0);
  const [text, setText] = useState('');
  const starsName = useId();
  const review = ReviewSubmitSchema.safeParse({ review: { userId, stars, text } });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!review.success) return;
    submitReview.mutate(
      { productId: target.productId, ...review.data },
      {
        onSuccess: () => {
          toast.success(t('orders.reviewDialog.success'));
          setStars(0);
          setText('');
          onDone();
        },
        onError: () => toast.error(t('orders.reviewDialog.failed')),
      },
    );
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-4">
      <div className="pr-10">
        <DialogTitle>{t('orders.reviewDialog.title', { name: target.productName })}</DialogTitle>
        <DialogDescription className="mt-1">{t('orders.reviewDialog.description')}</DialogDescription>
      </div>
      <fieldset>
        <legend className="text-sm font-medium text-gray-800">{t('orders.reviewDialog.rating')}</legend>
        <div className="mt-1 flex">
          {Array.from({ length: REVIEW_STARS_MAX }, (_, i) => i + 1).map((value) => (
            <label key={value} className="relative inline-flex size-11 cursor-pointer items-center justify-center">
              <input
                type="radio"
                name={starsName}
                value={value}
                checked={stars === value}
                onChange={() => setStars(value)}
                className="peer sr-only"
              />
              <span className="sr-only">{t('orders.reviewDialog.star', { count: value })}</span>
              <StarIcon
                className={cn(
                  'size-8 rounded peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-700',
                  value <= stars ? 'fill-amber-500 text-amber-500' : 'text-gray-300',
                )}
              />
            </label>
          ))}
        </div>
      </fieldset>
      <Field label={t('orders.reviewDialog.text')}>
        {(control) => (
          <textarea
            {...control}
            value={text}
            onChange={(event) => setText(event.target.value)}
            rows={4}
            className={cn(inputClassName, 'h-auto py-2')}
          />
        )}
      </Field>
      <Button type="submit" disabled={!review.success} loading={submitReview.isPending}>
        {submitReview.isPending ? t('orders.reviewDialog.submitting') : t('orders.reviewDialog.submit')}
      </Button>
    </form>
  );
}
