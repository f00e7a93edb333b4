import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { useAuthStore } from '@/lib/auth-store';
import { addToCart, type CartLine, readCart } from '@/lib/cart-store';
import { addTexts, i18n } from '@/lib/i18n';
import bn from '@/locales/bn.json';
import { type Routes, serveApi } from '@/test/api';
import { aProduct } from '@/test/fixtures';
import { renderAt } from '@/test/render';

import { deliveryFeeFor } from '../order-totals';
import { CheckoutPage } from './checkout-page';

const saree = aProduct({
  productName: 'Jamdani Saree',
  productOriginalPrice: 5000,
  productDiscount: 10,
  remainingProducts: 5,
});

const line: CartLine = {
  productId: saree._id,
  productName: 'Jamdani Saree',
  productCategory: 'Clothing',
  price: 4500,
  quantity: 2,
  subTotal: 9000,
  maxStock: 5,
  image: null,
  color: 'red',
  OwnerId: 'owner-1',
  OwnerName: 'Tangail Weavers',
};

const settings = {
  shopName: 'Dokan',
  supportPhone: '01700000000',
  supportEmail: 'help@dokan.test',
  receivingNumber: '01812345678',
  googleClientId: null,
  otpLength: 4,
  cardPayments: true,
  bkashPayments: false,
  nagadPayments: false,
  publicUrl: 'https://shop.test',
};

function serveCheckout(extra: Routes = {}) {
  const orders: { body: unknown; key: string | null }[] = [];
  const api = serveApi({
    '/api/shipping-fee/get': { data: { shippingFee: 60, shippingFeeOutside: 120 } },
    '/api/settings': { data: settings },
    [`/api/products/${saree._id}`]: { data: saree },
    '/api/order/post-order': { data: { _id: 'order-1', transaction_id: 'T1' } },
    ...extra,
  });
  // Record the order requests' bodies and keys as well as their URLs.
  const fetch = globalThis.fetch as unknown as ReturnType<typeof vi.fn>;
  const inner = fetch.getMockImplementation() as (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;
  fetch.mockImplementation((input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input).startsWith('/api/order/post-order')) {
      orders.push({
        body: JSON.parse(String(init?.body)),
        key: new Headers(init?.headers).get('Idempotency-Key'),
      });
    }
    return inner(input, init);
  });
  return { ...api, orders };
}

function renderCheckout(state: unknown = { items: [line], subtotal: 9000, from: 'cart' }) {
  return renderAt(<CheckoutPage />, {
    path: '/checkout',
    url: '/checkout',
  }).router.navigate('/checkout', { state });
}

async function fillAddress(user: ReturnType<typeof userEvent.setup>, division = 'Dhaka') {
  await user.type(screen.getByLabelText('Phone Number'), '01712345678');
  await user.type(screen.getByLabelText('Shipping Address'), 'House 5, Road 2');
  await user.selectOptions(screen.getByLabelText('Division'), division);
  await user.selectOptions(screen.getByLabelText('District'), division === 'Dhaka' ? 'Dhaka' : 'Sylhet');
  const city = screen.getByLabelText('City/Upazila');
  await vi.waitFor(() => expect(city).toHaveProperty('disabled', false));
  await user.selectOptions(city, division === 'Dhaka' ? 'Dhanmondi' : 'Sylhet Sadar');
}

describe('deliveryFeeFor (spec section 9)', () => {
  it('charges shippingFee inside the Dhaka division and shippingFeeOutside everywhere else', () => {
    const fees = { shippingFee: 60, shippingFeeOutside: 120 };
    expect(deliveryFeeFor('Dhaka', fees)).toBe(60);
    expect(deliveryFeeFor('Sylhet', fees)).toBe(120);
    expect(deliveryFeeFor('', fees)).toBe(120);
  });
});

