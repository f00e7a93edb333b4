import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { useAuthStore } from '@/lib/auth-store';
import { type Routes, serveApi } from '@/test/api';
import { renderAt } from '@/test/render';

import { ProfilePage } from './profile-page';

const ID = '00000000-0000-4000-8000-0000000000aa';
const account = {
  _id: ID,
  name: 'Rahim Uddin',
  email: 'rahim@example.com',
  phone: '01712345678',
  role: 'user',
  isEmailVerified: true,
  profileImg: '/api/avatars/default.svg',
  address: 'Dhanmondi',
  googleId: null,
  createdAt: '2026-01-01T00:00:00.000Z',
};

function serve(extra: Routes = {}) {
  return serveApi({ [`/api/user/get-single-user/${ID}`]: { data: account }, ...extra });
}

function sentBody(path: string) {
  const call = vi.mocked(fetch).mock.calls.find(([url]) => String(url).includes(path));
  return call?.[1]?.body;
}

const renderPage = () => renderAt(<ProfilePage />, { path: '/user/profile', url: '/user/profile' });

describe('ProfilePage', () => {
  beforeEach(() => useAuthStore.setState({ token: 't', user: { _id: ID, name: 'Rahim', role: 'user' } }));
  afterEach(() => {
    useAuthStore.setState({ token: null, user: null });
    vi.restoreAllMocks();
  });

  it('has the Profile, Security and Profile Image tabs', async () => {
    serve();
    renderPage();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Profile', 'Security', 'Profile Image']);
    expect(await screen.findByDisplayValue('Rahim Uddin')).toBeTruthy();
  });

  it("saves the profile with the account id, 'Profile updated successfully', and updates the session", async () => {
    serve({ '/api/user/update-profile': { data: { ...account, name: 'Rahim U.' } } });
    renderPage();
    const name = await screen.findByLabelText('Name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Rahim U.');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Profile updated successfully')).toBeTruthy();
    expect(JSON.parse(String(sentBody('/user/update-profile')))).toEqual({
      id: ID,
      name: 'Rahim U.',
      email: 'rahim@example.com',
      phone: '01712345678',
      address: 'Dhanmondi',
    });
    expect(useAuthStore.getState().user?.name).toBe('Rahim U.');
  });

  it("refuses a malformed phone and says 'Failed to update profile' when the server refuses", async () => {
    serve({ '/api/user/update-profile': { status: 409, message: 'Email taken' } });
    renderPage();
    const phone = await screen.findByLabelText('Phone');
    await userEvent.clear(phone);
    await userEvent.type(phone, '0123');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Invalid phone number')).toBeTruthy();
    await userEvent.clear(phone);
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Failed to update profile')).toBeTruthy();
  });

  it("changes the password with the shared rules: 'Password changed successfully' / 'Failed to change password'", async () => {
    let accept = false;
    serve({
      '/api/user/change-password': () =>
        accept ? { data: null } : { status: 400, message: 'Current password is incorrect' },
    });
    renderPage();
    await userEvent.click(screen.getByRole('tab', { name: 'Security' }));
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Current password is required')).toBeTruthy();
    expect(screen.getByText('Password must be at least 6 characters')).toBeTruthy();
    expect(screen.getByText('Please confirm your password')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Current password'), 'old-secret');
    await userEvent.type(screen.getByLabelText('New password'), 'new-secret');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'new-secrex');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText("Passwords don't match")).toBeTruthy();
    await userEvent.clear(screen.getByLabelText('Confirm new password'));
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'new-secret');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Failed to change password')).toBeTruthy();
    accept = true;
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password changed successfully')).toBeTruthy();
    expect(JSON.parse(String(sentBody('/user/change-password')))).toEqual({
      id: ID,
      currentPassword: 'old-secret',
      newPassword: 'new-secret',
      confirmPassword: 'new-secret',
    });
  });

  it('states JPG, PNG or GIF (max 5MB), refuses a larger file, previews and uploads a photo', async () => {
    serve({ '/api/user/upload-profile-image': { data: { ...account, profileImg: '/api/media/me.png' } } });
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:preview');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    renderPage();
    await userEvent.click(screen.getByRole('tab', { name: 'Profile Image' }));
    expect(screen.getByText('JPG, PNG or GIF (max 5MB)')).toBeTruthy();
    // No photo yet: the default avatar the API serves.
    const current = await screen.findByRole('img', { name: 'Your profile photo' });
    expect(current.getAttribute('src')).toBe('/api/avatars/default.svg');
    const input = screen.getByLabelText('Choose a photo');
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await userEvent.upload(input, big);
    expect(screen.getByText('The image is larger than 5MB')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Upload photo' })).toHaveProperty('disabled', true);
    const photo = new File(['png'], 'me.png', { type: 'image/png' });
    await userEvent.upload(input, photo);
    expect(screen.getByRole('img', { name: 'Preview of the new photo' }).getAttribute('src')).toBe('blob:preview');
    await userEvent.click(screen.getByRole('button', { name: 'Upload photo' }));
    expect(await screen.findByText('Profile image updated successfully')).toBeTruthy();
    const body = sentBody('/user/upload-profile-image') as FormData;
    expect(body.get('id')).toBe(ID);
    expect((body.get('profileImage') as File).name).toBe('me.png');
    expect(useAuthStore.getState().user?.profileImg).toBe('/api/media/me.png');
  });

  it("says 'Failed to upload image' when the upload is refused", async () => {
    serve({ '/api/user/upload-profile-image': { status: 413, message: 'Too large' } });
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:preview');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    renderPage();
    await userEvent.click(screen.getByRole('tab', { name: 'Profile Image' }));
    await userEvent.upload(screen.getByLabelText('Choose a photo'), new File(['gif'], 'me.gif', { type: 'image/gif' }));
    await userEvent.click(screen.getByRole('button', { name: 'Upload photo' }));
    expect(await screen.findByText('Failed to upload image')).toBeTruthy();
  });

  it("says 'User ID not found' without a signed-in account", () => {
    useAuthStore.setState({ user: null });
    serve();
    renderPage();
    expect(screen.getByRole('alert').textContent).toBe('User ID not found');
  });
});
