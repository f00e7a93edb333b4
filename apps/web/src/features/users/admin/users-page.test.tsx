import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import type { User } from '@dokan/domain';
import { useAuthStore } from '@/lib/auth-store';
import { serveApi } from '@/test/api';
import { renderAt } from '@/test/render';

import { UsersPage } from './users-page';

function aUser(overrides: Partial<User>): User {
  return {
    _id: 'u-1',
    name: 'Karim',
    email: 'karim@example.com',
    phone: null,
    role: 'user',
    isEmailVerified: true,
    profileImg: '/api/avatars/default.svg',
    address: null,
    googleId: null,
    createdAt: '2026-05-07T10:00:00.000Z',
    ...overrides,
  };
}

const admin = aUser({ _id: 'admin-1', name: 'Shila', role: 'admin' });
const karim = aUser({ _id: 'u-2', name: 'Karim' });
const page = { data: [admin, karim], meta: { count: 2, total: 2, page: 1, pages: 1 } };

const renderPage = (url = '/admin/users') => renderAt(<UsersPage />, { path: '/admin/users', url });

describe('UsersPage', () => {
  beforeEach(() => useAuthStore.setState({ token: 't', user: { _id: 'me', name: 'Me', role: 'admin' } }));
  afterEach(() => useAuthStore.setState({ token: null, user: null }));

  it("shows the server's refusal to leave the shop without an admin, and keeps the role shown", async () => {
    serveApi({
      '/api/user/get-all-users': page,
      '/api/user/change-role': { status: 409, message: 'The shop must keep at least one admin' },
    });
    renderPage();
    const role = await screen.findByLabelText('Role of Shila');
    await userEvent.selectOptions(role, 'user');
    expect(await screen.findByText('The shop must keep at least one admin')).toBeTruthy();
    await waitFor(() => expect((screen.getByLabelText('Role of Shila') as HTMLSelectElement).value).toBe('admin'));
  });

  it('deletes only after the confirmation', async () => {
    const api = serveApi({ '/api/user/get-all-users': page, '/api/user/delete-user/u-2': { data: null } });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Karim' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete user' });
    expect(dialog.textContent).toContain('Delete the account of Karim?');
    expect(api.requested('/api/user/delete-user/u-2')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete user' }));
    expect(await screen.findByText('Karim has been deleted.')).toBeTruthy();
    expect(api.requested('/api/user/delete-user/u-2')).toHaveLength(1);
  });

  it('pages through the accounts with the page the answer states in meta', async () => {
    const api = serveApi({
      '/api/user/get-all-users': (url) => ({
        data: url.searchParams.get('page') === '2' ? [karim] : [admin],
        meta: { count: 1, total: 41, page: Number(url.searchParams.get('page') ?? 1), pages: 3 },
      }),
    });
    renderPage();
    expect(await screen.findByText('Shila')).toBeTruthy();
    expect(screen.getByText('41 results')).toBeTruthy();
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Karim')).toBeTruthy();
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();
    expect(api.requested('/api/user/get-all-users').at(-1)?.searchParams.get('page')).toBe('2');
  });

  it('searches by name through the search call, with the role filter', async () => {
    const api = serveApi({
      '/api/user/get-all-users': page,
      '/api/user/get-user-by-search': { data: [karim] },
    });
    renderPage('/admin/users?search=kar&role=user');
    expect(await screen.findByText('Karim')).toBeTruthy();
    const query = api.requested('/api/user/get-user-by-search')[0]?.searchParams;
    expect(query?.get('searchTerm')).toBe('kar');
    expect(query?.get('role')).toBe('user');
    expect(api.requested('/api/user/get-all-users')).toHaveLength(0);
  });
});
