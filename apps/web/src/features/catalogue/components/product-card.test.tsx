import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import { useAuthStore } from '@/lib/auth-store';
import { addTexts, i18n } from '@/lib/i18n';
import bn from '@/locales/bn.json';
import { serveApi } from '@/test/api';
import { aProductSummary } from '@/test/fixtures';
import { renderAt } from '@/test/render';

import { ProductCard } from './product-card';

describe('ProductCard', () => {
  it('shows a green badge when the discount equals the discount filter', () => {
    renderAt(
      <ProductCard
        product={aProductSummary({ productOriginalPrice: 1000, productDiscount: 20 })}
        discountFilter={20}
      />,
    );
    const badge = screen.getByTestId('discount-badge');
    expect(badge.textContent).toBe('20% OFF');
    expect(badge.className).toContain('bg-green');
  });

  it('shows a red badge for any other discount, and none without a discount', () => {
    renderAt(
      <>
        <ProductCard
          product={aProductSummary({ productOriginalPrice: 1000, productDiscount: 10 })}
          discountFilter={20}
        />
        <ProductCard product={aProductSummary({ productDiscount: 0 })} discountFilter={20} />
      </>,
    );
    const badges = screen.getAllByTestId('discount-badge');
    expect(badges).toHaveLength(1);
    expect(badges[0]?.className).toContain('bg-red');
  });

  it("shows the discounted price in taka with the original struck through, the rating to one decimal and 'N Sold'", () => {
    renderAt(
      <ProductCard
        product={aProductSummary({ productOriginalPrice: 1500, productDiscount: 10, productRating: 4.25, sales: 1200 })}
      />,
    );
    expect(screen.getByText('Tk 1,350')).toBeTruthy();
    expect(screen.getByText('Tk 1,500').closest('del')).toBeTruthy();
    expect(screen.getByText('4.3')).toBeTruthy();
    expect(screen.getByText('1,200 Sold')).toBeTruthy();
  });

  it("says 'from Tk N' with the lowest variant price when variants differ in price, with no struck-through price", () => {
    renderAt(
      <>
        <ProductCard
          product={aProductSummary({
            productName: 'Eid Panjabi',
            productOriginalPrice: 1500,
            productDiscount: 10,
            priceFrom: 810,
          })}
        />
        <ProductCard
          product={aProductSummary({ productName: 'Plain Lungi', productPrice: 700, productOriginalPrice: 700 })}
        />
      </>,
    );
    const [varied, plain] = screen.getAllByRole('article');
    expect(varied?.querySelector('p:last-child')?.textContent).toBe('from Tk 810');
    expect(varied?.querySelector('del')).toBeNull();
    expect(plain?.textContent).not.toContain('from');
    expect(plain?.textContent).toContain('Tk 700');
  });

  it("says 'Out of Stock' on a product with no stock left, and not on one in stock", () => {
    renderAt(
      <>
        <ProductCard product={aProductSummary({ productName: 'Green Tea', remainingProducts: 0 })} />
        <ProductCard product={aProductSummary({ productName: 'Black Tea', remainingProducts: 3 })} />
      </>,
    );
    const [soldOut, inStock] = screen.getAllByRole('article');
    expect(soldOut?.textContent).toContain('Out of Stock');
    expect(inStock?.textContent).not.toContain('Out of Stock');
  });

  it('reserves the picture box with width and height and falls back to a placeholder on error', () => {
    renderAt(
      <ProductCard product={aProductSummary({ productName: 'Hilsa', productImages: ['/api/media/fish.jpg'] })} />,
    );
    const img = screen.getByRole('img', { name: 'Hilsa' });
    expect(img.getAttribute('width')).toBe('250');
    expect(img.getAttribute('height')).toBe('188');
    expect(img.getAttribute('srcset')).toContain('w=160&h=120');
    fireEvent.error(img);
    expect(screen.getByRole('img', { name: 'Hilsa' }).tagName).toBe('SPAN');
  });

  it('opens the product page when clicked', async () => {
    const product = aProductSummary();
    renderAt(<ProductCard product={product} />);
    await userEvent.click(screen.getByRole('link', { name: product.productName }));
    expect(screen.getByTestId('location').textContent).toBe(`/products/${product._id}`);
  });

  it("fills the heart of a product in the customer's wishlist and removes it with 'Removed from wishlist!'", async () => {
    const saved = aProductSummary({ productName: 'Hilsa Fish 1 kg' });
    const other = aProductSummary({ productName: 'Miniket Rice' });
    useAuthStore.setState({ token: 't', user: { _id: 'customer-1', name: 'Rahim', role: 'user' } });
    const api = serveApi({
      '/api/wishlist/get-wishlist/customer-1': { data: { products: [saved] } },
      [`/api/wishlist/remove/customer-1/${saved._id}`]: { data: {} },
    });
    renderAt(
      <>
        <ProductCard product={saved} />
        <ProductCard product={other} />
      </>,
    );
    const heart = await screen.findByRole('button', { name: 'Save Hilsa Fish 1 kg to wishlist', pressed: true });
    expect(screen.getByRole('button', { name: 'Save Miniket Rice to wishlist', pressed: false })).toBeTruthy();
    expect(api.requested('/api/wishlist/get-wishlist/customer-1')).toHaveLength(1);
    await userEvent.click(heart);
    expect(await screen.findByText('Removed from wishlist!')).toBeTruthy();
    useAuthStore.setState({ token: null, user: null });
  });

  describe('in Bangla', () => {
    afterEach(() => i18n.changeLanguage('en'));

    it("shows the product's Bangla name on a Bangla page and its English name when it has none", async () => {
      addTexts('bn', bn);
      await i18n.changeLanguage('bn');
      renderAt(
        <>
          <ProductCard product={aProductSummary({ productName: 'Cotton Panjabi', productNameBn: 'সুতি পাঞ্জাবি' })} />
          <ProductCard product={aProductSummary({ productName: 'Jamdani Saree', productNameBn: null })} />
        </>,
      );
      expect(screen.getByRole('link', { name: 'সুতি পাঞ্জাবি' })).toBeDefined();
      expect(screen.getByRole('img', { name: 'সুতি পাঞ্জাবি' })).toBeDefined();
      expect(screen.getByRole('link', { name: 'Jamdani Saree' })).toBeDefined();
      expect(screen.queryByText('Cotton Panjabi')).toBeNull();
    });

    it("says the lowest variant price in Bangla digits before 'থেকে'", async () => {
      addTexts('bn', bn);
      await i18n.changeLanguage('bn');
      renderAt(<ProductCard product={aProductSummary({ productOriginalPrice: 1500, priceFrom: 1250 })} />);
      expect(screen.getByRole('article').querySelector('p:last-child')?.textContent).toBe('৳১,২৫০ থেকে');
    });

    it('shows the English name on an English page although a Bangla one exists', () => {
      renderAt(
        <ProductCard product={aProductSummary({ productName: 'Cotton Panjabi', productNameBn: 'সুতি পাঞ্জাবি' })} />,
      );
      expect(screen.getByRole('link', { name: 'Cotton Panjabi' })).toBeDefined();
      expect(screen.queryByText('সুতি পাঞ্জাবি')).toBeNull();
    });
  });
});
