import { type ChangeEvent, type ReactNode, useRef, useState } from 'react';
import toast from 'react-hot-toast';

import {
  type CodRiskRules,
  CodRiskRulesSchema,
  type PublicSettings,
  type ShippingFee,
  type ShippingFeeUpdate,
  ShippingFeeUpdateSchema,
  type ShopDetailsUpdate,
  ShopDetailsUpdateSchema,
} from '@dokan/domain';
import { IMAGE_MAX_BYTES } from '@dokan/domain/constants';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { PageHeader } from '@/components/admin/page-header';
import { ErrorState, LoadingBlocks } from '@/components/admin/query-states';
import { toastError } from '@/components/admin/toast-error';
import { Button } from '@/components/ui/button';
import { Field, TextField } from '@/components/ui/field';
import { useTranslation } from '@/lib/i18n';
import { usePickedFile } from '@/lib/use-picked-file';

import { useDeleteLogo } from '../api/delete-logo';
import { useCodRules } from '../api/get-cod-rules';
import { useLogo } from '../api/get-logo';
import { useOrderCaps } from '../api/get-order-caps';
import { useSettings } from '../api/get-settings';
import { useShippingFee } from '../api/get-shipping-fee';
import { useSaveCodRules } from '../api/save-cod-rules';
import { useSaveShippingFee } from '../api/save-shipping-fee';
import { useSaveShopDetails } from '../api/save-shop-details';
import { useUploadLogo } from '../api/upload-logo';
import { OrderCapsForm } from './order-caps-form';
import { SettingsForm } from './settings-form';

function Panel({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="rounded-lg border border-gray-200 bg-white p-4">
      <h2 className="text-base font-semibold">{title}</h2>
      {description && <p className="mt-1 text-sm text-gray-600">{description}</p>}
      <div className="mt-3">{children}</div>
    </section>
  );
}

