import type { Product } from '@dokan/domain';
import { hasOwnPhoto } from '@dokan/domain/avatar';
import { REVIEW_STARS_MAX } from '@dokan/domain/constants';
import { IMAGE_PRESETS, imageSrcSet, imageUrl } from '@dokan/domain/image-url';
import { Image } from '@/components/ui/image';
import { Stars } from '@/components/ui/stars';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { useLocalText } from '@/lib/local-name';

const AVATAR = { width: IMAGE_PRESETS.avatar.width, height: IMAGE_PRESETS.avatar.height };

function Reviews({ reviews }: { reviews: Product['reviews'] }) {
  const { t } = useTranslation();
  const format = useFormat();
  if (reviews.length === 0) return <p className="text-gray-600">{t('detail.noReviews')}</p>;
  return (
    <ul className="flex flex-col divide-y divide-gray-200">
      {reviews.map((review) => (
        <li key={review._id} className="flex gap-3 py-4">
          {/* Without a photo of their own, the reviewer's initial says more than the default avatar. */}
          {hasOwnPhoto(review.userId.profileImg) ? (
            <Image
              src={imageUrl(review.userId.profileImg, 'avatar')}
              srcSet={imageSrcSet(review.userId.profileImg, 'avatar')}
              sizes={`${AVATAR.width}px`}
              {...AVATAR}
              alt=""
              className="size-10 shrink-0 rounded-full object-cover"
            />
          ) : (
            <span
              aria-hidden="true"
              className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-800"
            >
              {review.userId.name.charAt(0).toUpperCase()}
            </span>
          )}
          <div className="min-w-0">
            <p className="font-semibold">{review.userId.name}</p>
            <p className="flex items-center gap-2 text-xs text-gray-600">
              <Stars value={review.stars} className="size-3.5" />
              <span className="sr-only">{t('detail.starsOutOf', { stars: review.stars, max: REVIEW_STARS_MAX })}</span>
              <time dateTime={review.date}>{format.date(review.date)}</time>
            </p>
            <p className="mt-1 whitespace-pre-line text-gray-800">{review.text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** Description, Details with tags, Reviews (n) and FAQ (n). */
export function ProductTabs({ product }: { product: Product }) {
  const { t } = useTranslation();
  const local = useLocalText();
  const format = useFormat();
  // Each list in the page's language when the shop wrote it so, else the English (decision 055).
  const details = local.list(product.productDetails, product.productDetailsBn);
  const tags = local.list(product.searchTags, product.searchTagsBn);
  const faqs = local.list(product.faqs, product.faqsBn);
  return (
    <Tabs defaultValue="description">
      <TabsList aria-label={t('detail.about')}>
        <TabsTrigger value="description">{t('detail.tabs.description')}</TabsTrigger>
        <TabsTrigger value="details">{t('detail.tabs.details')}</TabsTrigger>
        <TabsTrigger value="reviews">
          {t('detail.tabs.reviews', { count: format.count(product.reviews.length) })}
        </TabsTrigger>
        <TabsTrigger value="faq">{t('detail.tabs.faq', { count: format.count(faqs.length) })}</TabsTrigger>
      </TabsList>
      <div className="py-5">
        <TabsContent value="description">
          <p className="leading-relaxed whitespace-pre-line text-gray-800">
            {local.name(product.productDescription, product.productDescriptionBn)}
          </p>
        </TabsContent>
        <TabsContent value="details">
          <ul className="list-disc space-y-1 pl-5 text-gray-800">
            {details.map((detail) => (
              <li key={detail}>{detail}</li>
            ))}
          </ul>
          {tags.length > 0 && (
            <div className="mt-5">
              <h3 className="font-semibold">{t('detail.tags')}</h3>
              <ul className="mt-2 flex flex-wrap gap-2">
                {tags.map((tag) => (
                  <li key={tag} className="rounded-full bg-gray-100 px-3 py-1 text-sm">
                    {tag}
                  </li>
                ))}
              </ul>
            </div>
          )}
        </TabsContent>
        <TabsContent value="reviews">
          <Reviews reviews={product.reviews} />
        </TabsContent>
        <TabsContent value="faq">
          {faqs.length === 0 ? (
            <p className="text-gray-600">{t('detail.noFaqs')}</p>
          ) : (
            <div className="flex flex-col gap-2">
              {faqs.map((faq) => (
                <details key={faq.question} className="rounded-lg border border-gray-200 px-4 open:bg-gray-50">
                  <summary className="cursor-pointer py-3 font-medium">{faq.question}</summary>
                  <p className="pb-3 text-gray-700">{faq.answer}</p>
                </details>
              ))}
            </div>
          )}
        </TabsContent>
      </div>
    </Tabs>
  );
}
