import { useState } from 'react';
import toast from 'react-hot-toast';

import { type Courier, COURIER_NAMES, type Order, type OrderParcel } from '@dokan/domain';
import { toastError } from '@/components/admin/toast-error';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Field, inputClassName, TextField } from '@/components/ui/field';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';

import { downloadLabels } from '../api/book-many';
import { useBookParcel, useOrderParcel } from '../api/order-parcel';
import { shortOrderId } from '../order-id';
import { type PathaoLocation,PathaoLocationFields } from './pathao-location-fields';

/**
 * The order's parcel: its courier, consignment id, tracking link and charge once booked; before
 * that, "Book with courier" for a processing order (admins only).
 */
export function CourierPanel({ order }: { order: Order }) {
  const { t } = useTranslation();
  const format = useFormat();
  const parcel = useOrderParcel(order._id, true);
  const [booking, setBooking] = useState(false);

  if (parcel.isPending) return <p className="text-sm text-gray-600">{t('admin.courier.loading')}</p>;
  if (parcel.isError) return <p className="text-sm text-red-700">{parcel.error.message}</p>;
  const { consignment, couriers } = parcel.data;

  if (consignment) {
    return (
      <>
        <dl className="text-sm">
          <div className="flex justify-between gap-3 py-1">
            <dt className="text-gray-600">{t('admin.courier.courier')}</dt>
            <dd className="font-medium">{COURIER_NAMES[consignment.courier]}</dd>
          </div>
          <div className="flex justify-between gap-3 py-1">
            <dt className="text-gray-600">{t('admin.courier.consignment')}</dt>
            <dd className="font-medium break-all">{consignment.consignmentId}</dd>
          </div>
          <div className="flex justify-between gap-3 py-1">
            <dt className="text-gray-600">{t('admin.courier.courierStatus')}</dt>
            <dd className="font-medium">{consignment.courierStatus}</dd>
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

  if (order.status !== 'processing') return <p className="text-sm text-gray-600">{t('admin.courier.notReady')}</p>;
  if (!couriers.length) return <p className="text-sm text-gray-600">{t('admin.courier.noneSetUp')}</p>;
  return (
    <>
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
          toast.success(t('admin.courier.booked', { courier: COURIER_NAMES[courier] }));
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
                {COURIER_NAMES[name]}
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
