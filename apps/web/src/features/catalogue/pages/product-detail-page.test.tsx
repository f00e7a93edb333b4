import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { useAuthStore } from '@/lib/auth-store';
import { addTexts, i18n } from '@/lib/i18n';
import bn from '@/locales/bn.json';
import { serveApi } from '@/test/api';
import { aProduct, aProductList } from '@/test/fixtures';
import { renderAt } from '@/test/render';

import { ProductDetailPage } from './product-detail-page';

const product = aProduct({
  productName: 'Jamdani Saree',
  productOriginalPrice: 5000,
  productDiscount: 10,
  productColors: ['red', 'navy'],
  productSizes: ['Free'],
  remainingProducts: 3,
  OwnerId: { _id: 'owner-1', name: 'Tangail Weavers' },
  faqs: [{ question: 'Is it handmade?', answer: 'Yes, on a handloom.' }],
});

const SETTINGS = { shopName: 'Dokan', supportPhone: '', supportEmail: '', publicUrl: 'https://dokan.example' };

function serveProduct(answer: Parameters<typeof serveApi>[0][string] = { data: product }) {
  return serveApi({
    [`/api/products/${product._id}`]: answer,
    '/api/products': { data: aProductList([]) },
    '/api/settings': { data: SETTINGS },
  });
}

/** The content of the head's <meta> with this name or property. */
const meta = (key: string) =>
  document.head.querySelector(`meta[name="${key}"], meta[property="${key}"]`)?.getAttribute('content');

function signIn() {
  useAuthStore.setState({ token: 'token-1', user: { _id: 'customer-1', name: 'Rahim', role: 'user' } });
}

const renderPage = () => renderAt(<ProductDetailPage />, { path: '/products/:id', url: `/products/${product._id}` });

