import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { type Routes, serveApi } from '@/test/api';
import { renderRoutes } from '@/test/render';

import { ForgotPasswordPage } from './forgot-password-page';
import { OtpVerificationPage } from './otp-verification-page';
import { OtpVerificationRegisterPage } from './otp-verification-register-page';
import { ResetPasswordPage } from './reset-password-page';

async function renderFlow(url: string, routes: Routes, otpLength = 4) {
  const api = serveApi({ '/api/settings': { data: { googleClientId: null, otpLength } }, ...routes });
  const view = await renderRoutes(
    () => [
      { path: '/forgot-password', element: <ForgotPasswordPage /> },
      { path: '/otp-verification', element: <OtpVerificationPage /> },
      { path: '/otp-verification-register', element: <OtpVerificationRegisterPage /> },
      { path: '/reset-password', element: <ResetPasswordPage /> },
      { path: '/login', element: <h1>Welcome Back</h1> },
    ],
    url,
  );
  return { api, ...view };
}

function bodyOf(path: string) {
  const fetch = globalThis.fetch as unknown as { mock: { calls: Array<[string, RequestInit]> } };
  const call = fetch.mock.calls.findLast(([url]) => String(url) === path);
  return JSON.parse(String(call?.[1].body));
}

describe('password reset flow (spec section 2)', () => {
  it('goes from the identifier to the code to a new password, then to /login', async () => {
    const { router } = await renderFlow('/forgot-password', {
      '/api/user/forgot-password': { data: null },
      '/api/user/verify-otp': { data: null },
      '/api/user/reset-password': { data: null },
    });
    await userEvent.type(screen.getByLabelText('Email or Phone'), 'rahim@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    await screen.findByRole('heading', { name: 'Enter Reset Code' });
    expect(bodyOf('/api/user/forgot-password')).toEqual({ identifier: 'rahim@example.com' });
    expect(screen.getByText('Type the 4-digit code we sent to rahim@example.com.')).toBeTruthy();

    await userEvent.click(screen.getByRole('textbox', { name: 'Digit 1 of 4' }));
    await userEvent.paste('4821');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await screen.findByRole('heading', { name: 'Reset Password' });
    expect(bodyOf('/api/user/verify-otp')).toEqual({ identifier: 'rahim@example.com', code: '4821' });

    await userEvent.type(screen.getByLabelText('New Password'), 'newpass1');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'newpass1');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Password reset successful')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(bodyOf('/api/user/reset-password')).toEqual({ identifier: 'rahim@example.com', password: 'newpass1' });
  });

  it('asks for the identifier before sending a code', async () => {
    const { api } = await renderFlow('/forgot-password', {});
    await userEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('Email or phone is required')).toBeTruthy();
    expect(api.requested('/api/user/forgot-password')).toHaveLength(0);
  });

  it("shows 'Login failed' when the code cannot be sent and the server says nothing", async () => {
    await renderFlow('/forgot-password', { '/api/user/forgot-password': { status: 500, message: '' } });
    await userEvent.type(screen.getByLabelText('Email or Phone'), 'rahim@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('Login failed')).toBeTruthy();
  });

  it("refuses an incomplete code with 'Invalid OTP or session expired' and sends nothing", async () => {
    const { api, router } = await renderFlow('/forgot-password', {});
    await router.navigate('/otp-verification', { state: { identifier: 'rahim@example.com' } });
    await userEvent.click(await screen.findByRole('textbox', { name: 'Digit 1 of 4' }));
    await userEvent.keyboard('48');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Invalid OTP or session expired')).toBeTruthy();
    expect(api.requested('/api/user/verify-otp')).toHaveLength(0);
  });

  it('refuses a full code when the page was reached without an identifier', async () => {
    const { api } = await renderFlow('/otp-verification', {});
    await userEvent.click(await screen.findByRole('textbox', { name: 'Digit 1 of 4' }));
    await userEvent.paste('4821');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Invalid OTP or session expired')).toBeTruthy();
    expect(api.requested('/api/user/verify-otp')).toHaveLength(0);
  });

  it("shows the server's refusal of a wrong code, or 'OTP verification failed'", async () => {
    const { router } = await renderFlow('/forgot-password', {
      '/api/user/verify-otp': { status: 400, message: '' },
    });
    await router.navigate('/otp-verification', { state: { identifier: 'rahim@example.com' } });
    await userEvent.click(await screen.findByRole('textbox', { name: 'Digit 1 of 4' }));
    await userEvent.paste('0000');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('OTP verification failed')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/otp-verification');
  });

  it('shows as many boxes as the shop setting asks for', async () => {
    await renderFlow('/otp-verification', {}, 6);
    expect(await screen.findByRole('textbox', { name: 'Digit 6 of 6' })).toBeTruthy();
  });

  it("checks the new password's length and confirmation", async () => {
    const { api, router } = await renderFlow('/forgot-password', {});
    await router.navigate('/reset-password', { state: { identifier: 'rahim@example.com' } });
    await userEvent.type(await screen.findByLabelText('New Password'), '123');
    await userEvent.type(screen.getByLabelText('Confirm Password'), '456');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Password must be at least 6 characters')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('New Password'), '456');
    await waitFor(() => expect(screen.getByText('Passwords do not match')).toBeTruthy());
    expect(api.requested('/api/user/reset-password')).toHaveLength(0);
  });

  it("shows the server's refusal of the reset, or 'Password reset failed'", async () => {
    const { router } = await renderFlow('/forgot-password', {
      '/api/user/reset-password': { status: 401, message: 'Reset session expired' },
    });
    await router.navigate('/reset-password', { state: { identifier: 'rahim@example.com' } });
    await userEvent.type(await screen.findByLabelText('New Password'), 'newpass1');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'newpass1');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Reset session expired')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/reset-password');
  });
});

describe('phone sign-up code (spec section 2)', () => {
  it('verifies the code for the carried phone, says so and goes to /login', async () => {
    const { router } = await renderFlow('/forgot-password', { '/api/user/verify-otp': { data: null } });
    await router.navigate('/otp-verification-register', { state: { phone: '01712345678' } });
    await userEvent.click(await screen.findByRole('textbox', { name: 'Digit 1 of 4' }));
    await userEvent.keyboard('1234');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Account verified successfully')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(bodyOf('/api/user/verify-otp')).toEqual({ phone: '01712345678', code: '1234' });
  });
});
