import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import type { Refund } from '@dokan/domain';
import { serveApi } from '@/test/api';
import { anOrder } from '@/test/fixtures';
import { renderAt } from '@/test/render';

import { RefundsPage } from './refunds-page';

function aRefund(overrides: Partial<Refund>): Refund {
  return {
    _id: 'refund-1',
    createdAt: '2026-11-20T10:00:00.000Z',
    orderId: anOrder({ _id: '00000000-0000-4000-8000-0000000abc12', customerName: 'Karim' }),
    refundMethod: 'bkash',
    refundNumber: '01812345678',
    refundStatus: 'Pending',
    amount: 1310,
    ...overrides,
  };
}

const renderPage = (url = '/admin/refunds') => renderAt(<RefundsPage />, { path: '/admin/refunds', url });

describe('RefundsPage', () => {
  it("changes a refund's status with PATCH /refund/{id}", async () => {
    const api = serveApi({
      '/api/refund': { data: [aRefund({})] },
      '/api/refund/refund-1': { data: aRefund({ refundStatus: 'Completed' }) },
    });
    renderPage();
    await userEvent.selectOptions(await screen.findByLabelText('Status of the refund for order #0abc12'), 'Completed');
    expect(await screen.findByText('Refund for order #0abc12 is now Completed.')).toBeTruthy();
    expect(api.requested('/api/refund/refund-1')).toHaveLength(1);
  });

  it('filters by the status in the URL, largest amount first on request', async () => {
    serveApi({
      '/api/refund': {
        data: [
          aRefund({ _id: 'r1', amount: 500, orderId: anOrder({ customerName: 'Small' }) }),
          aRefund({ _id: 'r2', amount: 9000, orderId: anOrder({ customerName: 'Large' }) }),
          aRefund({ _id: 'r3', refundStatus: 'Rejected', orderId: anOrder({ customerName: 'Rejected one' }) }),
        ],
      },
    });
    renderPage('/admin/refunds?status=Pending&sort=amount&dir=desc');
    await screen.findByText('Large');
    const customers = screen
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent ?? '');
    expect(customers[0]).toContain('Large');
    expect(customers[1]).toContain('Small');
    expect(screen.queryByText('Rejected one')).toBeNull();
  });

  it('says when there is no refund request', async () => {
    serveApi({ '/api/refund': { data: [] } });
    renderPage();
    await waitFor(() => expect(screen.getByText('No refund requests.')).toBeTruthy());
  });
});
