import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import type { Product } from '@dokan/domain';
import { useAuthStore } from '@/lib/auth-store';
import { serveApi } from '@/test/api';
import { aProduct } from '@/test/fixtures';
import { renderAt } from '@/test/render';
import { formFields, serveUploads } from '@/test/uploads';

import { ProductFormPage } from './product-form-page';

const CAT = '00000000-0000-4000-8000-00000000c001';
const CAT2 = '00000000-0000-4000-8000-00000000c002';
const SUB = '00000000-0000-4000-8000-00000000d001';
const SUBSUB = '00000000-0000-4000-8000-00000000e001';
const OWNER = '00000000-0000-4000-8000-00000000f001';
const PRODUCT = '00000000-0000-4000-8000-00000000a001';

const categories = [
  { _id: CAT, categoryName: 'Groceries', categoryImage: null },
  { _id: CAT2, categoryName: 'Fashion', categoryImage: null },
];
const subCategories = [{ _id: SUB, subCategoryName: 'Rice', subCategoryImage: null, categoryId: CAT }];
const subSubCategories = [
  { _id: SUBSUB, subSubCategoryName: 'Miniket', subSubCategoryImage: null, categoryId: CAT, subCategoryId: SUB },
];
const owner = {
  _id: OWNER,
  name: 'Karim Traders',
  email: 'karim@example.com',
  phone: null,
  role: 'owner',
  isEmailVerified: true,
  profileImg: '/api/avatars/default.svg',
  address: null,
  googleId: null,
  createdAt: '2026-01-01T00:00:00.000Z',
};

/** The catalogue's answers, with the saved product as the fixture has it unless `saved` says otherwise. */
function serveCatalogue(saved: Partial<Product> = {}) {
  return serveApi({
    '/api/categories': { data: categories },
    '/api/subcategories': (url) => ({ data: url.searchParams.get('categoryId') === CAT ? subCategories : [] }),
    '/api/subsubcategories': (url) => ({ data: url.searchParams.get('subCategoryId') === SUB ? subSubCategories : [] }),
    '/api/user/get-user-by-search': (url) => ({ data: url.searchParams.get('role') === 'owner' ? [owner] : [] }),
    [`/api/products/${PRODUCT}`]: {
      data: aProduct({
        _id: PRODUCT,
        productName: 'Miniket Rice 5 kg',
        productOriginalPrice: 1250,
        productDiscount: 0,
        productPrice: 1250,
        remainingProducts: 20,
        productImages: ['/api/media/rice-1.jpg', '/api/media/rice-2.jpg'],
        productCategory: { _id: CAT, categoryName: 'Groceries' },
        productSubCategory: { _id: SUB, subCategoryName: 'Rice' },
        productColors: ['white'],
        OwnerId: { _id: OWNER, name: 'Karim Traders' },
        OwnerName: 'Karim Traders',
        ...saved,
      }),
    },
  });
}

