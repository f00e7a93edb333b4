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
    profileImg: null,
    address: null,
    googleId: null,
    createdAt: '2026-05-07T10:00:00.000Z',
    ...overrides,
  };
}

const admin = aUser({ _id: 'admin-1', name: 'Shila', role: 'admin' });
const karim = aUser({ _id: 'u-2', name: 'Karim' });
const page = { data: { count: 2, total: 2, page: 1, pages: 1, data: [admin, karim] } };

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
