import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { CATALOGUE_CSV_COLUMNS, type CatalogueImportReport, csvLine } from '@dokan/domain';
import { useAuthStore } from '@/lib/auth-store';
import { serveApi } from '@/test/api';
import { renderAt } from '@/test/render';
import { formFields, type SentUpload, serveUploads } from '@/test/uploads';

import { ProductsPage } from './products-page';

const serve = () =>
  serveApi({
    '/api/admin/products': { data: { count: 0, total: 0, page: 1, pages: 1, data: [] } },
    '/api/categories': { data: [] },
  });

const CSV = new File(
  [
    csvLine(CATALOGUE_CSV_COLUMNS) +
      csvLine(['Eid Panjabi', '', 'P-1', 'Fashion', '', '', '1000', '0', '3', 'Navy', 'M', '', '', 'front.jpg']) +
      csvLine(['Eid Panjabi', '', 'P-2', 'Fashion', '', '', '1000', '0', '2', 'Navy', 'L', '', '', '']) +
      csvLine(['Scarf', '', 'S-1', 'Toys', '', '', '300', '0', '1', '', '', '', '', '']),
  ],
  'catalogue.csv',
  { type: 'text/csv' },
);
const ZIP = new File(['PK'], 'pictures.zip', { type: 'application/zip' });

const envelope = (data: CatalogueImportReport) => ({ status: 200, body: { success: true, message: 'OK', data } });
const CHECKED: CatalogueImportReport = {
  created: 1,
  updated: 0,
  errors: [{ row: 3, message: 'Category Toys not found' }],
};
const IMPORTED: CatalogueImportReport = { ...CHECKED, errors: [] };
const answer = (sent: SentUpload) => envelope(sent.body.get('dryRun') === 'true' ? CHECKED : IMPORTED);

async function openDialog() {
  renderAt(<ProductsPage />, { path: '/admin/products', url: '/admin/products' });
  await userEvent.click(await screen.findByRole('button', { name: 'Import CSV' }));
  return screen.findByRole('dialog', { name: 'Import products from a CSV' });
}

