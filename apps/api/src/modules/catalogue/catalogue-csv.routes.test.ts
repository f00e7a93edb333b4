import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { CATALOGUE_CSV_COLUMNS, csvLine, parseCsv } from '@dokan/domain';

import { products, productVariants } from '../../db/schema.ts';
import { call, type SignedIn } from '../../test/accounts.ts';
import { multipart, photo, sendForm, signedInAs } from '../../test/admin-catalogue.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { addCategory, addSubCategory } from '../../test/catalogue-fixtures.ts';

let t: TestApp;
let admin: SignedIn;
let seller: SignedIn;
let otherSeller: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  [admin, seller, otherSeller] = await Promise.all([
    signedInAs(t, 'admin'),
    signedInAs(t, 'owner'),
    signedInAs(t, 'owner'),
  ]);
  const fashion = await addCategory(t.db, 'Fashion');
  await addSubCategory(t.db, fashion.id, 'Men');
});
afterAll(() => t.close());

type Row = Partial<Record<(typeof CATALOGUE_CSV_COLUMNS)[number], string>>;
const csv = (rows: Row[]) =>
  csvLine(CATALOGUE_CSV_COLUMNS) + rows.map((row) => csvLine(CATALOGUE_CSV_COLUMNS.map((c) => row[c] ?? ''))).join('');
const row = (overrides: Row): Row => ({
  name: 'Eid Panjabi',
  category: 'Fashion',
  subcategory: 'Men',
  price: '1000',
  discount: '10',
  stock: '3',
  ...overrides,
});

function importCsv(text: string, who: SignedIn, dryRun: boolean, language?: string) {
  const { payload, headers } = multipart({ dryRun: String(dryRun) }, [{ field: 'file', bytes: Buffer.from(text) }]);
  return call(t, 'POST', '/api/admin/products/import', payload, {
    token: who.accessToken,
    headers: { ...headers, ...(language ? { 'accept-language': language } : {}) },
  });
}

async function idOf(name: string) {
  const [product] = await t.db.select({ id: products.id }).from(products).where(eq(products.name, name));
  return product!.id;
}

const exportCsv = (who: SignedIn) =>
  call(t, 'GET', '/api/admin/products/export', undefined, { token: who.accessToken });

