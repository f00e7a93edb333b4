import { useState } from 'react';
import toast from 'react-hot-toast';

import type { Banner } from '@dokan/domain';
import { imageUrl } from '@dokan/domain/image-url';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { PageHeader } from '@/components/admin/page-header';
import { EmptyState, ErrorState, LoadingBlocks } from '@/components/admin/query-states';
import { toastError } from '@/components/admin/toast-error';
import { Button } from '@/components/ui/button';
import { PlusIcon, TrashIcon } from '@/components/ui/icons';
import { Image } from '@/components/ui/image';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { useLocalName } from '@/lib/local-name';

import { useDeleteBanner } from '../api/delete-banner';
import { useBanners } from '../api/get-banners';
import { BannerWords, useBannerWords } from '../components/banner-words';
import { BannerDialog } from './banner-dialog';

function BannerPreviewWords({ banner }: { banner: Banner }) {
  const words = useBannerWords(banner);
  return words && <BannerWords words={words} size="card" />;
}

/** /admin/banners: the home page's banners with their offer and category; add, edit, delete. */
export function BannersPage() {
  const { t } = useTranslation();
  const localName = useLocalName();
  const format = useFormat();
  const banners = useBanners();
  const remove = useDeleteBanner();
  const [editing, setEditing] = useState<{ banner?: Banner } | null>(null);
  const [deleting, setDeleting] = useState<Banner | null>(null);

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting._id, {
      onSuccess: () => {
        toast.success(t('adminCatalogue.banners.deleted'));
        setDeleting(null);
      },
      onError: (error) => toastError(error, t('adminCatalogue.banners.deleteFailed')),
    });
  };

  const add = () => setEditing({});
  return (
    <>
      <PageHeader
        title={t('adminCatalogue.banners.title')}
        description={t('adminCatalogue.banners.description')}
        actions={
          <Button onClick={add}>
            <PlusIcon className="size-4" />
            {t('adminCatalogue.banners.add')}
          </Button>
        }
      />
      {banners.isPending ? (
        <LoadingBlocks count={3} className="h-40" />
      ) : banners.isError ? (
        <ErrorState
          message={t('adminCatalogue.banners.loadFailed')}
          detail={banners.error.message}
          onRetry={() => void banners.refetch()}
        />
      ) : banners.data.length === 0 ? (
        <EmptyState action={<Button onClick={add}>{t('adminCatalogue.banners.add')}</Button>}>
          {t('adminCatalogue.banners.empty')}
        </EmptyState>
      ) : (
        <ul aria-label={t('adminCatalogue.banners.title')} className="grid gap-4 md:grid-cols-2">
          {banners.data.map((banner, index) => {
            const name = t('adminCatalogue.banners.bannerNumber', { number: index + 1 });
            return (
              <li key={banner._id} className="overflow-hidden rounded-xl border border-gray-200 bg-white">
                {/* As shoppers see it: the picture with its words in the page's language over it. */}
                <div className="relative">
                  <Image
                    src={imageUrl(banner.bannerImage, 'adminBanner')}
                    alt={name}
                    width={600}
                    height={200}
                    className="aspect-[3/1] w-full bg-gray-100 object-cover"
                  />
                  <BannerPreviewWords banner={banner} />
                </div>
                <div className="flex flex-wrap items-center justify-between gap-3 p-3">
                  <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
                    <dt className="text-gray-600">{t('adminCatalogue.banners.offer')}</dt>
                    <dd className="font-semibold">
                      {banner.bannerOffer === null ? '—' : `${format.count(banner.bannerOffer)}%`}
                    </dd>
                    <dt className="text-gray-600">{t('adminCatalogue.banners.category')}</dt>
                    <dd className="font-semibold">
                      {banner.bannerCategory
                        ? localName(banner.bannerCategory.categoryName, banner.bannerCategory.categoryNameBn)
                        : '—'}
                    </dd>
                    <dt className="text-gray-600">{t('adminCatalogue.banners.words')}</dt>
                    <dd className="font-semibold">
                      {banner.bannerTitle ? localName(banner.bannerTitle, banner.bannerTitleBn) : '—'}
                    </dd>
                  </dl>
                  <div className="flex items-center gap-1">
                    <Button
                      variant="outline"
                      className="h-9 px-3"
                      onClick={() => setEditing({ banner })}
                      aria-label={t('adminCatalogue.banners.editNamed', { name })}
                    >
                      {t('adminCatalogue.banners.edit')}
                    </Button>
                    <Button
                      variant="ghost"
                      size="icon"
                      className="size-9 text-red-700 hover:bg-red-50"
                      onClick={() => setDeleting(banner)}
                      aria-label={t('adminCatalogue.banners.deleteNamed', { name })}
                    >
                      <TrashIcon className="size-5" />
                    </Button>
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <BannerDialog open={editing !== null} banner={editing?.banner} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('adminCatalogue.banners.deleteTitle')}
        description={t('adminCatalogue.banners.deleteQuestion')}
        confirmLabel={t('adminCatalogue.banners.deleteConfirm')}
        onConfirm={confirmDelete}
        pending={remove.isPending}
      >
        {deleting && (
          <Image
            src={imageUrl(deleting.bannerImage, 'adminBanner')}
            alt=""
            width={400}
            height={133}
            className="mt-3 aspect-[3/1] w-full rounded-md object-cover"
          />
        )}
      </ConfirmDialog>
    </>
  );
}