describe('importing the catalogue from a CSV', () => {
  beforeEach(() => useAuthStore.setState({ token: 't', user: { _id: 'a1', name: 'Admin', role: 'admin' } }));
  afterEach(() => {
    useAuthStore.setState({ token: null, user: null });
    vi.restoreAllMocks();
  });

  it('checks the file with a dry run first, shows what it would do and each row’s problem, then imports it', async () => {
    serve();
    const uploads = serveUploads(answer);
    const dialog = await openDialog();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Check the file' }));
    expect(within(dialog).getByText('Please choose a CSV file')).toBeTruthy();
    expect(uploads).toHaveLength(0);

    await userEvent.upload(within(dialog).getByLabelText('CSV file'), CSV);
    expect(await within(dialog).findByText('3 rows')).toBeTruthy();
    await userEvent.upload(within(dialog).getByLabelText('Pictures (zip, optional)'), ZIP);
    // No import before a check.
    expect(within(dialog).queryByRole('button', { name: /^Import \d/ })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Check the file' }));

    expect(await within(dialog).findByText('1 to create, 0 to update')).toBeTruthy();
    expect(within(dialog).getByText('Nothing has changed yet. Press Import to do this.')).toBeTruthy();
    const table = within(dialog).getByRole('table', { name: '1 problem; its product is left as it is' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['RowProblem', '3Category Toys not found']);
    expect(uploads).toHaveLength(1);
    expect(uploads[0]).toMatchObject({ method: 'POST', url: '/api/admin/products/import' });
    const { text, files } = formFields(uploads[0]!.body);
    expect(text).toEqual({ dryRun: 'true' });
    expect(files.file?.[0]?.name).toBe('catalogue.csv');
    expect(files.images?.[0]?.name).toBe('pictures.zip');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Import 1 product' }));
    expect(await within(dialog).findByText('1 created, 0 updated')).toBeTruthy();
    expect(within(dialog).getByText('No problems found.')).toBeTruthy();
    expect(formFields(uploads[1]!.body).text).toEqual({ dryRun: 'false' });
    expect(await screen.findByText('The catalogue was imported')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says in the dialog why the server refused the whole file', async () => {
    serve();
    serveUploads(() => ({
      status: 400,
      body: { success: false, message: 'The first row must name the columns: name, name_bn, sku' },
    }));
    const dialog = await openDialog();
    await userEvent.upload(within(dialog).getByLabelText('CSV file'), new File(['name,price\r\nA,1\r\n'], 'a.csv'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Check the file' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'The first row must name the columns: name, name_bn, sku',
    );
    expect(within(dialog).queryByRole('button', { name: /^Import \d/ })).toBeNull();
  });

  it('asks for a new check when another file is chosen', async () => {
    serve();
    serveUploads(answer);
    const dialog = await openDialog();
    await userEvent.upload(within(dialog).getByLabelText('CSV file'), CSV);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Check the file' }));
    await within(dialog).findByRole('button', { name: 'Import 1 product' });
    await userEvent.upload(within(dialog).getByLabelText('CSV file'), new File(['name\r\n'], 'other.csv'));
    expect(within(dialog).queryByRole('button', { name: 'Import 1 product' })).toBeNull();
    expect(within(dialog).queryByText('1 to create, 0 to update')).toBeNull();
  });

  it('shows the upload’s progress while the file goes up, and the answer when it comes', async () => {
    serve();
    serveUploads(answer);
    // Holds each upload once its body has gone up, until the test lets the answer come.
    const Fake = globalThis.XMLHttpRequest as unknown as new () => { send(body: FormData): void };
    let answerNow: (() => void) | null = null;
    class HeldXhr extends Fake {
      declare upload: { onprogress: ((event: ProgressEvent) => void) | null };
      override send(body: FormData) {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 40, total: 100 } as ProgressEvent);
        answerNow = () => super.send(body);
      }
    }
    vi.stubGlobal('XMLHttpRequest', HeldXhr);
    const dialog = await openDialog();
    await userEvent.upload(within(dialog).getByLabelText('CSV file'), CSV);
    await within(dialog).findByText('3 rows');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Check the file' }));

    const bar = await within(dialog).findByRole('progressbar', { name: 'Upload progress' });
    expect(bar.getAttribute('value')).toBe('40');
    expect(within(dialog).getByRole('status').textContent).toBe('Sending the file…');
    expect(within(dialog).getByRole('button', { name: 'Check the file' }).getAttribute('aria-busy')).toBe('true');

    answerNow!();
    expect(await within(dialog).findByText('1 to create, 0 to update')).toBeTruthy();
    expect(within(dialog).queryByRole('progressbar')).toBeNull();
  });

  it('says the rows are being checked once the file is up', async () => {
    serve();
    serveUploads(answer);
    const Fake = globalThis.XMLHttpRequest as unknown as new () => { send(body: FormData): void };
    class UpXhr extends Fake {
      declare upload: { onprogress: ((event: ProgressEvent) => void) | null };
      override send() {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 100, total: 100 } as ProgressEvent);
      }
    }
    vi.stubGlobal('XMLHttpRequest', UpXhr);
    const dialog = await openDialog();
    await userEvent.upload(within(dialog).getByLabelText('CSV file'), CSV);
    await within(dialog).findByText('3 rows');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Check the file' }));
    expect(await within(dialog).findByText('Checking 3 rows…')).toBeTruthy();
  });

  it('downloads the export as catalogue.csv with the bearer token', async () => {
    serve();
    const original = vi.mocked(fetch).getMockImplementation();
    vi.mocked(fetch).mockImplementation(async (input, init) =>
      String(input).includes('/admin/products/export') ? new Response('name\r\n') : original!(input, init),
    );
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:catalogue');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderAt(<ProductsPage />, { path: '/admin/products', url: '/admin/products' });
    await userEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toEqual(['catalogue.csv']));
    const call = vi.mocked(fetch).mock.calls.find(([url]) => String(url).includes('/admin/products/export'));
    expect(new Headers(call?.[1]?.headers).get('Authorization')).toBe('Bearer t');
  });
});