describe('the catalogue as CSV (GET /admin/products/export, POST /admin/products/import)', () => {
  const panjabi = [
    row({ sku: 'CSV-NV-M', color: 'Navy', size: 'M', name_bn: 'ঈদ পাঞ্জাবি' }),
    row({ sku: 'CSV-NV-XL', color: 'Navy', size: 'XL', price: '1200', stock: '1' }),
    row({ name: 'Leather Belt', sku: 'CSV-BELT', stock: '7', description: '=HYPERLINK("http://evil")' }),
  ];

  it('reports in a dry run what it would do and changes nothing; the real run creates the products with their variants', async () => {
    const dry = await importCsv(csv(panjabi), seller, true);
    expect(dry.statusCode, dry.body).toBe(200);
    expect(dry.json().data).toEqual({ created: 2, updated: 0, errors: [] });
    expect((await exportCsv(seller)).body.trim().split('\r\n')).toHaveLength(1);

    const real = await importCsv(csv(panjabi), seller, false);
    expect(real.json().data).toEqual({ created: 2, updated: 0, errors: [] });
    const product = (await call(t, 'GET', `/api/products/${await idOf('Eid Panjabi')}`)).json().data;
    expect(product).toMatchObject({
      productName: 'Eid Panjabi',
      productNameBn: 'ঈদ পাঞ্জাবি',
      productColors: ['Navy'],
      productSizes: ['M', 'XL'],
      remainingProducts: 4,
      productPrice: 900,
    });
    expect(product.variants.map((v: { sku: string; price: number }) => [v.sku, v.price])).toEqual([
      ['CSV-NV-M', 900],
      ['CSV-NV-XL', 1080],
    ]);
  });

  it('exports a row per variant that the import reads back, formulas written safely, a seller only their own', async () => {
    const response = await exportCsv(seller);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    const table = parseCsv(response.body)!;
    expect(table[0]).toEqual([...CATALOGUE_CSV_COLUMNS]);
    expect(table.slice(1).map((cells) => cells[2])).toEqual(['CSV-NV-M', 'CSV-NV-XL', 'CSV-BELT']);
    expect(response.body).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(parseCsv((await exportCsv(otherSeller)).body)).toHaveLength(1);

    // Read back unchanged: every product found by its SKUs and updated, none created.
    const again = await importCsv(response.body, seller, false);
    expect(again.json().data).toEqual({ created: 0, updated: 2, errors: [] });
    expect((await call(t, 'GET', `/api/products/${await idOf('Leather Belt')}`)).json().data.productDescription).toBe(
      '=HYPERLINK("http://evil")',
    );
  });

  it('updates stock by SKU, and leaves a product with a bad row untouched, reporting each bad row by number', async () => {
    const report = await importCsv(
      csv([
        row({ sku: 'CSV-NV-M', color: 'Navy', size: 'M', stock: '9' }),
        row({ sku: 'CSV-NV-XL', color: 'Navy', size: 'XL', price: '1200', stock: 'many' }),
        row({ name: 'Leather Belt', sku: 'CSV-BELT', stock: '2' }),
        row({ name: 'Scarf', sku: 'CSV-SCARF', category: 'Toys' }),
        row({ name: 'Cap', sku: 'csv-belt' }),
      ]),
      seller,
      false,
    );
    expect(report.json().data).toEqual({
      created: 0,
      updated: 1,
      errors: [
        { row: 2, message: 'stock must be a whole number' },
        { row: 4, message: 'Category Toys not found' },
        { row: 5, message: 'SKU csv-belt is also on row 3' },
      ],
    });
    const variants = await t.db.select().from(productVariants);
    expect(variants.find((v) => v.sku === 'CSV-NV-M')?.remaining).toBe(3);
  });

  it("refuses another seller's SKU, and lets an admin import for any product", async () => {
    const refused = await importCsv(csv([row({ name: 'Leather Belt', sku: 'CSV-BELT' })]), otherSeller, false);
    expect(refused.json().data.errors).toEqual([
      { row: 1, message: "SKU CSV-BELT belongs to another seller's product" },
    ]);
    const byAdmin = await importCsv(csv([row({ name: 'Leather Belt', sku: 'CSV-BELT', stock: '11' })]), admin, false);
    expect(byAdmin.json().data).toEqual({ created: 0, updated: 1, errors: [] });
  });

  it('answers a file without the columns, or not a CSV, with a 400, and a customer with a 403', async () => {
    const noColumns = await importCsv('name,price\r\nA,1\r\n', seller, true);
    expect(noColumns.statusCode).toBe(400);
    expect(noColumns.json().message).toMatch(/^The first row must name the columns/);
    expect((await importCsv(`${csvLine(CATALOGUE_CSV_COLUMNS)}"open`, seller, true)).statusCode).toBe(400);
    const customer = await signedInAs(t, 'user');
    expect((await exportCsv(customer)).statusCode).toBe(403);
    const bangla = await importCsv('name\r\n', seller, true, 'bn');
    expect(bangla.json().message).toMatch(/[\u0980-\u09FF]/);
    const rowInBangla = await importCsv(
      csv([row({ name: 'Scarf', sku: 'BN-1', category: 'Toys' })]),
      seller,
      true,
      'bn',
    );
    expect(rowInBangla.json().data.errors).toEqual([{ row: 1, message: 'ক্যাটাগরি Toys পাওয়া যায়নি' }]);
  });

  it('products made by the form are exported too', async () => {
    const form = await sendForm(
      t,
      'POST',
      '/api/products',
      {
        name: 'Plain Tee',
        originalPrice: '300',
        category: (await addCategory(t.db, 'Tees')).id,
        remainingProducts: '4',
      },
      [{ field: 'productImages', bytes: await photo() }],
      admin.accessToken,
    );
    expect(form.statusCode).toBe(201);
    const table = parseCsv((await exportCsv(admin)).body)!;
    expect(table.find((cells) => cells[0] === 'Plain Tee')?.slice(2, 9)).toEqual(['', 'Tees', '', '', '300', '0', '4']);
  });
});