describe('ProductDetailPage', () => {
  it('gives each of its parts a key of its own: React warns of none shared', async () => {
    const errors = vi.spyOn(console, 'error');
    serveProduct();
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Jamdani Saree' });
    expect(errors.mock.calls.filter(([message]) => String(message).includes('same key'))).toEqual([]);
    errors.mockRestore();
  });

  it('shows the price, the saving, the seller and preselects the first colour and size', async () => {
    serveProduct();
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Jamdani Saree' })).toBeTruthy();
    expect(screen.getByText('Tk 4,500')).toBeTruthy();
    expect(screen.getByText('You save Tk 500')).toBeTruthy();
    expect(screen.getByText('Tangail Weavers')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'red', pressed: true })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Free', pressed: true })).toBeTruthy();
    expect(screen.getByText('3 available')).toBeTruthy();
  });

  it('steps the quantity between 1 and the stock', async () => {
    serveProduct();
    renderPage();
    const more = await screen.findByRole('button', { name: 'Increase quantity' });
    const less = screen.getByRole('button', { name: 'Decrease quantity' });
    expect(less).toHaveProperty('disabled', true);
    await userEvent.click(more);
    await userEvent.click(more);
    expect(within(screen.getByRole('group', { name: 'Quantity' })).getByText('3')).toBeTruthy();
    expect(more).toHaveProperty('disabled', true);
    expect(less).toHaveProperty('disabled', false);
  });

  it("sends a visitor who wants to buy to /login, remembering the page, with 'Please Login to buy'", async () => {
    serveProduct();
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText('Please Login to buy')).toBeTruthy();
    const location = screen.getByTestId('location');
    expect(location.textContent).toBe('/login');
    expect(JSON.parse(location.dataset.state ?? 'null')).toMatchObject({
      from: { pathname: `/products/${product._id}` },
    });
  });

  it.each([
    ['Add to Cart', 'add-to-cart'],
    ['Buy Now', 'buy-now'],
  ])(
    "hands a visitor's %s, with the chosen line, to /login for after the sign-in it asks for",
    async (button, kind) => {
      serveProduct();
      renderPage();
      await userEvent.click(await screen.findByRole('button', { name: 'navy' }));
      await userEvent.click(screen.getByRole('button', { name: button }));
      await screen.findByText('Please Login to buy');
      expect(JSON.parse(screen.getByTestId('location').dataset.state ?? 'null')).toMatchObject({
        from: { pathname: `/products/${product._id}` },
        purchase: { kind, line: { productId: product._id, color: 'navy', size: 'Free', quantity: 1, price: 4500 } },
      });
    },
  );

  it('asks a visitor to log in for the wishlist', async () => {
    serveProduct();
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Wishlist' }));
    expect(await screen.findByText('Please login to manage your wishlist')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/login');
  });

  it('disables Add to Cart and Buy Now when out of stock', async () => {
    serveProduct({ data: { ...product, remainingProducts: 0 } });
    renderPage();
    expect(await screen.findByRole('button', { name: 'Add to Cart' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Buy Now' })).toHaveProperty('disabled', true);
  });

  it("opens the share dialog without a native share, and copies the link with 'Link copied to clipboard!'", async () => {
    serveProduct();
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share this product' });
    expect(dialog.textContent).toContain('Jamdani Saree - Only Tk 4,500');
    await user.click(screen.getByRole('button', { name: 'Copy Link' }));
    expect(await screen.findByText('Link copied to clipboard!')).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe(window.location.href);
  });

  it('offers Facebook, X (Twitter) and WhatsApp by their names and marks, not letters in circles', async () => {
    serveProduct();
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Share' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share this product' });
    for (const [name, site] of [
      ['Facebook', 'facebook.com'],
      ['X (Twitter)', 'twitter.com'],
      ['WhatsApp', 'wa.me'],
    ]) {
      const link = within(dialog).getByRole('link', { name });
      expect(link.getAttribute('href')).toContain(site);
      expect(link.textContent).toBe(name);
      expect(link.querySelector('svg')).toBeTruthy();
    }
  });

  it('lists the FAQs and says so when there are no reviews', async () => {
    serveProduct();
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Reviews (0)' }));
    expect(screen.getByText('No reviews yet')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'FAQ (1)' }));
    expect(screen.getByText('Is it handmade?')).toBeTruthy();
  });

  it("shows each review with the reviewer's photo, or their initial instead of the default avatar", async () => {
    const review = (name: string, profileImg: string, text: string) => ({
      _id: `review-${name}`,
      userId: { _id: `user-${name}`, name, profileImg },
      date: '2026-11-01T10:00:00.000Z',
      stars: 5,
      text,
    });
    serveProduct({
      data: {
        ...product,
        reviews: [
          review('Rahim', '/api/media/profiles/rahim.webp', 'Lovely weave.'),
          review('Karim', '/api/avatars/default.svg', 'Soft and light.'),
        ],
      },
    });
    renderPage();
    await userEvent.click(await screen.findByRole('tab', { name: 'Reviews (2)' }));
    const reviews = screen.getByRole('tabpanel');
    expect(within(reviews).getByText('Lovely weave.')).toBeTruthy();
    const pictures = [...reviews.querySelectorAll('img')].map((img) => img.getAttribute('src'));
    expect(pictures).toEqual(['/api/media/profiles/rahim.webp?w=40&h=40&f=auto']);
    expect(within(reviews).getByText('K')).toBeTruthy();
  });

  it("titles the page with the product's name, price in taka and the shop's name, for search results and shared links", async () => {
    serveProduct();
    renderPage();
    const address = `https://dokan.example/products/${product._id}`;
    await vi.waitFor(() => expect(document.title).toBe('Jamdani Saree: Tk 4,500 | Dokan'));
    expect(meta('description')).toMatch(/^Tk 4,500 at Dokan, in stock, cash on delivery across Bangladesh\. /);
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(address);
    expect(meta('og:url')).toBe(address);
    expect(meta('og:type')).toBe('product');
    expect(meta('og:image')).toBe(`https://dokan.example${product.productImages[0]}?w=1200&h=630&f=auto`);
    expect(meta('twitter:card')).toBe('summary_large_image');
    expect(meta('product:price:amount')).toBe('4500');
  });

  it('tells search engines the product as JSON-LD: name, pictures, price in BDT, availability, rating, and the breadcrumb', async () => {
    serveProduct({ data: { ...product, productRating: 4.5, reviewCount: 2, remainingProducts: 0 } });
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Jamdani Saree' });
    const facts = () =>
      [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) =>
        JSON.parse(script.textContent ?? ''),
      );
    await vi.waitFor(() => expect(facts()).toHaveLength(2));
    const [item, trail] = facts();
    expect(item).toMatchObject({
      '@type': 'Product',
      name: 'Jamdani Saree',
      image: [`https://dokan.example${product.productImages[0]}?w=1000&h=1000&f=auto`],
      offers: { price: 4500, priceCurrency: 'BDT', availability: 'https://schema.org/OutOfStock' },
      aggregateRating: { ratingValue: 4.5, reviewCount: 2 },
    });
    expect(trail.itemListElement.map((step: { name: string }) => step.name)).toEqual([
      'Home',
      'Products',
      'Jamdani Saree',
    ]);
  });

  describe('in Bangla (decision 055)', () => {
    const bangla = {
      ...product,
      productNameBn: 'জামদানি শাড়ি',
      quantity: '1 piece (6 yards)',
      quantityBn: '১ পিস (৬ গজ)',
      productColors: ['red', 'navy', 'olive'],
      productColorsBn: ['লাল', 'নেভি ব্লু', null],
      productSizes: ['Free', 'Large'],
      productSizesBn: ['ফ্রি সাইজ', null],
      productDescription: 'Handwoven in Rupganj.',
      productDescriptionBn: 'রূপগঞ্জের তাঁতে হাতে বোনা।',
      productDetails: ['Half silk', 'With blouse piece'],
      productDetailsBn: ['হাফ সিল্ক', 'ব্লাউজ পিসসহ'],
      searchTags: ['saree', 'jamdani'],
      searchTagsBn: ['শাড়ি', 'জামদানি'],
      faqs: [{ question: 'Is it handmade?', answer: 'Yes, on a handloom.' }],
      faqsBn: [{ question: 'এটি কি হাতে বোনা?', answer: 'হ্যাঁ, তাঁতে বোনা।' }],
    };

    async function inBangla(test: () => Promise<void>) {
      addTexts('bn', bn);
      await i18n.changeLanguage('bn');
      try {
        await test();
      } finally {
        await i18n.changeLanguage('en');
      }
    }

    it('shows the unit, colours, sizes, description, details, tags and FAQs in Bangla, the English where none is written', () =>
      inBangla(async () => {
        serveProduct({ data: bangla });
        renderPage();
        expect(await screen.findByRole('heading', { level: 1, name: 'জামদানি শাড়ি' })).toBeTruthy();
        expect(screen.getByText('১ পিস (৬ গজ)')).toBeTruthy();
        expect(screen.queryByText('1 piece (6 yards)')).toBeNull();
        // Each swatch is named in Bangla, the one without a Bangla name in English; the first is chosen.
        expect(screen.getByRole('button', { name: 'লাল', pressed: true })).toBeTruthy();
        expect(screen.getByRole('button', { name: 'নেভি ব্লু' })).toBeTruthy();
        expect(screen.getByRole('button', { name: 'olive' })).toBeTruthy();
        expect(screen.getByRole('group', { name: 'রং: লাল' })).toBeTruthy();
        expect(screen.getByRole('button', { name: 'ফ্রি সাইজ', pressed: true })).toBeTruthy();
        expect(screen.getByRole('button', { name: 'Large' })).toBeTruthy();
        expect(screen.getByText('রূপগঞ্জের তাঁতে হাতে বোনা।')).toBeTruthy();

        const user = userEvent.setup();
        await user.click(screen.getByRole('tab', { name: 'বিস্তারিত' }));
        expect(screen.getByText('হাফ সিল্ক')).toBeTruthy();
        expect(screen.getByText('ব্লাউজ পিসসহ')).toBeTruthy();
        expect(screen.getByText('শাড়ি')).toBeTruthy();
        expect(screen.queryByText('Half silk')).toBeNull();
        expect(screen.queryByText('jamdani')).toBeNull();
        await user.click(screen.getByRole('tab', { name: /প্রশ্নোত্তর/ }));
        expect(screen.getByText('এটি কি হাতে বোনা?')).toBeTruthy();
        expect(screen.queryByText('Is it handmade?')).toBeNull();
      }));

    it('shows the English lists where the shop wrote none in Bangla', () =>
      inBangla(async () => {
        serveProduct({ data: { ...bangla, productDetailsBn: [], faqsBn: [], quantityBn: null } });
        renderPage();
        expect(await screen.findByText('1 piece (6 yards)')).toBeTruthy();
        const user = userEvent.setup();
        await user.click(screen.getByRole('tab', { name: 'বিস্তারিত' }));
        expect(screen.getByText('Half silk')).toBeTruthy();
        await user.click(screen.getByRole('tab', { name: /প্রশ্নোত্তর/ }));
        expect(screen.getByText('Is it handmade?')).toBeTruthy();
      }));
  });

  describe('with variants (each colour and size its own stock and price)', () => {
    const panjabi = aProduct({
      productName: 'Eid Panjabi',
      productOriginalPrice: 1000,
      productDiscount: 10,
      productColors: ['Navy', 'White'],
      productColorsBn: ['নেভি', 'সাদা'],
      productSizes: ['M', 'XL'],
      remainingProducts: 6,
      variants: [
        { _id: 'v1', sku: 'EP-NV-M', color: 'Navy', size: 'M', price: 900, originalPrice: 1000, remainingProducts: 0 },
        {
          _id: 'v2',
          sku: 'EP-NV-XL',
          color: 'Navy',
          size: 'XL',
          price: 1080,
          originalPrice: 1200,
          remainingProducts: 1,
        },
        { _id: 'v3', sku: 'EP-WH-M', color: 'White', size: 'M', price: 900, originalPrice: 1000, remainingProducts: 5 },
      ],
    });
    const servePanjabi = () =>
      serveApi({
        [`/api/products/${product._id}`]: { data: { ...panjabi, _id: product._id } },
        '/api/products': { data: aProductList([]) },
        '/api/settings': { data: SETTINGS },
      });

    it('starts on the first variant in stock and shows its price, stock and SKU; a size sold out in the colour is disabled with its reason', async () => {
      servePanjabi();
      renderPage();
      expect(await screen.findByRole('button', { name: 'Navy', pressed: true })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'XL', pressed: true })).toBeTruthy();
      expect(screen.getByText('Tk 1,080')).toBeTruthy();
      expect(screen.getByText('1 available')).toBeTruthy();
      expect(screen.getByText('SKU EP-NV-XL')).toBeTruthy();
      const soldOut = screen.getByRole('button', { name: 'M: sold out in Navy' });
      expect((soldOut as HTMLButtonElement).disabled).toBe(true);

      const user = userEvent.setup();
      await user.click(screen.getByRole('button', { name: 'White' }));
      // White has no XL: the size moves to the one white comes in.
      expect(screen.getByRole('button', { name: 'M', pressed: true })).toBeTruthy();
      expect((screen.getByRole('button', { name: 'XL: not made in White' }) as HTMLButtonElement).disabled).toBe(true);
      expect(screen.getByText('Tk 900')).toBeTruthy();
      expect(screen.getByText('5 available')).toBeTruthy();
    });

    it("puts the variant's price, stock and SKU in the cart line", async () => {
      signIn();
      servePanjabi();
      renderPage();
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'Add to Cart' }));
      expect(await screen.findByText('Added to cart!')).toBeTruthy();
      const cart = JSON.parse(localStorage.getItem('cart') ?? '[]') as unknown[];
      expect(cart).toEqual([
        expect.objectContaining({ color: 'Navy', size: 'XL', sku: 'EP-NV-XL', price: 1080, maxStock: 1 }),
      ]);
      localStorage.removeItem('cart');
      useAuthStore.setState({ token: null, user: null });
    });

    it('says why in Bangla', async () => {
      addTexts('bn', bn);
      await i18n.changeLanguage('bn');
      try {
        servePanjabi();
        renderPage();
        expect(await screen.findByRole('button', { name: 'M: নেভি রঙে বিক্রি শেষ' })).toBeTruthy();
        expect(screen.getByText('এসকেইউ EP-NV-XL')).toBeTruthy();
      } finally {
        await i18n.changeLanguage('en');
      }
    });
  });

  it("shows 'Product not found' and 'Back to Products' for an unknown product", async () => {
    serveProduct({ status: 404, message: 'Product not found' });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Product not found' })).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: 'Back to Products' }));
    expect(screen.getByTestId('location').textContent).toBe('/products');
  });

  describe('for a signed-in customer', () => {
    afterEach(() => useAuthStore.setState({ token: null, user: null }));

    function serveSignedIn(wishlist: unknown[] = []) {
      const added: unknown[] = [];
      const api = serveApi({
        [`/api/products/${product._id}`]: { data: product },
        '/api/products': { data: aProductList([]) },
        '/api/wishlist/get-wishlist/customer-1': { data: { products: wishlist } },
        '/api/wishlist/add-to-wishlist/customer-1': () => {
          added.push(true);
          return { data: {} };
        },
        [`/api/wishlist/remove/customer-1/${product._id}`]: { data: {} },
      });
      return { ...api, added };
    }

    it("adds the chosen line to the cart with 'Added to cart!', then 'Cart updated!' for the same line", async () => {
      signIn();
      serveSignedIn();
      renderPage();
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'navy' }));
      await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
      expect(await screen.findByText('Added to cart!')).toBeTruthy();
      await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
      expect(await screen.findByText('Cart updated!')).toBeTruthy();
      const cart = JSON.parse(localStorage.getItem('cart') ?? '[]') as unknown[];
      expect(cart).toEqual([
        expect.objectContaining({
          productId: product._id,
          color: 'navy',
          size: 'Free',
          quantity: 2,
          price: 4500,
          subTotal: 9000,
          maxStock: 3,
        }),
      ]);
    });

    it("refuses to go above the stock with 'Only 3 items available in stock'", async () => {
      signIn();
      serveSignedIn();
      renderPage();
      const user = userEvent.setup();
      const more = await screen.findByRole('button', { name: 'Increase quantity' });
      await user.click(more);
      await user.click(more);
      await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
      await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
      expect(await screen.findByText('Only 3 items available in stock')).toBeTruthy();
    });

    it("buys now: one line to /checkout with the marker 'buy now', leaving the cart alone", async () => {
      signIn();
      serveSignedIn();
      renderPage();
      await userEvent.click(await screen.findByRole('button', { name: 'Buy Now' }));
      await screen.findByText('/checkout', {}, { timeout: 2000 });
      const state = JSON.parse(screen.getByTestId('location').dataset.state ?? 'null') as Record<string, unknown>;
      expect(state).toMatchObject({
        from: 'buy now',
        subtotal: 4500,
        items: [expect.objectContaining({ productId: product._id, color: 'red', quantity: 1 })],
      });
      expect(localStorage.getItem('cart')).toBeNull();
    });

    it("adds an unsaved product to the wishlist with 'Added to wishlist!'", async () => {
      signIn();
      const api = serveSignedIn();
      renderPage();
      const user = userEvent.setup();
      const heart = await screen.findByRole('button', { name: 'Wishlist', pressed: false });
      await user.click(heart);
      expect(await screen.findByText('Added to wishlist!')).toBeTruthy();
      expect(api.added).toHaveLength(1);
    });

    it('shows a saved product as pressed and removes it', async () => {
      signIn();
      const api = serveSignedIn([product]);
      renderPage();
      await userEvent.click(await screen.findByRole('button', { name: 'Wishlist', pressed: true }));
      expect(await screen.findByText('Removed from wishlist!')).toBeTruthy();
      expect(api.requested(`/api/wishlist/remove/customer-1/${product._id}`)).toHaveLength(1);
    });

    it("says 'Failed to update wishlist' when the server refuses", async () => {
      signIn();
      serveApi({
        [`/api/products/${product._id}`]: { data: product },
        '/api/products': { data: aProductList([]) },
        '/api/wishlist/get-wishlist/customer-1': { data: { products: [] } },
        '/api/wishlist/add-to-wishlist/customer-1': { status: 500, message: 'Database down' },
      });
      renderPage();
      await userEvent.click(await screen.findByRole('button', { name: 'Wishlist' }));
      expect(await screen.findByText('Failed to update wishlist')).toBeTruthy();
    });
  });
});
