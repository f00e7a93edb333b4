import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import { useAuthStore } from '@/lib/auth-store';
import { renderAt } from '@/test/render';

import { AdminLayout } from './admin-layout';

const signIn = (role: string) =>
  useAuthStore.setState({ token: 't', isLoading: false, user: { _id: 'u1', name: 'Karim', role } });

const renderLayout = (url = '/admin') => renderAt(<AdminLayout />, { path: '/admin/*', url });

const entries = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('AdminLayout', () => {
  afterEach(() => useAuthStore.setState({ token: null, user: null }));

  it('shows an admin every screen and Back to shop, the current one marked', () => {
    signIn('admin');
    renderLayout('/admin/coupons');
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    expect(entries(nav)).toEqual([
      'Dashboard',
      'Orders',
      'Transfers to confirm',
      'Deliveries',
      'Products',
      'Categories',
      'Banners',
      'Refunds',
      'Users',
      'Coupons',
      'Settings',
      'Back to shop',
    ]);
    expect(within(nav).getByRole('link', { name: 'Coupons' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBeNull();
  });

  it('shows an owner only Dashboard, Orders and Products', () => {
    signIn('owner');
    renderLayout();
    expect(entries(screen.getByRole('navigation', { name: 'Admin' }))).toEqual([
      'Dashboard',
      'Orders',
      'Products',
      'Back to shop',
    ]);
  });

  it('opens the same entries in a drawer from the menu button, which a choice closes', async () => {
    signIn('owner');
    renderLayout();
    await userEvent.click(screen.getByRole('button', { name: 'Open admin menu' }));
    const drawer = screen.getByRole('dialog', { name: 'Admin menu' });
    await userEvent.click(within(drawer).getByRole('link', { name: 'Orders' }));
    expect(screen.getByTestId('location').textContent).toBe('/admin/orders');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
