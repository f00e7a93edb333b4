import type { ProductVideo as Video } from '@dokan/domain';
import { CloseIcon } from '@/components/ui/icons';
import { useTranslation } from '@/lib/i18n';

/**
 * The product video in the gallery's place: YouTube and Vimeo embedded, any other link played
 * natively. A plain video hands the gallery back when it ends; an embed has a close button,
 * since the embedded player does not tell the page.
 */
export function ProductVideo({ video, title, onEnd }: { video: Video; title: string; onEnd: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="relative size-full bg-black">
      {video.kind === 'file' ? (
        <video src={video.url} controls autoPlay playsInline onEnded={onEnd} className="size-full" />
      ) : (
        <iframe
          src={`${video.embedUrl}?autoplay=1`}
          title={title}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          className="size-full"
        />
      )}
      <button
        type="button"
        aria-label={t('detail.closeVideo')}
        onClick={onEnd}
        className="absolute top-2 right-2 inline-flex size-11 items-center justify-center rounded-full bg-white/90 text-gray-900 shadow hover:bg-white"
      >
        <CloseIcon className="size-5" />
      </button>
    </div>
  );
}
