import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { useAuthStore } from '@/lib/auth-store';
import { serveApi } from '@/test/api';
import { renderAt } from '@/test/render';
import { formFields, serveUploads } from '@/test/uploads';

import { BannersPage } from './banners-page';

const CAT = '00000000-0000-4000-8000-00000000c001';
const CAT2 = '00000000-0000-4000-8000-00000000c002';
const BANNER = '00000000-0000-4000-8000-00000000b001';

function serve() {
  return serveApi({
    '/api/banner': {
      data: [
        {
          _id: BANNER,
          bannerImage: '/api/media/banners/eid.webp',
          bannerOffer: 40,
          bannerCategory: { _id: CAT, categoryName: "Men's Fashion" },
          bannerTitle: 'Eid Collection',
          bannerTitleBn: 'ঈদ কালেকশন',
          bannerSubtitle: null,
          bannerSubtitleBn: null,
        },
      ],
    },
    '/api/categories': {
      data: [
        { _id: CAT, categoryName: "Men's Fashion", categoryImage: null },
        { _id: CAT2, categoryName: 'Groceries', categoryImage: null },
      ],
    },
  });
}

const renderPage = () => renderAt(<BannersPage />, { path: '/admin/banners', url: '/admin/banners' });

describe('BannersPage', () => {
  beforeEach(() => useAuthStore.setState({ token: 't', user: { _id: 'a1', name: 'Admin', role: 'admin' } }));
  afterEach(() => useAuthStore.setState({ token: null, user: null }));

  it('lists each banner with its offer and category', async () => {
    serve();
    renderPage();
    const card = (await screen.findByRole('img', { name: 'Banner 1' })).closest('li') as HTMLElement;
    expect(within(card).getByText('40%')).toBeTruthy();
    expect(within(card).getByText("Men's Fashion")).toBeTruthy();
  });

  it("refuses an offer above 100 with the domain's message and a new banner without a picture", async () => {
    serve();
    const uploads = serveUploads();
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Add banner' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a banner' });
    await userEvent.type(within(dialog).getByLabelText('Offer (%)'), '120');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Banner offer must be at most 100')).toBeTruthy();
    expect(within(dialog).getByText('Please choose a picture')).toBeTruthy();
    expect(uploads).toHaveLength(0);
  });

  it('sends only what an edit changed', async () => {
    serve();
    const uploads = serveUploads();
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Banner 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit the banner' });
    const category = within(dialog).getByLabelText('Category');
    await waitFor(() => expect(within(category).getByRole('option', { name: 'Groceries' })).toBeTruthy());
    await userEvent.selectOptions(category, 'Groceries');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Banner saved')).toBeTruthy();
    expect(uploads[0]).toMatchObject({ method: 'PUT', url: `/api/banner/${BANNER}` });
    expect(formFields(uploads[0]!.body)).toEqual({ text: { bannerCategory: CAT2 }, files: {} });
  });

  it('writes the words drawn over the picture in English and Bangla, and sends only those changed (decision 056)', async () => {
    serve();
    const uploads = serveUploads();
    renderPage();
    const card = (await screen.findByRole('img', { name: 'Banner 1' })).closest('li') as HTMLElement;
    // The card shows the banner as shoppers see it, its words over the picture.
    expect(within(card).getAllByText('Eid Collection').length).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole('button', { name: 'Edit Banner 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit the banner' });
    expect((within(dialog).getByLabelText('Title in Bangla') as HTMLInputElement).value).toBe('ঈদ কালেকশন');
    expect(within(dialog).getByLabelText('Title in Bangla').getAttribute('lang')).toBe('bn');
    await userEvent.type(within(dialog).getByLabelText('Subtitle in Bangla (optional)'), 'পুরো পরিবারের জন্য');
    await userEvent.clear(within(dialog).getByLabelText('Title'));
    await userEvent.type(within(dialog).getByLabelText('Title'), 'Eid Sale');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Banner saved')).toBeTruthy();
    expect(formFields(uploads[0]!.body)).toEqual({
      text: { bannerTitle: 'Eid Sale', bannerSubtitleBn: 'পুরো পরিবারের জন্য' },
      files: {},
    });
  });
});
