import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { renderAt } from '@/test/render';

import { ScrollToTopButton } from './scroll-to-top-button';

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}

const button = () => screen.queryByRole('button', { name: 'Back to top' });

afterEach(() => scrollTo(0));

describe('ScrollToTopButton', () => {
  it('stays out of the way while the shopper scrolls down, and shows once they head back up', () => {
    renderAt(<ScrollToTopButton />);
    scrollTo(900);
    scrollTo(1800);
    expect(button()).toBeNull();
    scrollTo(1500);
    expect(button()).toBeTruthy();
    scrollTo(1900);
    expect(button()).toBeNull();
  });

  it('is never shown within the first screen or so', () => {
    renderAt(<ScrollToTopButton />);
    scrollTo(1000);
    scrollTo(500);
    expect(button()).toBeNull();
  });
});
