import type { AdminDashboard, ReturnFigures } from '@dokan/domain';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';

/**
 * The dashboard's returns: parcels delivered and returned today and this month, the return rate
 * (returned / (delivered + returned)) over all orders and over cash on delivery alone.
 */
export function ReturnsFigures({ returns }: { returns: AdminDashboard['returns'] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const rate = (value: number | null) => (value === null ? t('admin.dashboard.returns.noRate') : format.percent(value));
  const rows: [string, ReturnFigures][] = [
    [t('admin.dashboard.returns.today'), returns.today],
    [t('admin.dashboard.returns.month'), returns.month],
  ];
  return (
    <div role="region" aria-label={t('admin.dashboard.returns.title')} tabIndex={0} className="overflow-x-auto">
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{t('admin.dashboard.returns.title')}</caption>
        <thead className="text-xs font-semibold text-gray-600">
          <tr>
            <td />
            <th scope="col" className="px-1 py-1 text-right align-bottom leading-tight sm:px-2">
              {t('admin.dashboard.returns.delivered')}
            </th>
            <th scope="col" className="px-1 py-1 text-right align-bottom leading-tight sm:px-2">
              {t('admin.dashboard.returns.returned')}
            </th>
            <th scope="col" className="px-1 py-1 text-right align-bottom leading-tight sm:px-2">
              {t('admin.dashboard.returns.rate')}
            </th>
            <th scope="col" className="px-1 py-1 text-right align-bottom leading-tight sm:px-2">
              {t('admin.dashboard.returns.codRate')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">
          {rows.map(([label, figures]) => (
            <tr key={label}>
              <th scope="row" className="py-2 pr-1 text-left leading-tight font-medium sm:pr-2">
                {label}
              </th>
              <td className="px-1 py-2 text-right tabular-nums sm:px-2">{format.count(figures.delivered)}</td>
              <td className="px-1 py-2 text-right tabular-nums sm:px-2">{format.count(figures.returned)}</td>
              <td className="px-1 py-2 text-right font-semibold tabular-nums sm:px-2">{rate(figures.returnRate)}</td>
              <td className="px-1 py-2 text-right tabular-nums sm:px-2">{rate(figures.cod.returnRate)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
