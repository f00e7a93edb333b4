import { useState } from 'react';
import toast from 'react-hot-toast';

import { type Consignment, type Courier, type Order, type OrderParcel, type SandboxParcelStep } from '@dokan/domain';
import { toastError } from '@/components/admin/toast-error';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Field, inputClassName, TextField } from '@/components/ui/field';
import { courierNames } from '@/lib/courier-names';
import { useFormat } from '@/lib/format';
import { type TextKey, type Translate, useTranslation } from '@/lib/i18n';

import { downloadLabels } from '../api/book-many';
import { useBookParcel, useOrderParcel, useSandboxStep } from '../api/order-parcel';
import { shortOrderId } from '../order-id';
import { type PathaoLocation, PathaoLocationFields } from './pathao-location-fields';

/** What the panel says of an order with no parcel booked here, by its status (null: the booking itself). */
const UNBOOKED: Record<Order['status'], TextKey | null> = {
  pending: 'admin.courier.notReady',
  processing: null,
  shipped: 'admin.courier.state.shippedUnbooked',
  delivered: 'admin.courier.state.deliveredUnbooked',
  returned: 'admin.courier.state.returnedUnbooked',
  cancelled: 'admin.courier.state.cancelled',
};

/** Where a booked parcel stands, from the order's status: waiting for pick-up, on its way, delivered (and what was collected), back, or booked for an order since cancelled. */
function parcelState(order: Order, consignment: Consignment, t: Translate, taka: (amount: number) => string): string {
  const courier = courierNames(t)[consignment.courier];
  switch (order.status) {
    case 'shipped':
      return t('admin.courier.state.onTheWay', { courier });
    case 'delivered':
      return consignment.codAmount > 0
        ? t('admin.courier.state.deliveredCollected', { courier, amount: taka(consignment.codAmount) })
        : t('admin.courier.state.delivered', { courier });
    case 'returned':
      return t('admin.courier.state.returned', { courier });
    case 'cancelled':
      return consignment.courier === 'sandbox'
        ? t('admin.courier.state.cancelledSandbox')
        : t('admin.courier.state.cancelledBooked', { courier });
    default:
      return t('admin.courier.state.awaitingPickup', { courier });
  }
}

/** The courier's status in its own words; the sandbox courier's in the page's language. */
function courierStatusText(consignment: Consignment, t: Translate): string {
  if (consignment.courier !== 'sandbox') return consignment.courierStatus;
  const key = `admin.courier.sandbox.status.${consignment.courierStatus}`;
  const text = t(key as TextKey);
  return text === key ? consignment.courierStatus : text;
}

/**
 * The order's parcel: its courier, consignment id, tracking link and charge once booked, with where
 * it stands; before that, "Book with courier" for a processing order, or what is true of an order in
 * any other state (admins only). A sandbox parcel has the buttons that move it on this computer.
 */
export function CourierPanel({ order }: { order: Order }) {
  const { t } = useTranslation();
  const format = useFormat();
  const parcel = useOrderParcel(order._id, true);
  const [booking, setBooking] = useState(false);

  if (parcel.isPending) return <p className="text-sm text-gray-600">{t('admin.courier.loading')}</p>;
  if (parcel.isError) return <p className="text-sm text-red-700">{parcel.error.message}</p>;
  const { consignment, couriers, sandboxSteps } = parcel.data;
  const names = courierNames(t);

  if (consignment) {
    return (
      <>
        <p className="mb-2 text-sm font-medium">{parcelState(order, consignment, t, format.taka)}</p>
        <dl className="text-sm">
          <div className="flex justify-between gap-3 py-1">
            <dt className="text-gray-600">{t('admin.courier.courier')}</dt>
            <dd className="font-medium">{names[consignment.courier]}</dd>
          </div>
          <div className="flex justify-between gap-3 py-1">
            <dt className="text-gray-600">{t('admin.courier.consignment')}</dt>
            <dd className="font-medium break-all">{consignment.consignmentId}</dd>
          </div>
          {consignment.trackingCode && consignment.trackingCode !== consignment.consignmentId && (
            <div className="flex justify-between gap-3 py-1">
              <dt className="text-gray-600">{t('admin.courier.trackingCode')}</dt>
              <dd className="font-medium break-all">{consignment.trackingCode}</dd>
            </div>
          )}
          <div className="flex justify-between gap-3 py-1">
            <dt className="text-gray-600">{t('admin.courier.courierStatus')}</dt>
            <dd className="font-medium">{courierStatusText(consignment, t)}</dd>
          </div>
          <div className="flex justify-between gap-3 py-1">
            <dt className="text-gray-600">{t('admin.courier.cod')}</dt>
            <dd className="font-medium">{format.taka(consignment.codAmount)}</dd>
          </div>
          {consignment.deliveryCharge !== null && (
            <div className="flex justify-between gap-3 py-1">
              <dt className="text-gray-600">{t('admin.courier.charge')}</dt>
              <dd className="font-medium">{format.taka(consignment.deliveryCharge)}</dd>
            </div>
          )}
          {consignment.trackingUrl && (
            <a
              href={consignment.trackingUrl}
              target="_blank"
              rel="noreferrer"
              className="mt-2 inline-block text-brand-800 underline"
            >
              {t('admin.courier.track')}
            </a>
          )}
        </dl>
        {sandboxSteps.length > 0 && (
          <SandboxSteps orderId={order._id} consignmentId={consignment.consignmentId} steps={sandboxSteps} />
        )}
        <Button
          variant="outline"
          className="mt-3 w-full"
          onClick={() =>
            void downloadLabels([order._id]).catch((error) => toastError(error, t('admin.courier.bulk.printFailed')))
          }
        >
          {t('admin.courier.printLabel')}
        </Button>
      </>
    );
  }

  const unbooked = UNBOOKED[order.status];
  if (unbooked) return <p className="text-sm text-gray-600">{t(unbooked)}</p>;
  if (!couriers.length) return <p className="text-sm text-gray-600">{t('admin.courier.noneSetUp')}</p>;
  return (
    <>
      {couriers.includes('sandbox') && <p className="mb-3 text-sm text-gray-600">{t('admin.courier.sandbox.intro')}</p>}
      <Button onClick={() => setBooking(true)}>{t('admin.courier.book')}</Button>
      <Dialog open={booking} onOpenChange={setBooking}>
        {booking && (
          <DialogContent>
            <BookingForm order={order} parcel={parcel.data} onDone={() => setBooking(false)} />
          </DialogContent>
        )}
      </Dialog>
    </>
  );
}