describe('CheckoutPage', () => {
  beforeEach(() =>
    useAuthStore.setState({
      token: 'token-1',
      user: { _id: 'customer-1', name: 'Rahim', email: 'rahim@example.com', role: 'user' },
    }),
  );
  afterEach(() => {
    useAuthStore.setState({ token: null, user: null });
    // Toasts live in a module-wide store; one test's must not answer the next one's question.
    toast.remove();
  });

  it('offline, says placing needs the network and sends nothing; back online the filled form is ready to place', async () => {
    const { orders } = serveCheckout();
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      const user = userEvent.setup();
      await renderCheckout();
      const place = await screen.findByRole('button', { name: 'Place Order' });
      await fillAddress(user);
      expect(place).toHaveProperty('disabled', true);
      expect(document.getElementById(place.getAttribute('aria-describedby') ?? '')?.textContent).toMatch(
        /^Placing an order needs the network\./,
      );
      await user.type(screen.getByLabelText('Phone Number'), '{Enter}');
      expect(orders).toEqual([]);

      online.mockReturnValue(true);
      window.dispatchEvent(new Event('online'));
      await vi.waitFor(() => expect(place).toHaveProperty('disabled', false));
      expect(place.getAttribute('aria-describedby')).toBeNull();
      expect(screen.getByLabelText('Shipping Address')).toHaveProperty('value', 'House 5, Road 2');
      expect(orders).toEqual([]);
    } finally {
      online.mockRestore();
    }
  });

  it("says 'No item selected for checkout.' without items in navigation state", async () => {
    serveCheckout();
    renderAt(<CheckoutPage />, { path: '/checkout', url: '/checkout' });
    expect(await screen.findByText('No item selected for checkout.')).toBeTruthy();
  });

  it("names the lines by their products' Bangla names and the colour chosen by its Bangla name on a Bangla page", async () => {
    serveCheckout({
      [`/api/products/${saree._id}`]: {
        data: {
          ...saree,
          productNameBn: 'জামদানি শাড়ি',
          productColors: ['navy', 'red'],
          productColorsBn: [null, 'লাল'],
        },
      },
    });
    addTexts('bn', bn);
    await i18n.changeLanguage('bn');
    try {
      await renderCheckout();
      expect(await screen.findByText('জামদানি শাড়ি')).toBeTruthy();
      expect(screen.queryByText('Jamdani Saree')).toBeNull();
      expect(screen.getByText(/· লাল$/)).toBeTruthy();
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('lists divisions, districts and upazilas in Bangla on a Bangla page, and orders with their English names (decision 057)', async () => {
    addToCart(line);
    const api = serveCheckout();
    addTexts('bn', bn);
    await i18n.changeLanguage('bn');
    try {
      await renderCheckout();
      const user = userEvent.setup();
      await screen.findByText('Jamdani Saree');
      const division = screen.getByLabelText('বিভাগ') as HTMLSelectElement;
      expect(within(division).getByRole('option', { name: 'ঢাকা' })).toHaveProperty('value', 'Dhaka');
      expect(within(division).getByRole('option', { name: 'চট্টগ্রাম' })).toHaveProperty('value', 'Chittagong');
      expect(within(division).queryByRole('option', { name: 'Dhaka' })).toBeNull();
      await user.type(screen.getByLabelText('ফোন নম্বর'), '01712345678');
      await user.type(screen.getByLabelText('ডেলিভারির ঠিকানা'), 'বাড়ি ৫, রোড ২');
      await user.selectOptions(division, 'Dhaka');
      const district = screen.getByLabelText('জেলা') as HTMLSelectElement;
      expect(within(district).getByRole('option', { name: 'গাজীপুর' })).toHaveProperty('value', 'Gazipur');
      await user.selectOptions(district, 'Dhaka');
      const city = screen.getByLabelText('শহর/উপজেলা') as HTMLSelectElement;
      await vi.waitFor(() => expect(city).toHaveProperty('disabled', false));
      expect(within(city).getByRole('option', { name: 'ধানমন্ডি' })).toHaveProperty('value', 'Dhanmondi');
      expect(within(city).queryByRole('option', { name: 'Dhanmondi' })).toBeNull();
      await user.selectOptions(city, 'Dhanmondi');
      await user.click(screen.getByRole('button', { name: 'অর্ডার করুন' }));
      await vi.waitFor(() => expect(api.orders).toHaveLength(1));
      expect(api.orders[0]?.body).toMatchObject({
        deliveryAddress: { division: 'Dhaka', district: 'Dhaka', city: 'Dhanmondi', addressDetails: 'বাড়ি ৫, রোড ২' },
      });
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  /** The server's figures for the line: a 10 % Eid sale, 5 % off paying by transfer, free delivery. */
  const promotedQuote = {
    data: {
      lines: [
        {
          productId: saree._id,
          color: 'red',
          size: null,
          quantity: 2,
          regularPrice: 4500,
          price: 4050,
          subTotal: 8100,
        },
      ],
      subtotal: 8100,
      promotions: [
        { _id: 'p1', name: 'Eid sale', nameBn: 'ঈদ সেল', kind: 'percent-off', level: 'price', saving: 900 },
        { _id: 'p2', name: 'bKash 5%', nameBn: 'বিকাশে ৫%', kind: 'prepaid-discount', level: 'order', saving: 405 },
        { _id: 'p3', name: 'Free over Tk 2,000', nameBn: null, kind: 'free-delivery', level: 'delivery', saving: 60 },
      ],
      promotionDiscount: 405,
      couponDiscount: 0,
      couponSetAside: false,
      deliveryFee: 0,
      totalPrice: 7695,
    },
  };

  it("lists each promotion's saving as the server figures it, and orders at exactly those figures (decision 085)", async () => {
    const api = serveCheckout({ '/api/order/quote': promotedQuote });
    await renderCheckout();
    const user = userEvent.setup();
    await screen.findByText('Jamdani Saree');
    await fillAddress(user);
    expect((await screen.findByTestId('sale-saving')).textContent).toBe(
      'Eid sale: you save Tk 900 (in the prices above)',
    );
    expect(screen.getByTestId('promotion-saving').textContent).toBe('bKash 5%−Tk 405');
    expect(screen.getByTestId('free-delivery').textContent).toBe('Free delivery (Free over Tk 2,000): you save Tk 60');
    expect(screen.getByTestId('total-price').textContent).toBe('Tk 8,100');
    expect(screen.getByTestId('delivery-fee').textContent).toBe('Tk 0');
    expect(screen.getByTestId('grand-total').textContent).toBe('Tk 7,695.00');
    // Asked with the lines, the division and the payment method chosen.
    const [asked] = api.requested('/api/order/quote');
    expect(asked).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await vi.waitFor(() => expect(api.orders).toHaveLength(1));
    expect(api.orders[0]?.body).toMatchObject({
      items: [{ productId: saree._id, price: 4050, subTotal: 8100 }],
      totalPrice: 7695,
      deliveryFee: 0,
    });
  });

  it('names the promotions in Bangla on a Bangla page', async () => {
    serveCheckout({ '/api/order/quote': promotedQuote });
    addTexts('bn', bn);
    await i18n.changeLanguage('bn');
    try {
      await renderCheckout();
      const user = userEvent.setup();
      await screen.findByText('Jamdani Saree');
      await user.selectOptions(screen.getByLabelText('বিভাগ'), 'Dhaka');
      expect((await screen.findByTestId('sale-saving')).textContent).toMatch(/^ঈদ সেল: আপনার সাশ্রয় /);
      expect(screen.getByTestId('promotion-saving').textContent).toMatch(/^বিকাশে ৫%−/);
      // A promotion without a Bangla name keeps its own.
      expect(screen.getByTestId('free-delivery').textContent).toMatch(/^ফ্রি ডেলিভারি \(Free over Tk 2,000\)/);
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it("keeps the page's own sums when the server cannot give its figures", async () => {
    serveCheckout({ '/api/order/quote': { status: 400, message: 'Invalid coupon' } });
    await renderCheckout();
    await screen.findByText('Jamdani Saree');
    await userEvent.selectOptions(screen.getByLabelText('Division'), 'Dhaka');
    await vi.waitFor(() => expect(screen.getByTestId('grand-total').textContent).toBe('Tk 9,060.00'));
    expect(screen.queryByTestId('sale-saving')).toBeNull();
  });

  it('sums Total Price and the Dhaka or outside Delivery Fee in whole taka, and Grand Total with two decimals', async () => {
    serveCheckout();
    await renderCheckout();
    expect(await screen.findByText('Jamdani Saree')).toBeTruthy();
    expect(screen.getByTestId('total-price').textContent).toBe('Tk 9,000');
    await userEvent.selectOptions(await screen.findByLabelText('Division'), 'Dhaka');
    await vi.waitFor(() => expect(screen.getByTestId('delivery-fee').textContent).toBe('Tk 60'));
    expect(screen.getByTestId('grand-total').textContent).toBe('Tk 9,060.00');
    await userEvent.selectOptions(screen.getByLabelText('Division'), 'Chittagong');
    expect(screen.getByTestId('delivery-fee').textContent).toBe('Tk 120');
    expect(screen.getByTestId('grand-total').textContent).toBe('Tk 9,120.00');
  });

  it("shows the shop's receiving number and its notice with mobile banking only, never beside cash on delivery", async () => {
    serveCheckout();
    await renderCheckout();
    const user = userEvent.setup();
    expect(await screen.findByRole('radio', { name: 'Cash on Delivery' })).toHaveProperty('checked', true);
    expect(screen.queryByText('Send payment to this number via bKash, Nagad, or Rocket')).toBeNull();
    expect(screen.queryByTestId('receiving-number')).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Mobile Banking (Bkash/Nagad/Rocket)' }));
    expect(screen.getByText('Send payment to this number via bKash, Nagad, or Rocket')).toBeTruthy();
    expect(await screen.findByText('01812345678')).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'Cash on Delivery' }));
    expect(screen.queryByTestId('receiving-number')).toBeNull();
  });

  it('says under each method what the shopper will do: send money by hand with a TrxID, or pay now on the gateway', async () => {
    serveCheckout({ '/api/settings': { data: { ...settings, bkashPayments: true, nagadPayments: true } } });
    await renderCheckout();
    const hint = (name: string) => {
      const radio = screen.getByRole('radio', { name });
      return document.getElementById(radio.getAttribute('aria-describedby') ?? '')?.textContent;
    };
    await screen.findByRole('radio', { name: 'Pay now with bKash' });
    expect(hint('Cash on Delivery')).toBe('Pay the courier in cash when your parcel arrives.');
    expect(hint('Mobile Banking (Bkash/Nagad/Rocket)')).toBe(
      "Send money yourself from your bKash, Nagad or Rocket app to the shop's number, then type the TrxID from the SMS.",
    );
    expect(hint('Pay now with bKash')).toMatch(/^Approve the payment on bKash's own page.*no TrxID to type\.$/);
    expect(hint('Pay now with Nagad')).toMatch(/^Pay on Nagad's own page.*no TrxID to type\.$/);
    expect(hint('Card payment')).toBe('Pay now on the secure card payment page.');
  });

  it('charges no delivery fee before a division is chosen: the fee reads as not known yet and the total leaves it out', async () => {
    serveCheckout();
    await renderCheckout();
    await vi.waitFor(() => expect(screen.getByTestId('delivery-fee').textContent).toBe('Choose a division'));
    expect(screen.getByTestId('grand-total').textContent).toBe('Tk 9,000.00');
    expect(screen.getByText('Delivery fee not included until a division is chosen')).toBeTruthy();
    await userEvent.selectOptions(screen.getByLabelText('Division'), 'Sylhet');
    expect(screen.getByTestId('grand-total').textContent).toBe('Tk 9,120.00');
    expect(screen.queryByText('Delivery fee not included until a division is chosen')).toBeNull();
  });

  it("shows 'Error loading fee' when the fee cannot be read", async () => {
    serveCheckout({ '/api/shipping-fee/get': { status: 500, message: 'down' } });
    await renderCheckout();
    await vi.waitFor(() => expect(screen.getByTestId('delivery-fee').textContent).toBe('Error loading fee'));
  });

  it('shows the validation messages of spec section 5 and the toast for a missing division', async () => {
    serveCheckout();
    await renderCheckout();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('Phone number is required')).toBeTruthy();
    expect(screen.getByText('Address is required')).toBeTruthy();
    expect(screen.getByText('Division is required')).toBeTruthy();
    expect(screen.getByText('District is required')).toBeTruthy();
    expect(screen.getByText('City/Upazila is required')).toBeTruthy();
    expect(await screen.findByText('Please select a division')).toBeTruthy();
    await user.type(screen.getByLabelText('Phone Number'), '0121');
    expect(await screen.findByText('Invalid Bangladeshi phone number')).toBeTruthy();
  });

  it("toasts 'Please select a city/upazila' when only the city is missing", async () => {
    serveCheckout();
    await renderCheckout();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Phone Number'), '01712345678');
    await user.type(screen.getByLabelText('Shipping Address'), 'House 5');
    await user.selectOptions(screen.getByLabelText('Division'), 'Sylhet');
    await user.selectOptions(screen.getByLabelText('District'), 'Sylhet');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('Please select a city/upazila')).toBeTruthy();
  });

  it('keeps District and City disabled until the one before is chosen, and clears them on a new division', async () => {
    serveCheckout();
    await renderCheckout();
    const user = userEvent.setup();
    const district = (await screen.findByLabelText('District')) as HTMLSelectElement;
    const city = screen.getByLabelText('City/Upazila') as HTMLSelectElement;
    expect(district.disabled).toBe(true);
    expect(within(district).getByRole('option', { name: 'Select division first' })).toBeTruthy();
    expect(within(city).getByRole('option', { name: 'Select district first' })).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Division'), 'Dhaka');
    await user.selectOptions(district, 'Dhaka');
    await vi.waitFor(() => expect(city.disabled).toBe(false));
    expect(within(city).getByRole('option', { name: 'Gulshan' })).toBeTruthy();
    await user.selectOptions(city, 'Gulshan');
    await user.selectOptions(screen.getByLabelText('Division'), 'Khulna');
    expect(district.value).toBe('');
    expect(city.value).toBe('');
    expect(city.disabled).toBe(true);
  });

  it('shows the payment number and transaction id only for mobile banking', async () => {
    serveCheckout();
    await renderCheckout();
    const user = userEvent.setup();
    expect((await screen.findByRole('radio', { name: 'Cash on Delivery' })) as HTMLInputElement).toHaveProperty(
      'checked',
      true,
    );
    expect(screen.queryByLabelText('Payment number')).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Mobile Banking (Bkash/Nagad/Rocket)' }));
    expect(screen.getByLabelText('Payment number')).toBeTruthy();
    expect(screen.getByLabelText('Transaction ID')).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Card payment' })).toBeTruthy();
  });

  it('asks which wallet the transfer came from and checks its transaction id inline, sending it normalized', async () => {
    const api = serveCheckout();
    await renderCheckout();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'Mobile Banking (Bkash/Nagad/Rocket)' }));
    await fillAddress(user);
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('Choose bKash, Nagad or Rocket')).toBeTruthy();
    expect(screen.getByText('Enter the transaction id from your payment SMS')).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'Nagad' }));
    await vi.waitFor(() => expect(screen.queryByText('Choose bKash, Nagad or Rocket')).toBeNull());
    const trxId = screen.getByLabelText('Transaction ID');
    await user.type(trxId, '8N7A6D5EE7');
    expect(await screen.findByText('A Nagad transaction id is 8 letters and digits, like 71N5UXBX')).toBeTruthy();
    expect(trxId.getAttribute('aria-invalid')).toBe('true');
    await user.clear(trxId);
    await user.type(trxId, ' 71n5uxbx');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await vi.waitFor(() => expect(api.orders).toHaveLength(1));
    expect(api.orders[0]?.body).toMatchObject({
      paymentMethod: 'mobile-banking',
      mobileBankingProvider: 'nagad',
      transactionId: '71N5UXBX',
    });
  });

  it('offers no card payment when the shop has no card gateway', async () => {
    serveCheckout({ '/api/settings': { data: { ...settings, cardPayments: false } } });
    renderCheckout();
    await screen.findByRole('radio', { name: 'Cash on Delivery' });
    await vi.waitFor(() => expect(screen.queryByRole('radio', { name: 'Card payment' })).toBeNull());
  });

  it('offers bKash, with its logo, only when the shop has a bKash merchant', async () => {
    serveCheckout({ '/api/settings': { data: { ...settings, bkashPayments: true } } });
    const user = userEvent.setup();
    renderCheckout();
    const bkash = await screen.findByRole('radio', { name: 'Pay now with bKash' });
    expect(bkash.closest('label')?.querySelector('img')?.getAttribute('src')).toBe('/payments/bkash.svg');
    await user.click(bkash);
    expect(screen.queryByLabelText('Transaction ID')).toBeNull();
    expect(screen.queryByTestId('receiving-number')).toBeNull();
  });

  describe('with a saved bKash wallet', () => {
    const wallet = { _id: 'wallet-1', wallet: '017*****678', createdAt: '2026-11-01T10:00:00.000Z' };
    async function payWithBkash() {
      const api = serveCheckout({
        '/api/settings': { data: { ...settings, bkashPayments: true } },
        '/api/payments/bkash/wallets': { data: [wallet] },
      });
      const user = userEvent.setup();
      await renderCheckout();
      await user.click(await screen.findByRole('radio', { name: 'Pay now with bKash' }));
      const saved = await screen.findByRole('radio', { name: 'Pay with saved bKash 017*****678' });
      await vi.waitFor(() => expect(saved).toHaveProperty('checked', true));
      await fillAddress(user);
      return { api, user };
    }

    it('pays with it, chosen at first: bKash asks only the PIN', async () => {
      const { api, user } = await payWithBkash();
      expect(screen.getByText('bKash will ask only for your PIN.')).toBeTruthy();
      await user.click(screen.getByRole('button', { name: 'Place Order' }));
      await vi.waitFor(() => expect(api.orders).toHaveLength(1));
      expect(api.orders[0]?.body).toMatchObject({ paymentMethod: 'bkash', bkashWallet: 'wallet-1' });
    });

    it('pays with another account instead, saving it when the shopper ticks so', async () => {
      const { api, user } = await payWithBkash();
      await user.click(screen.getByRole('radio', { name: 'Another bKash account' }));
      await user.click(screen.getByRole('checkbox', { name: 'Save my bKash account for faster payments' }));
      await user.click(screen.getByRole('button', { name: 'Place Order' }));
      await vi.waitFor(() => expect(api.orders).toHaveLength(1));
      expect(api.orders[0]?.body).toMatchObject({ paymentMethod: 'bkash', bkashWallet: 'save' });
    });
  });

  it('offers no bKash when the shop has no bKash merchant', async () => {
    serveCheckout();
    renderCheckout();
    await screen.findByRole('radio', { name: 'Cash on Delivery' });
    await vi.waitFor(() => expect(screen.queryByRole('radio', { name: 'Card payment' })).toBeTruthy());
    expect(screen.queryByRole('radio', { name: 'Pay now with bKash' })).toBeNull();
  });

  it('offers Nagad, with its logo, beside bKash only when the shop has a Nagad merchant', async () => {
    serveCheckout({ '/api/settings': { data: { ...settings, bkashPayments: true, nagadPayments: true } } });
    const user = userEvent.setup();
    renderCheckout();
    expect(await screen.findByRole('radio', { name: 'Pay now with bKash' })).toBeTruthy();
    const nagad = screen.getByRole('radio', { name: 'Pay now with Nagad' });
    expect(nagad.closest('label')?.querySelector('img')?.getAttribute('src')).toBe('/payments/nagad.svg');
    await user.click(nagad);
    expect(screen.queryByLabelText('Transaction ID')).toBeNull();
  });

  it('offers no Nagad when the shop has no Nagad merchant', async () => {
    serveCheckout();
    renderCheckout();
    await screen.findByRole('radio', { name: 'Cash on Delivery' });
    await vi.waitFor(() => expect(screen.queryByRole('radio', { name: 'Card payment' })).toBeTruthy());
    expect(screen.queryByRole('radio', { name: 'Pay now with Nagad' })).toBeNull();
  });

  it("places the order with the spec's payload, removes the ordered lines and goes to My Orders, on its confirmation", async () => {
    const other: CartLine = { ...line, productId: 'p-other', productName: 'Rice', color: undefined };
    addToCart(line);
    addToCart(other);
    const api = serveCheckout();
    await renderCheckout();
    const user = userEvent.setup();
    await screen.findByText('Jamdani Saree');
    await fillAddress(user);
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('Order placed successfully!')).toBeTruthy();
    // My Orders, opening on this order's confirmation.
    await vi.waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/user/my-orders?placed=order-1'));
    expect(api.orders).toHaveLength(1);
    expect(api.orders[0]?.key).toMatch(/^[\w-]{16,}$/);
    expect(api.orders[0]?.body).toEqual({
      customerName: 'Rahim',
      customerEmail: 'rahim@example.com',
      customerId: 'customer-1',
      phone: '01712345678',
      cuopon: '',
      items: [
        expect.objectContaining({ productId: saree._id, quantity: 2, price: 4500, subTotal: 9000, OwnerId: 'owner-1' }),
      ],
      totalPrice: 9060,
      paymentMethod: 'cash',
      paymentNumber: '',
      deliveryFee: 60,
      deliveryAddress: { division: 'Dhaka', district: 'Dhaka', city: 'Dhanmondi', addressDetails: 'House 5, Road 2' },
    });
    expect(readCart().map((l) => l.productName)).toEqual(['Rice']);
  });

  it('asks for the SMS code when the COD rules want the phone confirmed, then places the order', async () => {
    let refused = false;
    const api = serveCheckout({
      '/api/order/post-order': () => {
        if (refused) return { data: { _id: 'order-1', transaction_id: 'T1' } };
        refused = true;
        const message =
          'Please confirm this phone number with the code we send to it before ordering cash on delivery.';
        return { status: 400, message, code: 'phone-not-confirmed' };
      },
      '/api/user/confirm-phone/send-code': { data: { phone: '01712345678', verified: false } },
      '/api/user/confirm-phone': { data: { phone: '01712345678', verified: true } },
    });
    await renderCheckout();
    const user = userEvent.setup();
    await screen.findByText('Jamdani Saree');
    await fillAddress(user);
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    const panel = await screen.findByRole('region', { name: 'Confirm your phone number' });
    await user.click(within(panel).getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('A code was sent to 01712345678.')).toBeTruthy();
    await user.click(within(panel).getByRole('button', { name: 'Confirm and place order' }));
    expect(await within(panel).findByText('Please enter the code from the SMS.')).toBeTruthy();
    await user.type(within(panel).getByLabelText('Code from the SMS'), '4821');
    await user.click(within(panel).getByRole('button', { name: 'Confirm and place order' }));
    expect(await screen.findByText('Order placed successfully!')).toBeTruthy();
    expect(api.requested('/api/user/confirm-phone')).toHaveLength(1);
    expect(api.orders).toHaveLength(2);
    // The same attempt: the retry carries the first one's key.
    expect(api.orders[1]?.key).toBe(api.orders[0]?.key);
  });

  it('lets a risky phone keep cash on delivery by sending the delivery fee first', async () => {
    let refused = false;
    const api = serveCheckout({
      '/api/order/post-order': () => {
        if (refused) return { data: { _id: 'order-1', transaction_id: 'T1' } };
        refused = true;
        const message =
          'Parcels to this phone have come back before, so the delivery fee (Tk 60) must be paid first by mobile banking. Please choose Mobile banking (bKash, Nagad or Rocket).';
        return { status: 400, message, code: 'prepay-delivery' };
      },
    });
    await renderCheckout();
    const user = userEvent.setup();
    await screen.findByText('Jamdani Saree');
    await fillAddress(user);
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    const panel = await screen.findByRole('region', { name: 'Pay the delivery fee first' });
    expect(within(panel).getByText(/send the delivery fee \(Tk 60\) now/)).toBeTruthy();
    // The number to send it to is in the panel: cash on delivery shows no receiving number of its own.
    expect(within(panel).getByTestId('receiving-number').textContent).toContain('01812345678');
    await user.type(within(panel).getByLabelText('Number you sent the delivery fee from'), '01998877665');
    await user.click(within(panel).getByRole('radio', { name: 'Nagad' }));
    await user.type(within(panel).getByLabelText('Transaction ID of the delivery fee'), 'BKX7Q2M9');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('Order placed successfully!')).toBeTruthy();
    expect(api.orders[1]?.body).toMatchObject({
      paymentMethod: 'cash',
      totalPrice: 9060,
      deliveryFeePayment: { paymentNumber: '01998877665', provider: 'nagad', transactionId: 'BKX7Q2M9' },
    });
  });

  it("goes to the payment page for an answer with data.url: 'Order received, redirecting to payment...'", async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', {
      ...window.location,
      assign,
      href: window.location.href,
      origin: window.location.origin,
    });
    serveCheckout({ '/api/order/post-order': { data: { _id: 'order-1', url: 'https://pay.example/session/1' } } });
    await renderCheckout();
    const user = userEvent.setup();
    await screen.findByText('Jamdani Saree');
    await fillAddress(user, 'Sylhet');
    await user.click(screen.getByRole('radio', { name: 'Card payment' }));
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('Order received, redirecting to payment...')).toBeTruthy();
    expect(assign).toHaveBeenCalledWith('https://pay.example/session/1');
  });

  it("says 'Order failed: {message}' and reuses the Idempotency-Key on a retry", async () => {
    let calls = 0;
    const api = serveCheckout({
      '/api/order/post-order': () => (++calls === 1 ? { status: 503, message: 'Try later' } : { data: { _id: 'o' } }),
    });
    await renderCheckout();
    const user = userEvent.setup();
    await screen.findByText('Jamdani Saree');
    await fillAddress(user);
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('Order failed: Try later')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await vi.waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/user/my-orders?placed=o'));
    expect(api.orders).toHaveLength(2);
    expect(api.orders[1]?.key).toBe(api.orders[0]?.key);
  });

  it('uses a new Idempotency-Key when the order changed between two tries', async () => {
    const api = serveCheckout({ '/api/order/post-order': { status: 503, message: 'Try later' } });
    await renderCheckout();
    const user = userEvent.setup();
    await screen.findByText('Jamdani Saree');
    await fillAddress(user);
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await vi.waitFor(() => expect(api.orders).toHaveLength(1));
    await user.type(screen.getByLabelText('Shipping Address'), ', Flat 3B');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await vi.waitFor(() => expect(api.orders).toHaveLength(2));
    expect(api.orders[1]?.key).not.toBe(api.orders[0]?.key);
  });

  it("says 'Failed to place order. Please try again.' when the network fails", async () => {
    serveCheckout();
    await renderCheckout();
    const user = userEvent.setup();
    await screen.findByText('Jamdani Saree');
    await fillAddress(user);
    const fetch = globalThis.fetch as unknown as ReturnType<typeof vi.fn>;
    const inner = fetch.getMockImplementation() as (input: RequestInfo | URL) => Promise<Response>;
    fetch.mockImplementation((input: RequestInfo | URL) =>
      String(input).startsWith('/api/order') ? Promise.reject(new TypeError('Failed to fetch')) : inner(input),
    );
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('Failed to place order. Please try again.')).toBeTruthy();
  });

  it('re-reads prices after a 409 and shows the new total', async () => {
    const cheaper = { ...saree, productDiscount: 20 };
    serveCheckout({
      '/api/order/post-order': { status: 409, message: 'Prices have changed. Please review your cart.' },
      [`/api/products/${saree._id}`]: { data: cheaper },
    });
    await renderCheckout();
    const user = userEvent.setup();
    await screen.findByText('Jamdani Saree');
    await fillAddress(user);
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('Order failed: Prices have changed. Please review your cart.')).toBeTruthy();
    await vi.waitFor(() => expect(screen.getByTestId('total-price').textContent).toBe('Tk 8,000'));
    expect(screen.getByRole('alert').textContent).toContain('Prices reloaded');
  });

  it('previews a coupon and sends the discounted total with cuopon', async () => {
    const api = serveCheckout({
      '/api/coupons/preview': (url) => ({
        data: { code: url.searchParams.get('code'), kind: 'percent', value: 10, subtotal: 9000, discount: 900 },
      }),
    });
    await renderCheckout();
    const user = userEvent.setup();
    await screen.findByText('Jamdani Saree');
    await user.type(screen.getByLabelText(/Coupon Code/), 'EID10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Coupon EID10 saves Tk 900')).toBeTruthy();
    expect(screen.getByTestId('discount').textContent).toBe('−Tk 900');
    await fillAddress(user);
    expect(screen.getByTestId('grand-total').textContent).toBe('Tk 8,160.00');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('Order placed successfully!')).toBeTruthy();
    expect(api.orders[0]?.body).toMatchObject({ cuopon: 'EID10', totalPrice: 8160 });
  });

  it('totals a price with poisha as the server does: 3 × Tk 12.50 + Tk 60 is Tk 97.50, not a rounded Tk 98', async () => {
    const lentils = aProduct({ productName: 'Red Lentils', productPrice: 12.5, productOriginalPrice: 12.5 });
    const lentilLine: CartLine = {
      ...line,
      productId: lentils._id,
      productName: 'Red Lentils',
      price: 12.5,
      quantity: 3,
    };
    const api = serveCheckout({ [`/api/products/${lentils._id}`]: { data: lentils } });
    await renderCheckout({ items: [{ ...lentilLine, subTotal: 37.5 }], subtotal: 37.5, from: 'buy now' });
    const user = userEvent.setup();
    await screen.findByText('Red Lentils');
    expect(screen.getByTestId('total-price').textContent).toBe('Tk 37.50');
    await fillAddress(user);
    expect(screen.getByTestId('grand-total').textContent).toBe('Tk 97.50');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('Order placed successfully!')).toBeTruthy();
    expect(api.orders[0]?.body).toMatchObject({ totalPrice: 97.5, deliveryFee: 60 });
  });

  it("asks a visitor to log in: 'Please login to place an order'", async () => {
    useAuthStore.setState({ token: null, user: null });
    serveCheckout();
    await renderCheckout();
    const user = userEvent.setup();
    await screen.findByText('Jamdani Saree');
    await fillAddress(user);
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('Please login to place an order')).toBeTruthy();
    await vi.waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/login'));
  });
});
