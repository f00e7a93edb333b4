import { useId } from 'react';

import type { AdminDashboard } from '@dokan/domain';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';

const WIDTH = 600;
const HEIGHT = 180;
const PAD_TOP = 10;
const PAD_BOTTOM = 20;

/**
 * The last 30 days' revenue as bars of inline SVG (no chart library). The picture is named and
 * summarised for screen readers, each bar carries its day's figures as a tooltip, and the same numbers
 * sit in a table after it for anyone who cannot see the bars.
 */
export function SalesChart({ sales }: { sales: AdminDashboard['sales'] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const titleId = useId();
  const descId = useId();
  const max = Math.max(1, ...sales.map((day) => day.revenue));
  const total = sales.reduce((sum, day) => sum + day.revenue, 0);
  const orders = sales.reduce((sum, day) => sum + day.orders, 0);
  const slot = WIDTH / Math.max(1, sales.length);
  const plot = HEIGHT - PAD_TOP - PAD_BOTTOM;
  const first = sales[0];
  const last = sales.at(-1);

  return (
    <figure>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={titleId}
        aria-describedby={descId}
        className="h-44 w-full"
        preserveAspectRatio="none"
      >
        <title id={titleId}>{t('admin.dashboard.chartTitle')}</title>
        <desc id={descId}>
          {t('admin.dashboard.chartSummary', {
            days: sales.length,
            revenue: format.taka(total),
            orders: format.count(orders),
            max: format.taka(max),
          })}
        </desc>
        <line x1={0} x2={WIDTH} y1={HEIGHT - PAD_BOTTOM} y2={HEIGHT - PAD_BOTTOM} className="stroke-gray-300" />
        {sales.map((day, index) => {
          const height = (day.revenue / max) * plot;
          return (
            <rect
              key={day.date}
              x={index * slot + slot * 0.15}
              width={slot * 0.7}
              y={HEIGHT - PAD_BOTTOM - height}
              height={Math.max(height, day.orders > 0 ? 1 : 0)}
              rx={1.5}
              className="fill-brand-600"
            >
              <title>
                {t('admin.dashboard.chartBar', {
                  date: format.date(`${day.date}T12:00:00Z`),
                  revenue: format.taka(day.revenue),
                  count: day.orders,
                })}
              </title>
            </rect>
          );
        })}
      </svg>
      {first && last && (
        <div aria-hidden="true" className="mt-1 flex justify-between text-xs text-gray-500">
          <span>{format.date(`${first.date}T12:00:00Z`)}</span>
          <span>{format.date(`${last.date}T12:00:00Z`)}</span>
        </div>
      )}
      {/* A table ignores the height sr-only gives it: its wrapper does the hiding. */}
      <div className="sr-only">
        <table>
          <caption>{t('admin.dashboard.chartTitle')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('admin.dashboard.day')}</th>
              <th scope="col">{t('admin.dashboard.orders')}</th>
              <th scope="col">{t('admin.dashboard.revenue')}</th>
            </tr>
          </thead>
          <tbody>
            {sales.map((day) => (
              <tr key={day.date}>
                <th scope="row">{format.date(`${day.date}T12:00:00Z`)}</th>
                <td>{format.count(day.orders)}</td>
                <td>{format.taka(day.revenue)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
