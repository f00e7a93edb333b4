import { useId, useState } from 'react';

import type { Courier } from '@dokan/domain';
import { adminInputClassName } from '@/components/admin/admin-input';
import { toastError } from '@/components/admin/toast-error';
import { Button } from '@/components/ui/button';
import { courierNames } from '@/lib/courier-names';
import { useTranslation } from '@/lib/i18n';

import { type BulkBookingResult, downloadLabels, useBookMany, useCouriers } from '../api/book-many';
import { shortOrderId } from '../order-id';

/**
 * The admin's orders selected in the list: "Book with courier" for all of them with the courier
 * chosen, then each order's answer (its consignment id, or the courier's refusal) and "Print
 * labels" for those booked.
 */
export function BulkBooking({ selected, onClear }: { selected: readonly string[]; onClear: () => void }) {
  const { t } = useTranslation();
  const couriers = useCouriers();
  const book = useBookMany();
  const courierSelect = useId();
  const [chosen, setChosen] = useState<Courier | ''>('');
  const [results, setResults] = useState<BulkBookingResult[] | null>(null);
  const [printing, setPrinting] = useState(false);
  const available = couriers.data ?? [];
  const courier = chosen || available[0] || '';
  const booked = results?.filter((result) => result.consignment).map((result) => result.orderId) ?? [];

  const submit = () => {
    if (!courier) return;
    book.mutate(
      { courier, orderIds: [...selected] },
      {
        onSuccess: (answers) => {
          setResults(answers);
          onClear();
        },
        onError: (error) => toastError(error),
      },
    );
  };

  const print = async () => {
    setPrinting(true);
    try {
      await downloadLabels(booked);
    } catch (error) {
      toastError(error, t('admin.courier.bulk.printFailed'));
    } finally {
      setPrinting(false);
    }
  };

  if (!selected.length && !results) return null;
  return (
    <section
      aria-label={t('admin.courier.bulk.title')}
      className="mb-3 rounded-lg border border-gray-200 bg-gray-50 p-3"
    >
      {selected.length > 0 && (
        <div className="flex flex-wrap items-end gap-2">
          <p className="mr-auto text-sm font-medium" aria-live="polite">
            {t('admin.courier.bulk.selected', { count: selected.length })}
          </p>
          {couriers.isSuccess && !available.length ? (
            <p className="text-sm text-gray-600">{t('admin.courier.noneSetUp')}</p>
          ) : (
            <>
              <div>
                <label htmlFor={courierSelect} className="mb-1 block text-xs font-medium text-gray-700">
                  {t('admin.courier.courier')}
                </label>
                <select
                  id={courierSelect}
                  value={courier}
                  onChange={(event) => setChosen(event.target.value as Courier)}
                  className={`${adminInputClassName} h-10`}
                >
                  {available.map((name) => (
                    <option key={name} value={name}>
                      {courierNames(t)[name]}
                    </option>
                  ))}
                </select>
              </div>
              <Button onClick={submit} loading={book.isPending} disabled={!courier}>
                {t('admin.courier.book')}
              </Button>
            </>
          )}
          <Button variant="ghost" onClick={onClear}>
            {t('admin.courier.bulk.clear')}
          </Button>
        </div>
      )}
      {results && (
        <div className={selected.length ? 'mt-3 border-t border-gray-200 pt-3' : undefined}>
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="mr-auto text-sm font-semibold" aria-live="polite">
              {t('admin.courier.bulk.outcome', { booked: booked.length, count: results.length })}
            </h2>
            {booked.length > 0 && (
              <Button variant="outline" onClick={() => void print()} loading={printing}>
                {t('admin.courier.bulk.print', { count: booked.length })}
              </Button>
            )}
            <Button variant="ghost" onClick={() => setResults(null)}>
              {t('admin.courier.bulk.dismiss')}
            </Button>
          </div>
          <ul className="mt-2 divide-y divide-gray-200 text-sm">
            {results.map((result) => (
              <li key={result.orderId} className="flex flex-wrap justify-between gap-x-3 py-1.5">
                <span className="font-medium">#{shortOrderId(result.orderId)}</span>
                {result.consignment ? (
                  <span className="text-green-800">
                    {t('admin.courier.bulk.bookedAs', {
                      courier: courierNames(t)[result.consignment.courier],
                      id: result.consignment.consignmentId,
                    })}
                  </span>
                ) : (
                  <span className="text-red-700">{result.error}</span>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
