import { IMAGE_PRESETS, imageSrcSet, imageUrl } from '@dokan/domain/image-url';
import { cn } from '@/components/ui/cn';
import { Dialog, DialogContent, DialogTitle } from '@/components/ui/dialog';
import { Image } from '@/components/ui/image';
import { useTranslation } from '@/lib/i18n';

const LARGE = { width: IMAGE_PRESETS.zoom.width, height: IMAGE_PRESETS.zoom.height };

/** The product's pictures at full size, with a dot per picture to move between them. */
export function ImageDialog({
  name,
  images,
  index,
  onIndexChange,
  onClose,
}: {
  name: string;
  images: string[];
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const current = images[index];
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent aria-describedby={undefined} layout="xl">
        <DialogTitle className="pr-12">{name}</DialogTitle>
        <Image
          key={current}
          src={current && imageUrl(current, 'zoom')}
          srcSet={current && imageSrcSet(current, 'zoom')}
          sizes="(max-width: 800px) 100vw, 800px"
          {...LARGE}
          alt={t('detail.imageOf', { name, index: index + 1, total: images.length })}
          priority
          className="mt-3 aspect-square max-h-[70dvh] w-full rounded-lg bg-gray-100 object-contain"
        />
        {images.length > 1 && (
          <div className="mt-2 flex justify-center">
            {images.map((image, position) => (
              <button
                key={image}
                type="button"
                aria-label={t('detail.showImage', { index: position + 1 })}
                aria-current={position === index}
                onClick={() => onIndexChange(position)}
                className="inline-flex size-8 items-center justify-center"
              >
                <span
                  className={cn('block size-2.5 rounded-full', position === index ? 'bg-brand-700' : 'bg-gray-300')}
                />
              </button>
            ))}
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