/** A panel's data: its skeleton while loading, the error with Retry, else the form. */
function Loaded<T>({
  query,
  children,
}: {
  query: { isPending: boolean; isError: boolean; error: Error | null; data: T | undefined; refetch: () => unknown };
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <LoadingBlocks count={1} className="h-32" />;
  if (query.isError || query.data === undefined) {
    return <ErrorState detail={query.error?.message} onRetry={() => void query.refetch()} />;
  }
  return <>{children(query.data)}</>;
}

function DeliveryFeesForm({ fees }: { fees: ShippingFee }) {
  const { t } = useTranslation();
  return (
    <SettingsForm<ShippingFeeUpdate>
      schema={ShippingFeeUpdateSchema}
      defaults={fees}
      save={useSaveShippingFee()}
      saved={t('admin.settings.feesSaved')}
      submit={t('admin.settings.saveFees')}
    >
      {({ register, errors }) => (
        <>
          <TextField
            label={t('admin.settings.insideDhaka')}
            inputMode="numeric"
            error={errors.shippingFee?.message}
            {...register('shippingFee', { valueAsNumber: true })}
          />
          <TextField
            label={t('admin.settings.outsideDhaka')}
            inputMode="numeric"
            error={errors.shippingFeeOutside?.message}
            {...register('shippingFeeOutside', { valueAsNumber: true })}
          />
        </>
      )}
    </SettingsForm>
  );
}

/** The owner's cash-on-delivery rules (decision 041); an empty last field never refuses COD. */
function CodRulesForm({ rules }: { rules: CodRiskRules }) {
  const { t } = useTranslation();
  return (
    <SettingsForm<CodRiskRules>
      schema={CodRiskRulesSchema}
      defaults={rules}
      save={useSaveCodRules()}
      saved={t('admin.settings.codSaved')}
      submit={t('admin.settings.saveCod')}
      columns={3}
    >
      {({ register, errors }) => (
        <>
          <TextField
            label={t('admin.settings.codVerifyAbove')}
            hint={t('admin.settings.codVerifyAboveHint')}
            inputMode="numeric"
            error={errors.verifyFirstOrderAboveTaka?.message}
            {...register('verifyFirstOrderAboveTaka', { valueAsNumber: true })}
          />
          <TextField
            label={t('admin.settings.codPrepayAfter')}
            hint={t('admin.settings.codPrepayAfterHint')}
            inputMode="numeric"
            error={errors.prepayDeliveryAfterReturns?.message}
            {...register('prepayDeliveryAfterReturns', { valueAsNumber: true })}
          />
          <TextField
            label={t('admin.settings.codRefuseAfter')}
            hint={t('admin.settings.codRefuseAfterHint')}
            inputMode="numeric"
            error={errors.refuseCodAfterReturns?.message}
            {...register('refuseCodAfterReturns', {
              setValueAs: (value: unknown) => (value === '' || value === null ? null : Number(value)),
            })}
          />
        </>
      )}
    </SettingsForm>
  );
}

function ShopDetailsForm({ settings }: { settings: PublicSettings }) {
  const { t } = useTranslation();
  const { shopName, receivingNumber, supportPhone, supportEmail } = settings;
  return (
    <SettingsForm<ShopDetailsUpdate>
      schema={ShopDetailsUpdateSchema}
      defaults={{ shopName, receivingNumber, supportPhone, supportEmail }}
      save={useSaveShopDetails()}
      saved={t('admin.settings.detailsSaved')}
      submit={t('admin.settings.saveDetails')}
    >
      {({ register, errors }) => (
        <>
          <TextField label={t('admin.settings.shopName')} error={errors.shopName?.message} {...register('shopName')} />
          <TextField
            label={t('admin.settings.receivingNumber')}
            hint={t('admin.settings.receivingNumberHint')}
            inputMode="tel"
            error={errors.receivingNumber?.message}
            {...register('receivingNumber')}
          />
          <TextField
            label={t('admin.settings.supportPhone')}
            inputMode="tel"
            error={errors.supportPhone?.message}
            {...register('supportPhone')}
          />
          <TextField
            label={t('admin.settings.supportEmail')}
            type="email"
            error={errors.supportEmail?.message}
            {...register('supportEmail')}
          />
        </>
      )}
    </SettingsForm>
  );
}

function LogoPanel() {
  const { t } = useTranslation();
  const logo = useLogo();
  const upload = useUploadLogo();
  const remove = useDeleteLogo();
  const [error, setError] = useState<string | undefined>();
  const [confirming, setConfirming] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const [picked, pick] = usePickedFile();

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    setError(undefined);
    pick(null);
    if (!file) return;
    if (!file.type.startsWith('image/')) setError(t('admin.settings.logoNotImage'));
    else if (file.size > IMAGE_MAX_BYTES) setError(t('admin.settings.logoTooLarge'));
    else pick(file);
  };

  const current = logo.data?.logo;
  const shown = picked?.url ?? current;

  return (
    <Loaded query={{ ...logo, data: logo.data === undefined ? undefined : { logo: logo.data } }}>
      {() => (
        <div className="flex flex-col gap-3">
          <div className="flex h-24 items-center justify-center rounded-lg border border-dashed border-gray-300 bg-gray-50 p-3">
            {shown ? (
              <img
                src={shown}
                alt={picked ? t('admin.settings.logoPreview') : t('admin.settings.logoCurrent')}
                width={256}
                height={64}
                className="max-h-16 w-auto object-contain"
              />
            ) : (
              <p className="text-sm text-gray-600">{t('admin.settings.noLogo')}</p>
            )}
          </div>
          <Field label={t('admin.settings.chooseLogo')} hint={t('admin.settings.logoHint')} error={error}>
            {(control) => (
              <input
                {...control}
                ref={input}
                type="file"
                accept="image/*"
                onChange={choose}
                className="text-sm file:mr-3 file:h-10 file:rounded-lg file:border file:border-gray-300 file:bg-white file:px-3 file:text-sm file:font-semibold"
              />
            )}
          </Field>
          <div className="flex flex-wrap gap-2">
            <Button
              disabled={!picked}
              loading={upload.isPending}
              onClick={() => {
                if (!picked) return;
                upload.mutate(picked.file, {
                  onSuccess: () => {
                    toast.success(t('admin.settings.logoSaved'));
                    pick(null);
                    if (input.current) input.current.value = '';
                  },
                  onError: (uploadError) => toastError(uploadError),
                });
              }}
            >
              {t('admin.settings.uploadLogo')}
            </Button>
            {logo.data && (
              <Button variant="outline" className="text-red-700" onClick={() => setConfirming(true)}>
                {t('admin.settings.removeLogo')}
              </Button>
            )}
          </div>
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            title={t('admin.settings.removeLogoTitle')}
            description={t('admin.settings.removeLogoConfirm')}
            confirmLabel={t('admin.settings.removeLogo')}
            pending={remove.isPending}
            onConfirm={() => {
              if (!logo.data) return;
              remove.mutate(logo.data._id, {
                onSuccess: () => {
                  toast.success(t('admin.settings.logoRemoved'));
                  setConfirming(false);
                },
                onError: (removeError) => toastError(removeError),
              });
            }}
          />
        </div>
      )}
    </Loaded>
  );
}

/** /admin/settings: delivery fees, the cash-on-delivery rules, the caps on orders and SMS, the shop's details and its logo, each saved on its own. */
export function SettingsPage() {
  const { t } = useTranslation();
  const fees = useShippingFee();
  const details = useSettings();
  const codRules = useCodRules();
  const orderCaps = useOrderCaps();
  return (
    <>
      <PageHeader title={t('admin.settings.title')} description={t('admin.settings.description')} />
      <div className="grid max-w-4xl gap-4">
        <Panel title={t('admin.settings.feesTitle')} description={t('admin.settings.feesHint')}>
          <Loaded query={fees}>{(data) => <DeliveryFeesForm fees={data} />}</Loaded>
        </Panel>
        <Panel title={t('admin.settings.codTitle')} description={t('admin.settings.codHint')}>
          <Loaded query={codRules}>{(data) => <CodRulesForm rules={data} />}</Loaded>
        </Panel>
        <Panel title={t('admin.settings.capsTitle')} description={t('admin.settings.capsHint')}>
          <Loaded query={orderCaps}>{(data) => <OrderCapsForm caps={data} />}</Loaded>
        </Panel>
        <Panel title={t('admin.settings.detailsTitle')}>
          <Loaded query={details}>{(data) => <ShopDetailsForm settings={data} />}</Loaded>
        </Panel>
        <Panel title={t('admin.settings.logoTitle')}>
          <LogoPanel />
        </Panel>
      </div>
    </>
  );
}
