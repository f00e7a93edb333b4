import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { type Answer, serveApi } from '@/test/api';
import { renderAt } from '@/test/render';

import { RegisterPage } from './register-page';

function renderRegister(answer: Answer = { data: null }) {
  const api = serveApi({
    '/api/settings': { data: { googleClientId: null, otpLength: 4 } },
    '/api/user/register': answer,
  });
  return { api, ...renderAt(<RegisterPage />, { path: '/register', url: '/register' }) };
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
const location = () => screen.getByTestId('location');
const lastBody = async (api: ReturnType<typeof serveApi>) => {
  const fetch = globalThis.fetch as unknown as { mock: { calls: Array<[string, RequestInit]> } };
  const call = fetch.mock.calls.findLast(([url]) => String(url) === '/api/user/register');
  expect(api.requested('/api/user/register').length).toBeGreaterThan(0);
  return JSON.parse(String(call?.[1].body));
};

async function fill(fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields)) {
    await userEvent.type(screen.getByLabelText(label), value);
  }
}

describe('RegisterPage', () => {
  it('offers the two sign-up tabs, e-mail first', () => {
    renderRegister();
    expect(screen.getByRole('tab', { name: 'Signup with Email', selected: true })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Signup with Phone', selected: false })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
  });

  it("gives spec section 5's messages for the e-mail form", async () => {
    const { api } = renderRegister();
    await fill({ 'Full Name': 'Ra', Email: 'rahim@', Password: '12345', 'Confirm Password': '54321' });
    await submit();
    expect(await screen.findByText('Name must be at least 3 characters')).toBeTruthy();
    expect(screen.getByText('Invalid email')).toBeTruthy();
    expect(screen.getByText('Password must be at least 6 characters')).toBeTruthy();
    expect(api.requested('/api/user/register')).toHaveLength(0);
  });

  it("says the passwords don't match", async () => {
    renderRegister();
    await fill({
      'Full Name': 'Rahim',
      Email: 'rahim@example.com',
      Password: 'secret1',
      'Confirm Password': 'secret2',
    });
    await submit();
    expect(await screen.findByText("Passwords don't match")).toBeTruthy();
  });

  it('registers by e-mail (trimmed, lower-cased), asks to check the mailbox and goes to /verify/pending', async () => {
    const { api } = renderRegister();
    await fill({
      'Full Name': 'Rahim Uddin',
      Email: ' Rahim@Example.COM ',
      Password: 'secret1',
      'Confirm Password': 'secret1',
    });
    await submit();
    expect(await screen.findByText('Go to your email to verify your account')).toBeTruthy();
    await waitFor(() => expect(location().textContent).toBe('/verify/pending'));
    expect(await lastBody(api)).toEqual({
      method: 'email',
      name: 'Rahim Uddin',
      email: 'rahim@example.com',
      password: 'secret1',
      confirmPassword: 'secret1',
    });
  });

  it('refuses a phone number that is not 01 then 3-9 then 8 digits', async () => {
    renderRegister();
    await userEvent.click(screen.getByRole('tab', { name: 'Signup with Phone' }));
    await fill({
      'Full Name': 'Rahim',
      'Phone Number': '01212345678',
      Password: 'secret1',
      'Confirm Password': 'secret1',
    });
    await submit();
    expect(await screen.findByText('Invalid phone number')).toBeTruthy();
  });

  it('registers by phone and carries the phone to the code page', async () => {
    const { api } = renderRegister();
    await userEvent.click(screen.getByRole('tab', { name: 'Signup with Phone' }));
    await fill({
      'Full Name': 'Rahim',
      'Phone Number': '01712345678',
      Password: 'secret1',
      'Confirm Password': 'secret1',
    });
    await submit();
    await waitFor(() => expect(location().textContent).toBe('/otp-verification-register'));
    expect(JSON.parse(location().dataset.state ?? 'null')).toEqual({ phone: '01712345678' });
    expect(await lastBody(api)).toMatchObject({ method: 'phone', phone: '01712345678' });
  });

  it("shows the server's message when registration is refused", async () => {
    renderRegister({ status: 409, message: 'Email already registered' });
    await fill({
      'Full Name': 'Rahim',
      Email: 'rahim@example.com',
      Password: 'secret1',
      'Confirm Password': 'secret1',
    });
    await submit();
    expect(await screen.findByText('Email already registered')).toBeTruthy();
    expect(location().textContent).toBe('/register');
  });
});
