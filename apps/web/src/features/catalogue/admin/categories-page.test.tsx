import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { useAuthStore } from '@/lib/auth-store';
import { type Routes, serveApi } from '@/test/api';
import { renderAt } from '@/test/render';
import { formFields, serveUploads } from '@/test/uploads';

import { CategoriesPage } from './categories-page';

const CAT = '00000000-0000-4000-8000-00000000c001';
const SUB = '00000000-0000-4000-8000-00000000d001';

const categories = [{ _id: CAT, categoryName: 'Groceries', categoryImage: '/api/media/groceries.jpg' }];
const subCategories = [{ _id: SUB, subCategoryName: 'Rice', subCategoryImage: null, categoryId: CAT }];

function serve(extra: Routes = {}) {
  return serveApi({
    '/api/categories': { data: categories },
    '/api/subcategories': { data: subCategories },
    '/api/subsubcategories': { data: [] },
    ...extra,
  });
}

const renderPage = () => renderAt(<CategoriesPage />, { path: '/admin/categories', url: '/admin/categories' });

describe('CategoriesPage', () => {
  beforeEach(() => useAuthStore.setState({ token: 't', user: { _id: 'a1', name: 'Admin', role: 'admin' } }));
  afterEach(() => useAuthStore.setState({ token: null, user: null }));

  it('opens a category to show its subcategories, and those to show theirs', async () => {
    const api = serve();
    renderPage();
    const open = await screen.findByRole('button', { name: 'Show what is under Groceries' });
    expect(open.getAttribute('aria-expanded')).toBe('false');
    expect(api.requested('/api/subcategories')).toHaveLength(0);
    await userEvent.click(open);
    expect(open.getAttribute('aria-expanded')).toBe('true');
    expect(await screen.findByText('Rice')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Show what is under Rice' }));
    expect(await screen.findByText('No sub-subcategories yet.')).toBeTruthy();
    expect(api.requested('/api/subsubcategories')[0]?.searchParams.get('subCategoryId')).toBe(SUB);
  });

  it("shows the server's 409 message when a category still has products, and keeps it listed", async () => {
    const api = serve({
      [`/api/categories/${CAT}`]: {
        status: 409,
        message: 'This category still has products. Move or delete them first.',
      },
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Groceries' }));
    const dialog = screen.getByRole('alertdialog');
    expect(within(dialog).getByText('Groceries will be deleted. This cannot be undone.')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('This category still has products. Move or delete them first.')).toBeTruthy();
    expect(api.requested(`/api/categories/${CAT}`)).toHaveLength(1);
    expect(screen.getByText('Groceries')).toBeTruthy();
  });

  it('asks for a name and a picture before adding a category', async () => {
    serve();
    const uploads = serveUploads();
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Add category' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a category' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Category name is required')).toBeTruthy();
    expect(within(dialog).getByText('Please choose a picture')).toBeTruthy();
    expect(uploads).toHaveLength(0);
  });

  it('adds a subcategory under its category with its picture', async () => {
    serve();
    const uploads = serveUploads();
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Add a subcategory to Groceries' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a subcategory' });
    expect(within(dialog).getByText('Under Groceries')).toBeTruthy();
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Lentils');
    await userEvent.upload(within(dialog).getByLabelText('Picture'), new File(['x'], 'dal.png', { type: 'image/png' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Lentils was added')).toBeTruthy();
    expect(uploads[0]).toMatchObject({ method: 'POST', url: '/api/subcategories' });
    const { text, files } = formFields(uploads[0]!.body);
    expect(text).toEqual({ subCategoryName: 'Lentils', categoryId: CAT });
    expect(files.subCategoryImage?.[0]?.name).toBe('dal.png');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('renames a category without sending its picture again', async () => {
    serve();
    const uploads = serveUploads();
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Groceries' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit the category' });
    const name = within(dialog).getByLabelText('Name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Grocery');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Grocery was saved')).toBeTruthy();
    expect(uploads[0]).toMatchObject({ method: 'PUT', url: `/api/categories/${CAT}` });
    expect(formFields(uploads[0]!.body)).toEqual({ text: { categoryName: 'Grocery' }, files: {} });
  });

  it('gives a category its Bangla name, sending that alone', async () => {
    serve();
    const uploads = serveUploads();
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Groceries' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit the category' });
    await userEvent.type(within(dialog).getByLabelText('Name in Bangla'), 'মুদি বাজার');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Groceries was saved')).toBeTruthy();
    expect(formFields(uploads[0]!.body)).toEqual({ text: { categoryNameBn: 'মুদি বাজার' }, files: {} });
  });

  it('offers Retry when the categories cannot be loaded', async () => {
    serve({ '/api/categories': { status: 500, message: 'Database unavailable' } });
    renderPage();
    expect(await screen.findByText('The categories could not be loaded.')).toBeTruthy();
    serve();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Groceries')).toBeTruthy();
  });
});