const image = (name: string, size = 1000, type = 'image/jpeg') => {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

const renderNew = () => renderAt(<ProductFormPage />, { path: '/admin/products/new', url: '/admin/products/new' });
const renderEdit = () =>
  renderAt(<ProductFormPage />, { path: '/admin/products/:id/edit', url: `/admin/products/${PRODUCT}/edit` });

async function pickCategory(name: string) {
  const select = screen.getByLabelText('Category');
  await waitFor(() => expect(within(select).getByRole('option', { name })).toBeTruthy());
  await userEvent.selectOptions(select, name);
}

describe('ProductFormPage', () => {
  beforeEach(() => useAuthStore.setState({ token: 't', user: { _id: 'admin-1', name: 'Admin', role: 'admin' } }));
  afterEach(() => useAuthStore.setState({ token: null, user: null }));

  it("refuses an empty form with the domain's messages and sends nothing", async () => {
    serveCatalogue();
    const uploads = serveUploads();
    renderNew();
    await userEvent.click(screen.getByRole('button', { name: 'Create product' }));
    expect(await screen.findByText('Product name is required')).toBeTruthy();
    expect(screen.getByText('Original price is required')).toBeTruthy();
    expect(screen.getByText('Please choose a category')).toBeTruthy();
    expect(screen.getByText('Stock (remainingProducts) is required')).toBeTruthy();
    expect(screen.getByText('Please add at least one product image.')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Discount (%)'), '120');
    expect(await screen.findByText('Discount must be at most 100')).toBeTruthy();
    expect(uploads).toHaveLength(0);
  });

  it('shows the price shoppers will see as the original price and the discount are typed', async () => {
    serveCatalogue();
    renderNew();
    await userEvent.type(screen.getByLabelText('Original price (Tk)'), '1250');
    const shown = screen.getByLabelText('Price shoppers see');
    expect(shown.textContent).toBe('Tk 1,250');
    await userEvent.type(screen.getByLabelText('Discount (%)'), '10');
    expect(shown.textContent).toBe('Tk 1,125');
  });

  it('offers the subcategories of the chosen category, then their sub-subcategories, and clears them when the category changes', async () => {
    const api = serveCatalogue();
    renderNew();
    const sub = screen.getByLabelText('Subcategory') as HTMLSelectElement;
    const subSub = screen.getByLabelText('Sub-subcategory') as HTMLSelectElement;
    expect(sub.disabled).toBe(true);
    await pickCategory('Groceries');
    await waitFor(() => expect(within(sub).getByRole('option', { name: 'Rice' })).toBeTruthy());
    expect(api.requested('/api/subcategories')[0]?.searchParams.get('categoryId')).toBe(CAT);
    await userEvent.selectOptions(sub, 'Rice');
    await waitFor(() => expect(within(subSub).getByRole('option', { name: 'Miniket' })).toBeTruthy());
    expect(api.requested('/api/subsubcategories')[0]?.searchParams.get('subCategoryId')).toBe(SUB);
    await userEvent.selectOptions(subSub, 'Miniket');
    await userEvent.selectOptions(screen.getByLabelText('Category'), 'Fashion');
    expect(sub.value).toBe('');
    expect(subSub.value).toBe('');
    expect(subSub.disabled).toBe(true);
  });

  it('creates a product with the spec create names, lists and FAQs as JSON text, and every picture', async () => {
    serveCatalogue();
    const uploads = serveUploads(() => ({
      status: 200,
      body: { success: true, message: 'Product created', data: {} },
    }));
    renderNew();
    await userEvent.type(screen.getByLabelText('Product name'), 'Chinigura Rice');
    await userEvent.type(screen.getByLabelText('Original price (Tk)'), '900');
    await userEvent.type(screen.getByLabelText('Discount (%)'), '5');
    await userEvent.type(screen.getByLabelText('Stock (items left)'), '12');
    await pickCategory('Groceries');
    await userEvent.type(screen.getByLabelText('Colours'), 'navy{Enter}');
    await userEvent.type(screen.getByLabelText('Sizes'), '1 kg{Enter}5 kg{Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Add a question' }));
    await userEvent.type(screen.getByLabelText('Question 1'), 'Is it aromatic?');
    await userEvent.type(screen.getByLabelText('Answer 1'), 'Yes');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Karim Traders (owner)' })).toBeTruthy());
    await userEvent.selectOptions(screen.getByLabelText('Owner'), 'Karim Traders (owner)');
    await userEvent.upload(screen.getByLabelText('Add pictures'), [image('a.jpg'), image('b.png', 10, 'image/png')]);
    await userEvent.click(screen.getByRole('button', { name: 'Create product' }));

    expect(await screen.findByText('Product created')).toBeTruthy();
    expect(uploads).toHaveLength(1);
    expect(uploads[0]).toMatchObject({ method: 'POST', url: '/api/products' });
    const { text, files } = formFields(uploads[0]!.body);
    expect(text).toMatchObject({
      name: 'Chinigura Rice',
      originalPrice: '900',
      discount: '5',
      remainingProducts: '12',
      category: CAT,
      colors: '["navy"]',
      sizes: '["1 kg","5 kg"]',
      faqs: '[{"question":"Is it aromatic?","answer":"Yes"}]',
      OwnerId: OWNER,
    });
    expect(text).not.toHaveProperty('productName');
    expect(files.productImages?.map((file) => file.name)).toEqual(['a.jpg', 'b.png']);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/admin/products'));
  });

  it('creates a product with its Bangla unit, colour and size names, details, tags and FAQs beside the English (decision 055)', async () => {
    serveCatalogue();
    const uploads = serveUploads(() => ({
      status: 200,
      body: { success: true, message: 'Product created', data: {} },
    }));
    renderNew();
    const user = userEvent.setup();
    /** Pastes the text into the field, as typing it letter by letter takes long on a busy machine. */
    const fill = async (field: HTMLElement, text: string) => {
      await user.click(field);
      await user.paste(text);
    };
    await userEvent.type(screen.getByLabelText('Product name'), 'Cotton Panjabi');
    await userEvent.type(screen.getByLabelText('Original price (Tk)'), '1800');
    await userEvent.type(screen.getByLabelText('Stock (items left)'), '12');
    await pickCategory('Groceries');
    await userEvent.type(screen.getByLabelText('Quantity text'), '1 piece');
    await fill(screen.getByLabelText('Quantity text in Bangla'), '১ পিস');
    await userEvent.type(screen.getByLabelText('Colours'), 'navy{Enter}red{Enter}');
    // One Bangla name per colour, beside its English name; red is left without one.
    const colourNames = screen.getByRole('group', { name: 'Colour names in Bangla' });
    await fill(within(colourNames).getByLabelText('navy in Bangla'), 'নেভি ব্লু');
    await userEvent.type(screen.getByLabelText('Sizes'), 'Free Size{Enter}');
    await fill(screen.getByLabelText('Free Size in Bangla'), 'ফ্রি সাইজ');
    await fill(screen.getByLabelText('Product details in Bangla'), 'সুতি কাপড়');
    await user.keyboard('{Enter}');
    await fill(screen.getByLabelText('Search tags in Bangla'), 'পাঞ্জাবি');
    await user.keyboard('{Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Add a question in Bangla' }));
    await fill(screen.getByLabelText('Question 1 in Bangla'), 'কাপড় কি নরম?');
    await fill(screen.getByLabelText('Answer 1 in Bangla'), 'হ্যাঁ');
    await userEvent.upload(screen.getByLabelText('Add pictures'), [image('a.jpg')]);
    await userEvent.click(screen.getByRole('button', { name: 'Create product' }));

    expect(await screen.findByText('Product created')).toBeTruthy();
    expect(formFields(uploads[0]!.body).text).toMatchObject({
      quantity: '1 piece',
      quantityBn: '১ পিস',
      colors: '["navy","red"]',
      colorsBn: '["নেভি ব্লু",""]',
      sizes: '["Free Size"]',
      sizesBn: '["ফ্রি সাইজ"]',
      productDetailsBn: '["সুতি কাপড়"]',
      searchTagsBn: '["পাঞ্জাবি"]',
      faqsBn: '[{"question":"কাপড় কি নরম?","answer":"হ্যাঁ"}]',
    });
  });

  it('on edit keeps each colour its Bangla name when another colour is removed, and sends both lists', async () => {
    serveCatalogue({ productColors: ['white', 'navy'], productColorsBn: ['সাদা', 'নেভি ব্লু'] });
    const uploads = serveUploads();
    renderEdit();
    expect(((await screen.findByLabelText('navy in Bangla')) as HTMLInputElement).value).toBe('নেভি ব্লু');
    await userEvent.click(screen.getByRole('button', { name: 'Remove white' }));
    expect(screen.queryByLabelText('white in Bangla')).toBeNull();
    expect((screen.getByLabelText('navy in Bangla') as HTMLInputElement).value).toBe('নেভি ব্লু');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Product updated')).toBeTruthy();
    expect(formFields(uploads[0]!.body).text).toEqual({
      productColors: '["navy"]',
      productColorsBn: '["নেভি ব্লু"]',
    });
  });

  it('does not offer an owner to an owner: their products are their own', async () => {
    useAuthStore.setState({ token: 't', user: { _id: OWNER, name: 'Karim', role: 'owner' } });
    const api = serveCatalogue();
    renderNew();
    expect(await screen.findByLabelText('Product name')).toBeTruthy();
    expect(screen.queryByLabelText('Owner')).toBeNull();
    expect(api.requested('/api/user/get-user-by-search')).toHaveLength(0);
  });

  it('builds the variants from the colours and sizes, fills them in bulk, and sends them with the stock as their sum', async () => {
    serveCatalogue();
    const uploads = serveUploads(() => ({
      status: 200,
      body: { success: true, message: 'Product created', data: {} },
    }));
    renderNew();
    await userEvent.type(screen.getByLabelText('Product name'), 'Eid Panjabi');
    await userEvent.type(screen.getByLabelText('Original price (Tk)'), '1000');
    await pickCategory('Groceries');
    await userEvent.type(screen.getByLabelText('Colours'), 'Navy{Enter}White{Enter}');
    await userEvent.type(screen.getByLabelText('Sizes'), 'M{Enter}XL{Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Make a row for each colour and size' }));
    expect(screen.getAllByRole('button', { name: /^Remove (Navy|White) \/ (M|XL)$/ })).toHaveLength(4);
    await userEvent.type(screen.getByLabelText('SKU prefix'), 'ep');
    const fill = screen.getByRole('group', { name: 'Fill every row' });
    await userEvent.type(within(fill).getByLabelText('Stock'), '3');
    await userEvent.click(screen.getByRole('button', { name: 'Fill' }));
    const navyXlPrice = screen.getByLabelText('Price of Navy / XL');
    await userEvent.type(navyXlPrice, '1200');
    await userEvent.click(screen.getByRole('button', { name: 'Remove White / XL' }));
    expect((screen.getByLabelText('Stock (items left)') as HTMLInputElement).value).toBe('9');
    await userEvent.upload(screen.getByLabelText('Add pictures'), [image('a.jpg')]);
    await userEvent.click(screen.getByRole('button', { name: 'Create product' }));

    expect(await screen.findByText('Product created')).toBeTruthy();
    const { text } = formFields(uploads[0]!.body);
    expect(text).toMatchObject({ remainingProducts: '9', colors: '["Navy","White"]', sizes: '["M","XL"]' });
    expect(JSON.parse(text.variants as string)).toEqual([
      { sku: 'EP-NAVY-M', color: 'Navy', size: 'M', stock: 3, price: null },
      { sku: 'EP-NAVY-XL', color: 'Navy', size: 'XL', stock: 3, price: 1200 },
      { sku: 'EP-WHITE-M', color: 'White', size: 'M', stock: 3, price: null },
    ]);
  }, 20_000);

  it('on edit shows the saved variants and sends them only when changed', async () => {
    serveCatalogue({
      productColors: ['Navy'],
      productSizes: ['M'],
      remainingProducts: 4,
      variants: [
        { _id: 'v1', sku: 'EP-NV-M', color: 'Navy', size: 'M', price: 1250, originalPrice: 1250, remainingProducts: 4 },
      ],
    });
    const uploads = serveUploads();
    renderEdit();
    const stock = await screen.findByLabelText('Stock of Navy / M');
    expect((stock as HTMLInputElement).value).toBe('4');
    await userEvent.clear(stock);
    await userEvent.type(stock, '6');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Product updated')).toBeTruthy();
    const { text } = formFields(uploads[0]!.body);
    expect(text.remainingProducts).toBe('6');
    expect(JSON.parse(text.variants as string)).toEqual([
      { sku: 'EP-NV-M', color: 'Navy', size: 'M', stock: 6, price: null },
    ]);
  });

  it('on edit sends only the changed fields, under the spec update names', async () => {
    serveCatalogue();
    const uploads = serveUploads();
    renderEdit();
    const name = await screen.findByLabelText('Product name');
    expect((name as HTMLInputElement).value).toBe('Miniket Rice 5 kg');
    await userEvent.clear(name);
    await userEvent.type(name, 'Miniket Rice 10 kg');
    const price = screen.getByLabelText('Original price (Tk)');
    await userEvent.clear(price);
    await userEvent.type(price, '2400');
    await userEvent.click(screen.getByRole('button', { name: 'Remove white' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Product updated')).toBeTruthy();
    expect(uploads[0]).toMatchObject({ method: 'PUT', url: `/api/products/${PRODUCT}` });
    expect(formFields(uploads[0]!.body)).toEqual({
      text: { productName: 'Miniket Rice 10 kg', productOriginalPrice: '2400', productColors: '[]' },
      files: {},
    });
  });

  it('on edit sends the Bangla name and description under their update names, and nothing else', async () => {
    serveCatalogue();
    const uploads = serveUploads();
    renderEdit();
    const nameBn = await screen.findByLabelText('Product name in Bangla');
    expect(nameBn.getAttribute('lang')).toBe('bn');
    await userEvent.type(nameBn, 'মিনিকেট চাল ৫ কেজি');
    await userEvent.type(screen.getByLabelText('Description in Bangla'), 'সরু ও ঝরঝরে চাল।');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Product updated')).toBeTruthy();
    expect(formFields(uploads[0]!.body)).toEqual({
      text: { productNameBn: 'মিনিকেট চাল ৫ কেজি', productDescriptionBn: 'সরু ও ঝরঝরে চাল।' },
      files: {},
    });
  });

  it("keeps the product's owner chosen on edit once the list of owners arrives", async () => {
    const api = serveCatalogue();
    renderEdit();
    const select = (await screen.findByLabelText('Owner')) as HTMLSelectElement;
    await waitFor(() => expect(within(select).getByRole('option', { name: 'Karim Traders (owner)' })).toBeTruthy());
    expect(select.value).toBe(OWNER);
    expect(api.requested('/api/user/get-user-by-search').map((url) => url.searchParams.get('role'))).toEqual([
      'owner',
      'admin',
    ]);
  });

  it('on edit keeps the saved pictures by address and appends the new ones', async () => {
    serveCatalogue();
    const uploads = serveUploads();
    renderEdit();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Picture 1' }));
    await userEvent.upload(screen.getByLabelText('Add pictures'), image('new.webp', 10, 'image/webp'));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Product updated')).toBeTruthy();
    const { text, files } = formFields(uploads[0]!.body);
    expect(text).toEqual({ keepImages: '["/api/media/rice-2.jpg"]' });
    expect(files.productImages?.map((file) => file.name)).toEqual(['new.webp']);
  });

  it('says so and sends nothing when an edit changed nothing', async () => {
    serveCatalogue();
    const uploads = serveUploads();
    renderEdit();
    await userEvent.click(await screen.findByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Nothing has changed')).toBeTruthy();
    expect(uploads).toHaveLength(0);
  });

  it("refuses pictures the server would refuse, with the server's messages, and keeps at most 8", async () => {
    serveCatalogue();
    renderNew();
    const user = userEvent.setup({ applyAccept: false });
    const input = screen.getByLabelText('Add pictures');
    await user.upload(input, [image('notes.txt', 10, 'text/plain'), image('huge.jpg', 6 * 1024 * 1024)]);
    expect(screen.getByText('Please upload an image file (JPEG, PNG, WebP, GIF or AVIF).')).toBeTruthy();
    expect(screen.getByText('The image is larger than 5 MB. Please choose a smaller one.')).toBeTruthy();
    expect(screen.queryAllByRole('button', { name: /^Remove Picture/ })).toHaveLength(0);

    await user.upload(
      input,
      Array.from({ length: 9 }, (_, index) => image(`p${index}.jpg`)),
    );
    expect(screen.getAllByRole('button', { name: /^Remove Picture/ })).toHaveLength(8);
    expect(screen.getByText('A product can have at most 8 images.')).toBeTruthy();
    expect((input as HTMLInputElement).disabled).toBe(true);
  });

  it("puts each field the server refused beside that field, under the form's own names", async () => {
    serveCatalogue();
    serveUploads(() => ({
      status: 400,
      body: {
        success: false,
        message: 'Original price is too large',
        errors: [
          { path: 'productOriginalPrice', message: 'Original price is too large' },
          { path: 'faqs.0.answer', message: 'Each FAQ answer is required' },
        ],
      },
    }));
    renderEdit();
    const price = await screen.findByLabelText('Original price (Tk)');
    await userEvent.clear(price);
    await userEvent.type(price, '9000');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(price.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText('Original price is too large')).toHaveLength(2); // beside the field, and the toast
  });

  it("shows the server's refusal as a toast", async () => {
    serveCatalogue();
    serveUploads(() => ({
      status: 413,
      body: { success: false, message: 'The image is larger than 5 MB. Please choose a smaller one.' },
    }));
    renderEdit();
    await userEvent.upload(await screen.findByLabelText('Add pictures'), image('big.jpg'));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('The image is larger than 5 MB. Please choose a smaller one.')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe(`/admin/products/${PRODUCT}/edit`);
  });
});