/** The sandbox courier's next steps for this parcel: the owner plays the courier, as on the sandbox payment page. */
function SandboxSteps({
  orderId,
  consignmentId,
  steps,
}: {
  orderId: string;
  consignmentId: string;
  steps: readonly SandboxParcelStep[];
}) {
  const { t } = useTranslation();
  const move = useSandboxStep(orderId, consignmentId);
  const titleId = `sandbox-steps-${consignmentId}`;
  return (
    <section
      aria-labelledby={titleId}
      className="mt-3 rounded-md border border-dashed border-amber-400 bg-amber-50 p-3"
    >
      <h3 id={titleId} className="text-sm font-semibold">
        {t('admin.courier.sandbox.title')}
      </h3>
      <p className="mt-1 text-sm text-gray-700">{t('admin.courier.sandbox.hint')}</p>
      <div className="mt-2 flex flex-wrap gap-2">
        {steps.map((step) => (
          <Button
            key={step}
            variant={step === 'returned' ? 'outline' : 'secondary'}
            loading={move.isPending && move.variables === step}
            disabled={move.isPending}
            onClick={() =>
              move.mutate(step, {
                onSuccess: () =>
                  toast.success(t('admin.courier.sandbox.moved', { step: t(`admin.courier.sandbox.status.${step}`) })),
                onError: (error) => toastError(error),
              })
            }
          >
            {t(`admin.courier.sandbox.status.${step}`)}
          </Button>
        ))}
      </div>
    </section>
  );
}

function BookingForm({ order, parcel, onDone }: { order: Order; parcel: OrderParcel; onDone: () => void }) {
  const { t } = useTranslation();
  const book = useBookParcel(order._id);
  const [courier, setCourier] = useState<Courier>(parcel.couriers[0]!);
  const [codAmount, setCodAmount] = useState(String(parcel.codDue));
  const [weight, setWeight] = useState('');
  const [note, setNote] = useState('');
  const [pathaoLocation, setPathaoLocation] = useState<PathaoLocation | null>(null);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    book.mutate(
      {
        courier,
        codAmount: Number(codAmount),
        weightGrams: weight.trim() ? Number(weight) : undefined,
        note: note.trim() || undefined,
        pathaoLocation: courier === 'pathao' && pathaoLocation ? pathaoLocation : undefined,
      },
      {
        onSuccess: () => {
          toast.success(t('admin.courier.booked', { courier: courierNames(t)[courier] }));
          onDone();
        },
        onError: (error) => toastError(error),
      },
    );
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-4">
      <div className="pr-10">
        <DialogTitle>{t('admin.courier.bookTitle', { id: shortOrderId(order._id) })}</DialogTitle>
        <DialogDescription className="mt-1">{t('admin.courier.bookDescription')}</DialogDescription>
      </div>
      <Field label={t('admin.courier.courier')}>
        {(control) => (
          <select
            {...control}
            value={courier}
            onChange={(event) => setCourier(event.target.value as Courier)}
            className={inputClassName}
          >
            {parcel.couriers.map((name) => (
              <option key={name} value={name}>
                {courierNames(t)[name]}
              </option>
            ))}
          </select>
        )}
      </Field>
      {courier === 'pathao' && <PathaoLocationFields address={order.deliveryAddress} onChange={setPathaoLocation} />}
      <TextField
        label={t('admin.courier.cod')}
        hint={t('admin.courier.codHint')}
        type="number"
        inputMode="numeric"
        min={0}
        required
        value={codAmount}
        onChange={(event) => setCodAmount(event.target.value)}
      />
      <TextField
        label={t('admin.courier.weight')}
        type="number"
        inputMode="numeric"
        min={1}
        value={weight}
        onChange={(event) => setWeight(event.target.value)}
      />
      <TextField
        label={t('admin.courier.note')}
        maxLength={250}
        value={note}
        onChange={(event) => setNote(event.target.value)}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone}>
          {t('admin.courier.cancel')}
        </Button>
        <Button type="submit" loading={book.isPending}>
          {t('admin.courier.confirm')}
        </Button>
      </div>
    </form>
  );
}
