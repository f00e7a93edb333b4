import { useId } from 'react';

import { type DeliveryFiguresView, monthsBetween, shopMonth } from '@dokan/domain';
import { adminInputClassName } from '@/components/admin/admin-input';
import { type Column, DataTable } from '@/components/admin/data-table';
import { PageHeader } from '@/components/admin/page-header';
import { EmptyState, ErrorState, LoadingBlocks } from '@/components/admin/query-states';
import { useListParams } from '@/components/admin/use-list-params';
import { Button } from '@/components/ui/button';
import { courierNames } from '@/lib/courier-names';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';

import { useDeliveriesReport } from '../api/get-deliveries-report';
import { deliveriesCsv, type DeliveryTable, type DeliveryTableRow, deliveryTables } from '../deliveries-tables';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
/** The report opens on the last six months, this one included (months in Dhaka). */
const DEFAULT_MONTHS_BACK = 5;

function MonthField({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-xs font-medium text-gray-700">
        {label}
      </label>
      <input
        id={id}
        type="month"
        value={value}
        required
        onChange={(event) => {
          if (MONTH.test(event.target.value)) onChange(event.target.value);
        }}
        className={`${adminInputClassName} h-10`}
      />
    </div>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg border border-gray-200 bg-white p-3">
      <dt className="text-xs font-medium text-gray-600">{label}</dt>
      <dd className="mt-1 text-lg font-bold tracking-tight">{value}</dd>
    </div>
  );
}

/** Saves text as a file the browser downloads. */
function download(name: string, text: string) {
  // The byte-order mark lets spreadsheet programs read the Bangla words as UTF-8.
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/**
 * /admin/deliveries (admins): for a range of months, per courier, the parcels booked, delivered and
 * returned, the return rate, what the courier charged and the cash it collected; a table per courier
 * and one for all of them, and the same rows as a CSV file.
 */
export function DeliveriesPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const params = useListParams();
  const now = new Date();
  const from = MONTH.test(params.get('from')) ? params.get('from') : shopMonth(now, DEFAULT_MONTHS_BACK);
  const to = MONTH.test(params.get('to')) ? params.get('to') : shopMonth(now);
  const backwards = from > to;
  const report = useDeliveriesReport(from, to, !backwards);
  const tables = report.data ? deliveryTables(report.data) : [];

  const columns: Column<DeliveryTableRow>[] = [
    {
      id: 'month',
      header: t('admin.deliveries.columns.month'),
      className: 'whitespace-nowrap font-medium',
      cell: (row) => (row.month ? format.month(row.month) : <strong>{t('admin.deliveries.total')}</strong>),
    },
    ...(
      [
        ['booked', (f: DeliveryFiguresView) => format.count(f.booked)],
        ['delivered', (f: DeliveryFiguresView) => format.count(f.delivered)],
        ['returned', (f: DeliveryFiguresView) => format.count(f.returned)],
        [
          'returnRate',
          (f: DeliveryFiguresView) =>
            f.returnRate === null ? t('admin.deliveries.noRate') : format.percent(f.returnRate),
        ],
        ['deliveryCharges', (f: DeliveryFiguresView) => format.taka2(f.deliveryCharges)],
        ['codCollected', (f: DeliveryFiguresView) => format.taka2(f.codCollected)],
        ['awaitingCharge', (f: DeliveryFiguresView) => format.count(f.awaitingCharge)],
      ] as const
    ).map(([id, value]): Column<DeliveryTableRow> => ({
      id,
      header: t(`admin.deliveries.columns.${id}`),
      align: 'right',
      className: 'text-right whitespace-nowrap tabular-nums',
      cell: (row) => (row.month ? value(row.figures) : <strong>{value(row.figures)}</strong>),
    })),
  ];

  const tableTitle = (table: DeliveryTable) =>
    table.courier ? courierNames(t)[table.courier] : t('admin.deliveries.allCouriers');

  const saveCsv = () => {
    const csv = deliveriesCsv(tables, {
      courier: t('admin.deliveries.columns.courier'),
      month: t('admin.deliveries.columns.month'),
      booked: t('admin.deliveries.columns.booked'),
      delivered: t('admin.deliveries.columns.delivered'),
      returned: t('admin.deliveries.columns.returned'),
      returnRate: t('admin.deliveries.csv.returnRate'),
      deliveryCharges: t('admin.deliveries.csv.deliveryCharges'),
      codCollected: t('admin.deliveries.csv.codCollected'),
      awaitingCharge: t('admin.deliveries.columns.awaitingCharge'),
      couriers: courierNames(t),
      allCouriers: t('admin.deliveries.allCouriers'),
      total: t('admin.deliveries.total'),
    });
    download(`deliveries-${from}-to-${to}.csv`, csv);
  };

  const totals = report.data?.totals;
  const hasParcels = (totals?.booked ?? 0) > 0;

  return (
    <>
      <PageHeader
        title={t('admin.deliveries.title')}
        description={t('admin.deliveries.description')}
        actions={
          <Button variant="outline" onClick={saveCsv} disabled={!hasParcels || report.isPlaceholderData}>
            {t('admin.deliveries.downloadCsv')}
          </Button>
        }
      />
      <form
        aria-label={t('admin.deliveries.range')}
        className="mb-4 flex flex-wrap items-end gap-3"
        onSubmit={(event) => event.preventDefault()}
      >
        <MonthField label={t('admin.deliveries.from')} value={from} onChange={(value) => params.set({ from: value })} />
        <MonthField label={t('admin.deliveries.to')} value={to} onChange={(value) => params.set({ to: value })} />
        {!backwards && (
          <p className="pb-2 text-sm text-gray-600" aria-live="polite">
            {t('admin.deliveries.months', { count: monthsBetween(from, to).length })}
          </p>
        )}
      </form>
      {backwards ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          {t('admin.deliveries.backwards')}
        </p>
      ) : report.isPending ? (
        <LoadingBlocks count={3} className="h-28" />
      ) : report.isError ? (
        <ErrorState detail={report.error.message} onRetry={() => void report.refetch()} />
      ) : !hasParcels || !totals ? (
        <EmptyState>{t('admin.deliveries.empty')}</EmptyState>
      ) : (
        <div className="flex flex-col gap-6" aria-busy={report.isFetching || undefined}>
          <dl className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6">
            <Figure label={t('admin.deliveries.columns.booked')} value={format.count(totals.booked)} />
            <Figure label={t('admin.deliveries.columns.delivered')} value={format.count(totals.delivered)} />
            <Figure label={t('admin.deliveries.columns.returned')} value={format.count(totals.returned)} />
            <Figure
              label={t('admin.deliveries.columns.returnRate')}
              value={totals.returnRate === null ? t('admin.deliveries.noRate') : format.percent(totals.returnRate)}
            />
            <Figure
              label={t('admin.deliveries.columns.deliveryCharges')}
              value={format.taka2(totals.deliveryCharges)}
            />
            <Figure label={t('admin.deliveries.columns.codCollected')} value={format.taka2(totals.codCollected)} />
          </dl>
          {tables.map((table) => (
            <section key={table.courier ?? 'all'} aria-label={tableTitle(table)}>
              <h2 className="mb-2 text-base font-semibold">{tableTitle(table)}</h2>
              <DataTable
                label={t('admin.deliveries.tableLabel', { courier: tableTitle(table) })}
                columns={columns}
                rows={table.rows}
                rowKey={(row) => row.month ?? 'total'}
              />
            </section>
          ))}
          <p className="text-xs text-gray-600">{t('admin.deliveries.note')}</p>
        </div>
      )}
    </>
  );
}
