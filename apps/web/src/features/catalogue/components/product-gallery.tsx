import { lazy, type PointerEvent, Suspense, useState } from 'react';

import { IMAGE_PRESETS, imageSrcSet, imageUrl } from '@dokan/domain/image-url';
import { parseProductVideo } from '@dokan/domain/video';
import { cn } from '@/components/ui/cn';
import { ChevronLeftIcon, ChevronRightIcon, PlayIcon } from '@/components/ui/icons';
import { Image } from '@/components/ui/image';
import { Skeleton } from '@/components/ui/skeleton';
import { useDataSaver } from '@/lib/data-saver';
import { useTranslation } from '@/lib/i18n';

import { DETAIL_IMAGE, detailImage } from './detail-image';

// The full-size viewer and the video player load only when asked for.
const ImageDialog = lazy(() => import('./image-dialog').then((m) => ({ default: m.ImageDialog })));
const ProductVideo = lazy(() => import('./product-video').then((m) => ({ default: m.ProductVideo })));

const THUMB = { width: IMAGE_PRESETS.thumbnail.width, height: IMAGE_PRESETS.thumbnail.height };
const ZOOM = 1.5;

function wrap(index: number, length: number): number {
  return (index + length) % length;
}

/** Main picture with hover zoom, thumbnails, wrapping arrows, a full-size dialog and the product video. */
export function ProductGallery({ name, images, video }: { name: string; images: string[]; video: string | null }) {
  const { t } = useTranslation();
  const dataSaver = useDataSaver();
  const [index, setIndex] = useState(0);
  const [zoom, setZoom] = useState<{ x: number; y: number } | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [playing, setPlaying] = useState(false);
  const parsedVideo = video ? parseProductVideo(video) : null;
  const current = images[index];
  const many = images.length > 1;

  function follow(event: PointerEvent<HTMLElement>) {
    if (event.pointerType !== 'mouse') return;
    const box = event.currentTarget.getBoundingClientRect();
    setZoom({ x: ((event.clientX - box.left) / box.width) * 100, y: ((event.clientY - box.top) / box.height) * 100 });
  }

  const arrow =
    'absolute top-1/2 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 shadow hover:bg-white';
  return (
    <div className="flex flex-col gap-3">
      <div className="relative aspect-square overflow-hidden rounded-xl bg-gray-100">
        {playing && parsedVideo ? (
          <Suspense fallback={<Skeleton className="size-full" />}>
            <ProductVideo video={parsedVideo} title={name} onEnd={() => setPlaying(false)} />
          </Suspense>
        ) : (
          <>
            <button
              type="button"
              aria-label={t('detail.openImage', { index: index + 1, total: images.length })}
              onClick={() => setDialogOpen(true)}
              onPointerMove={follow}
              onPointerLeave={() => setZoom(null)}
              className="block size-full cursor-zoom-in"
            >
              <Image
                key={current}
                {...(current ? detailImage(current, dataSaver) : {})}
                {...DETAIL_IMAGE}
                alt={name}
                priority
                className="size-full object-contain transition-transform duration-150"
                style={zoom ? { transform: `scale(${ZOOM})`, transformOrigin: `${zoom.x}% ${zoom.y}%` } : undefined}
              />
            </button>
            {many && (
              <>
                <button
                  type="button"
                  aria-label={t('detail.previousImage')}
                  onClick={() => setIndex(wrap(index - 1, images.length))}
                  className={cn(arrow, 'left-2')}
                >
                  <ChevronLeftIcon className="size-5" />
                </button>
                <button
                  type="button"
                  aria-label={t('detail.nextImage')}
                  onClick={() => setIndex(wrap(index + 1, images.length))}
                  className={cn(arrow, 'right-2')}
                >
                  <ChevronRightIcon className="size-5" />
                </button>
              </>
            )}
          </>
        )}
      </div>

      <div className="scrollbar-none flex gap-2 overflow-x-auto">
        {images.map((image, position) => (
          <button
            key={image}
            type="button"
            aria-label={t('detail.showImage', { index: position + 1 })}
            aria-current={!playing && position === index}
            onClick={() => {
              setPlaying(false);
              setIndex(position);
            }}
            className={cn(
              'size-20 shrink-0 overflow-hidden rounded-lg border-2',
              !playing && position === index ? 'border-brand-700' : 'border-transparent hover:border-gray-300',
            )}
          >
            <Image
              src={imageUrl(image, 'thumbnail')}
              srcSet={imageSrcSet(image, 'thumbnail', { dataSaver })}
              sizes={`${THUMB.width}px`}
              {...THUMB}
              alt=""
              className="size-full object-cover"
            />
          </button>
        ))}
        {parsedVideo && (
          <button
            type="button"
            aria-pressed={playing}
            onClick={() => setPlaying(true)}
            className={cn(
              'flex size-20 shrink-0 flex-col items-center justify-center gap-1 rounded-lg border-2 bg-gray-900 text-xs font-medium text-white',
              playing ? 'border-brand-700' : 'border-transparent',
            )}
          >
            <PlayIcon className="size-6" />
            {t('detail.playVideo')}
          </button>
        )}
      </div>

      {dialogOpen && (
        <Suspense fallback={null}>
          <ImageDialog
            name={name}
            images={images}
            index={index}
            onIndexChange={setIndex}
            onClose={() => setDialogOpen(false)}
          />
        </Suspense>
      )}
    </div>
  );
}
