import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { OrderStatus, PaymentMethod } from '@dokan/domain';

import { PaymentStatusBadge } from './order-badges';

const unpaid = (paymentMethod: PaymentMethod, status: OrderStatus) => ({
  paymentStatus: 'unpaid' as const,
  paymentMethod,
  status,
});

describe('PaymentStatusBadge', () => {
  it("says 'Pay on delivery' on a cash-on-delivery order until it is delivered, not a red 'Unpaid'", () => {
    for (const status of ['pending', 'processing', 'shipped'] as const) {
      const { unmount } = render(<PaymentStatusBadge order={unpaid('cash', status)} />);
      expect(screen.getByText('Pay on delivery')).toBeTruthy();
      expect(screen.queryByText('Unpaid')).toBeNull();
      unmount();
    }
  });

  it("says 'Unpaid' when the money should be in: delivered without it, or an online payment not made", () => {
    const { unmount } = render(<PaymentStatusBadge order={unpaid('cash', 'delivered')} />);
    expect(screen.getByText('Unpaid')).toBeTruthy();
    unmount();
    render(<PaymentStatusBadge order={unpaid('bkash', 'pending')} />);
    expect(screen.getByText('Unpaid')).toBeTruthy();
  });
});
