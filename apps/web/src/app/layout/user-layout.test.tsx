import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { useAuthStore } from '@/lib/auth-store';
import { serveApi } from '@/test/api';
import { renderAt } from '@/test/render';

import { UserLayout } from './user-layout';

function setWidth(px: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: px });
}

const renderLayout = (url = '/user') => renderAt(<UserLayout />, { path: '/user/*', url });

describe('UserLayout', () => {
  beforeEach(() => useAuthStore.setState({ token: 't', user: { _id: 'u1', name: 'Rahim', role: 'user' } }));
  afterEach(() => {
    useAuthStore.setState({ token: null, user: null });
    setWidth(1024);
  });

  it('opens with Dashboard, My Orders, Refund Request, Settings, Home and Logout, the current page marked', () => {
    setWidth(1280);
    renderLayout('/user/my-orders');
    const nav = screen.getByRole('navigation', { name: 'Your account' });
    const names = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names).toEqual(['Dashboard', 'My Orders', 'Refund Request', 'Settings', 'Home']);
    expect(within(nav).getByRole('link', { name: 'My Orders' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Account pages' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('starts closed on screens narrower than 1024 px, so the page asked for fills the first screen', () => {
    setWidth(1023);
    renderLayout('/user/my-orders');
    expect(screen.queryByRole('navigation', { name: 'Your account' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Account pages' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('opens from its button on screens narrower than 1024 px and closes after a click', async () => {
    setWidth(360);
    renderLayout();
    await userEvent.click(screen.getByRole('button', { name: 'Account pages' }));
    await userEvent.click(screen.getByRole('link', { name: 'Settings' }));
    expect(screen.getByTestId('location').textContent).toBe('/user/profile');
    expect(screen.queryByRole('navigation', { name: 'Your account' })).toBeNull();
    const menu = screen.getByRole('button', { name: 'Account pages' });
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    menu.focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('navigation', { name: 'Your account' })).toBeTruthy();
  });

  it('stays open after a click on wide screens', async () => {
    setWidth(1280);
    renderLayout();
    await userEvent.click(screen.getByRole('link', { name: 'My Orders' }));
    expect(screen.getByRole('navigation', { name: 'Your account' })).toBeTruthy();
  });

  it("logs out with 'Logged out successfully' and goes to /login", async () => {
    serveApi({ '/api/user/logout': { data: null } });
    renderLayout();
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Logged out successfully')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/login');
    expect(useAuthStore.getState().user).toBeNull();
  });
});
