import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { COUPON_MESSAGES } from '@dokan/domain';
import { renderAt } from '@/test/render';

import { CouponForm } from './coupon-form';

function renderForm() {
  const onSubmit = vi.fn();
  renderAt(<CouponForm onSubmit={onSubmit} onCancel={() => {}} saving={false} />);
  return onSubmit;
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Create coupon' }));

describe('CouponForm', () => {
  it("refuses an empty code and an empty value with the domain's messages, tied to their boxes", async () => {
    const onSubmit = renderForm();
    await submit();
    const code = screen.getByLabelText('Code');
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(COUPON_MESSAGES.codeRequired)).toBeTruthy();
    expect(code.getAttribute('aria-describedby')).toContain(screen.getByText(COUPON_MESSAGES.codeRequired).id);
    expect(screen.getByText('Value must be a number')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a code with spaces and a percent above 100', async () => {
    const onSubmit = renderForm();
    await userEvent.type(screen.getByLabelText('Code'), 'EID 10');
    await userEvent.type(screen.getByLabelText('Percent off (1 to 100)'), '150');
    await submit();
    expect(screen.getByText(COUPON_MESSAGES.codeCharacters)).toBeTruthy();
    expect(screen.getByText(COUPON_MESSAGES.percent)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a fixed discount of nothing, and an end before the start', async () => {
    renderForm();
    await userEvent.type(screen.getByLabelText('Code'), 'FLAT0');
    await userEvent.selectOptions(screen.getByLabelText('Type'), 'fixed');
    await userEvent.type(screen.getByLabelText('Amount off (Tk)'), '0');
    await userEvent.type(screen.getByLabelText('Starts'), '2026-12-10T10:00');
    await userEvent.type(screen.getByLabelText('Ends'), '2026-12-01T10:00');
    await submit();
    expect(screen.getByText(COUPON_MESSAGES.fixed)).toBeTruthy();
    expect(screen.getByText(COUPON_MESSAGES.endsAfterStarts)).toBeTruthy();
  });

  it('hands over a valid coupon as the API takes it: numbers, and nulls for the empty limits', async () => {
    const onSubmit = renderForm();
    await userEvent.type(screen.getByLabelText('Code'), 'eid10');
    await userEvent.type(screen.getByLabelText('Percent off (1 to 100)'), '10');
    await userEvent.clear(screen.getByLabelText('Minimum order (Tk)'));
    await userEvent.type(screen.getByLabelText('Minimum order (Tk)'), '1000');
    await userEvent.type(screen.getByLabelText('Maximum discount (Tk)'), '500');
    await userEvent.type(screen.getByLabelText('Uses per customer'), '1');
    await submit();
    expect(onSubmit).toHaveBeenCalledWith({
      code: 'eid10',
      kind: 'percent',
      value: 10,
      minOrder: 1000,
      maxDiscount: 500,
      startsAt: null,
      endsAt: null,
      usageLimit: null,
      perUserLimit: 1,
      active: true,
    });
  });
});
