/**
 * Accounts end to end in Chromium: sign-up by e-mail (link from the development outbox) and by
 * phone (code from the outbox), a password reset by code, a protected page that sends the shopper
 * to sign in and back, and an access token that has stopped working replaced by a silent refresh.
 */
import { randomInt } from 'node:crypto';

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { api, useBrowserPage } from '../support/browser.ts';
import { accountMenu, logOut, signIn } from '../support/shop.ts';

interface OutboxMessage {
  recipient: string;
  body: string;
}

const session = useBrowserPage();
const email = `shopper.${Date.now()}@example.com`;
const phone = `019${randomInt(10_000_000, 99_999_999)}`;
const PASSWORD = 'hilsa-season-2026';
const NEW_PASSWORD = 'mango-monsoon-2026';

async function latestCodeFor(recipient: string): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const messages = await api<OutboxMessage[]>('/dev/outbox');
    const code = /code is (\d+)/.exec(messages.find((m) => m.recipient === recipient)?.body ?? '')?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no code sent to ${recipient}`);
}

async function typeCode(page: Page, code: string) {
  await page.getByLabel('Digit 1 of 4').click();
  await page.keyboard.type(code);
  await page.getByRole('button', { name: 'Verify' }).click();
}

describe('accounts', () => {
  it('sign up by e-mail, open the activation link from the outbox, and be signed in', async () => {
    const { page } = session;
    await page.goto('/register');
    await page.getByRole('heading', { name: 'Create Account' }).waitFor();
    await page.getByLabel('Full Name').fill('Nusrat Jahan');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.getByRole('heading', { name: 'Almost Done' }).waitFor();

    await page.goto('/dev/outbox');
    await page.getByRole('listitem').filter({ hasText: email }).getByRole('link').first().click();
    await page.getByRole('heading', { name: 'Verified' }).waitFor();
    // After three seconds the page moves on; the session has started, so the shopper lands at home.
    await page.waitForURL((url) => url.pathname === '/', { timeout: 10_000 });
    await accountMenu(page, 'Nusrat Jahan').waitFor();
    await logOut(page, 'Nusrat Jahan');
  });

  it('sign up by phone, confirm the code, then sign in with the phone number', async () => {
    const { page } = session;
    await page.goto('/register');
    await page.getByRole('tab', { name: 'Signup with Phone' }).click();
    await page.getByLabel('Full Name').fill('Tanvir Hasan');
    await page.getByLabel('Phone Number').fill(phone);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.waitForURL('**/otp-verification-register');

    await typeCode(page, await latestCodeFor(phone));
    await page.waitForURL('**/login');
    await signIn(page, phone, PASSWORD);
    await page.waitForURL((url) => url.pathname === '/');
    await accountMenu(page, 'Tanvir Hasan').waitFor();
    await logOut(page, 'Tanvir Hasan');
  });

  it('forgot password: code, new password, sign in with it', async () => {
    const { page } = session;
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    // The sign-in form has a field of the same name: wait for the next page before typing.
    await page.getByRole('heading', { name: 'Forgot Password' }).waitFor();
    await page.getByLabel('Email or Phone').fill(phone);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await page.waitForURL('**/otp-verification');

    await typeCode(page, await latestCodeFor(phone));
    await page.waitForURL('**/reset-password');
    await page.getByLabel('New Password').fill(NEW_PASSWORD);
    await page.getByLabel('Confirm Password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.waitForURL('**/login');

    await signIn(page, phone, PASSWORD);
    await page.getByText('Invalid email/phone or password').waitFor();
    await signIn(page, phone, NEW_PASSWORD);
    await page.waitForURL((url) => url.pathname === '/');
    await logOut(page, 'Tanvir Hasan');
  });

  it('a protected page sends the shopper to sign in, and back there afterwards', async () => {
    const { page } = session;
    await page.goto('/user/profile');
    await page.waitForURL('**/login');
    await signIn(page, email, PASSWORD);
    await page.waitForURL('**/user/profile');
  });

  it('an access token that no longer works is replaced by a silent refresh', async () => {
    const { page } = session;
    // A page that keeps no account data of its own, so nothing writes the session back meanwhile.
    await page.goto('/privacy-policy');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.evaluate(() => {
      const stale = 'stale.access.token';
      localStorage.setItem('token', stale);
      const stored = JSON.parse(localStorage.getItem('auth') ?? '{}');
      stored.state.token = stale;
      localStorage.setItem('auth', JSON.stringify(stored));
    });
    // The first signed-in call of the page (the wishlist hearts, the account) meets the stale token.
    const refreshed = page.waitForResponse((response) => response.url().endsWith('/api/user/refresh-token'));
    await page.goto('/');
    const reread = page.waitForResponse(
      (response) => response.url().includes('/api/user/get-single-user/') && response.status() === 200,
    );
    await accountMenu(page, 'Nusrat Jahan').click();
    expect((await refreshed).status()).toBe(200);
    await reread;
    await page.getByRole('menuitem', { name: 'Dashboard' }).waitFor();
    const token = await page.evaluate(() => localStorage.getItem('token'));
    expect(token).not.toBe('stale.access.token');
    expect(token?.split('.')).toHaveLength(3);
  });
});
