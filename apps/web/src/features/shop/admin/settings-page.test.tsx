import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, type Mock } from 'vitest';

import { DEFAULT_ORDER_CAPS } from '@dokan/domain';
import { serveApi } from '@/test/api';
import { renderAt } from '@/test/render';

import { SettingsPage } from './settings-page';

const settings = {
  shopName: 'Dokan',
  supportPhone: '09612-345678',
  supportEmail: 'support@dokan.test',
  receivingNumber: '01712345678',
  googleClientId: null,
  otpLength: 4,
  cardPayments: true,
  bkashPayments: false,
  nagadPayments: false,
  publicUrl: 'https://shop.test',
};

function serveSettings() {
  return serveApi({
    '/api/shipping-fee/get': { data: { shippingFee: 60, shippingFeeOutside: 120 } },
    '/api/shipping-fee/add': { data: { shippingFee: 80, shippingFeeOutside: 120 } },
    '/api/settings': { data: settings },
    '/api/logo': { data: null },
    '/api/settings/cod-rules': () => ({
      data: { verifyFirstOrderAboveTaka: 5000, prepayDeliveryAfterReturns: 2, refuseCodAfterReturns: 4 },
    }),
    '/api/settings/order-caps': () => ({ data: DEFAULT_ORDER_CAPS }),
  });
}

describe('SettingsPage', () => {
  it('saves new delivery fees, refusing a fee that is not whole taka', async () => {
    const api = serveSettings();
    renderAt(<SettingsPage />);
    const fees = await screen.findByRole('region', { name: 'Delivery fees' });
    const inside = await within(fees).findByLabelText('Inside Dhaka (Tk)');
    await userEvent.clear(inside);
    await userEvent.type(inside, '80.5');
    await userEvent.click(within(fees).getByRole('button', { name: 'Save delivery fees' }));
    expect(await within(fees).findByText('shippingFee must be whole taka')).toBeTruthy();
    expect(api.requested('/api/shipping-fee/add')).toHaveLength(0);

    await userEvent.clear(inside);
    await userEvent.type(inside, '80');
    await userEvent.click(within(fees).getByRole('button', { name: 'Save delivery fees' }));
    expect(await screen.findByText('Delivery fees saved.')).toBeTruthy();
    expect(api.requested('/api/shipping-fee/add')).toHaveLength(1);
  });

  it("refuses a receiving number that is not a Bangladeshi mobile number with the domain's message", async () => {
    serveSettings();
    renderAt(<SettingsPage />);
    const details = await screen.findByRole('region', { name: 'Shop details' });
    const number = await within(details).findByLabelText('Receiving number');
    await userEvent.clear(number);
    await userEvent.type(number, '12345');
    await userEvent.click(within(details).getByRole('button', { name: 'Save shop details' }));
    expect(await within(details).findByText('Receiving number must be a Bangladeshi mobile number')).toBeTruthy();
  });

  it('saves the cash on delivery rules, an empty last field meaning COD is never refused', async () => {
    const api = serveSettings();
    renderAt(<SettingsPage />);
    const cod = await screen.findByRole('region', { name: 'Cash on delivery rules' });
    const prepay = await within(cod).findByLabelText('Delivery fee paid first after this many returns');
    expect((prepay as HTMLInputElement).value).toBe('2');
    await userEvent.clear(prepay);
    await userEvent.type(prepay, '0');
    const save = within(cod).getByRole('button', { name: 'Save cash on delivery rules' });
    await userEvent.click(save);
    expect(
      await within(cod).findByText('Returns before the delivery fee is paid first must be at least 1'),
    ).toBeTruthy();
    expect(api.requested('/api/settings/cod-rules')).toHaveLength(1);

    await userEvent.clear(prepay);
    await userEvent.type(prepay, '3');
    await userEvent.clear(within(cod).getByLabelText('No cash on delivery after this many returns'));
    await userEvent.click(save);
    expect(await screen.findByText('Cash on delivery rules saved.')).toBeTruthy();
    const calls = (globalThis.fetch as Mock).mock.calls as Array<[string, RequestInit | undefined]>;
    const put = calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({
      verifyFirstOrderAboveTaka: 5000,
      prepayDeliveryAfterReturns: 3,
      refuseCodAfterReturns: null,
    });
  });

  it('shows the limits on orders and SMS with their defaults, refuses 0 and saves a change', async () => {
    serveSettings();
    renderAt(<SettingsPage />);
    const caps = await screen.findByRole('region', { name: 'Limits on orders and SMS' });
    const sms = await within(caps).findByLabelText('SMS to one phone in a day');
    expect((sms as HTMLInputElement).value).toBe('10');
    expect((within(caps).getByLabelText('Orders per internet address in an hour') as HTMLInputElement).value).toBe(
      '100',
    );
    await userEvent.clear(sms);
    await userEvent.type(sms, '0');
    const save = within(caps).getByRole('button', { name: 'Save limits' });
    await userEvent.click(save);
    expect(await within(caps).findByText('SMS per phone in a day must be at least 1')).toBeTruthy();

    await userEvent.clear(sms);
    await userEvent.type(sms, '6');
    await userEvent.click(save);
    expect(await screen.findByText('Limits saved.')).toBeTruthy();
    const calls = (globalThis.fetch as Mock).mock.calls as Array<[string, RequestInit | undefined]>;
    const put = calls.find(([url, init]) => String(url).endsWith('/order-caps') && init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ ...DEFAULT_ORDER_CAPS, smsPerPhoneDay: 6 });
  });

  it('says when the shop has no logo, and keeps Upload off until a picture is chosen', async () => {
    serveSettings();
    renderAt(<SettingsPage />);
    expect(await screen.findByText("No logo: the shop's name is shown instead.")).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Upload logo' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Remove logo' })).toBeNull();
  });
});
