import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import type { DeliveryReport } from '@dokan/domain';
import { useAuthStore } from '@/lib/auth-store';
import { serveApi } from '@/test/api';
import { renderAt } from '@/test/render';

import { DeliveriesPage } from './deliveries-page';

const figures = (booked: number, delivered: number, returned: number, charges: number, cod: number) => ({
  booked,
  delivered,
  returned,
  returnRate: delivered + returned ? returned / (delivered + returned) : null,
  awaitingCharge: 0,
  deliveryCharges: charges,
  codCollected: cod,
});

const report: DeliveryReport = {
  from: '2026-10',
  to: '2026-11',
  months: [
    { month: '2026-10', couriers: [], totals: figures(0, 0, 0, 0, 0) },
    {
      month: '2026-11',
      couriers: [{ courier: 'steadfast', ...figures(3, 2, 1, 280, 4560.5) }],
      totals: figures(3, 2, 1, 280, 4560.5),
    },
  ],
  couriers: [{ courier: 'steadfast', ...figures(3, 2, 1, 280, 4560.5) }],
  totals: figures(3, 2, 1, 280, 4560.5),
};

const renderPage = (url: string) => renderAt(<DeliveriesPage />, { path: '/admin/deliveries', url });

describe('DeliveriesPage', () => {
  beforeEach(() => useAuthStore.setState({ token: 't', user: { _id: 'a1', name: 'Admin', role: 'admin' } }));
  afterEach(() => useAuthStore.setState({ token: null, user: null }));

  it('asks for the months in the address and shows a table per courier and one for all, with totals', async () => {
    const api = serveApi({ '/api/couriers/deliveries-report': { data: report } });
    renderPage('/admin/deliveries?from=2026-10&to=2026-11');
    const steadfast = await screen.findByRole('region', { name: 'Deliveries by month: Steadfast' });
    const asked = api.requested('/api/couriers/deliveries-report')[0]!;
    expect([asked.searchParams.get('from'), asked.searchParams.get('to')]).toEqual(['2026-10', '2026-11']);
    const rows = within(steadfast)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'MonthParcels bookedDeliveredReturnedReturn rateDelivery chargesCOD collectedCharge not yet named',
      'Nov 2026321' + '33.3%' + 'Tk 280.00Tk 4,560.500',
      'Total321' + '33.3%' + 'Tk 280.00Tk 4,560.500',
    ]);
    expect(screen.getByRole('region', { name: 'Deliveries by month: All couriers' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toHaveProperty('disabled', false);
  });

  it('keeps a new month in the address, and says so when the range runs backwards without asking the server', async () => {
    const api = serveApi({ '/api/couriers/deliveries-report': { data: report } });
    renderPage('/admin/deliveries?from=2026-10&to=2026-11');
    await screen.findByRole('region', { name: 'Deliveries by month: Steadfast' });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-12' } });
    expect(screen.getByTestId('location').textContent).toBe('/admin/deliveries?from=2026-12&to=2026-11');
    expect(screen.getByRole('alert').textContent).toBe('The first month must not be after the last one.');
    expect(
      api.requested('/api/couriers/deliveries-report').every((url) => url.searchParams.get('from') !== '2026-12'),
    ).toBe(true);
  });

  it('says when no parcel was booked, and shows the server’s refusal with Retry', async () => {
    const empty = { ...report, months: [report.months[0]!], couriers: [], totals: figures(0, 0, 0, 0, 0) };
    serveApi({ '/api/couriers/deliveries-report': { data: empty } });
    renderPage('/admin/deliveries?from=2026-10&to=2026-10');
    expect(await screen.findByText('No parcels were booked with a courier in these months.')).toBeTruthy();

    serveApi({ '/api/couriers/deliveries-report': { status: 400, message: 'A report covers at most 24 months' } });
    renderPage('/admin/deliveries?from=2023-01&to=2026-10');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('A report covers at most 24 months'));
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
