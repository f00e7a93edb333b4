import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';

import { renderAt } from '@/test/render';

import { OtpInput } from './otp-input';

function Harness({ length = 4 }: { length?: number }) {
  const [digits, setDigits] = useState<string[]>([]);
  return (
    <>
      <OtpInput length={length} value={digits} onChange={setDigits} label="Verification code" />
      <output data-testid="code">{digits.map((digit) => digit || '_').join('')}</output>
    </>
  );
}

const box = (index: number, total = 4) =>
  screen.getByRole('textbox', { name: `Digit ${index} of ${total}` }) as HTMLInputElement;
const code = () => screen.getByTestId('code').textContent;

describe('OtpInput', () => {
  it('shows one labelled box per digit in a named group', () => {
    renderAt(<Harness length={6} />);
    expect(screen.getByRole('group', { name: 'Verification code' })).toBeTruthy();
    expect(screen.getAllByRole('textbox')).toHaveLength(6);
    expect(box(6, 6)).toBeTruthy();
  });

  it('takes one digit per box and moves on as the shopper types', async () => {
    renderAt(<Harness />);
    await userEvent.click(box(1));
    await userEvent.keyboard('12');
    expect(code()).toBe('12__');
    expect(document.activeElement).toBe(box(3));
  });

  it('ignores anything but digits', async () => {
    renderAt(<Harness />);
    await userEvent.click(box(1));
    await userEvent.keyboard('a-7');
    expect(code()).toBe('7___');
    expect(box(1).value).toBe('7');
  });

  it('replaces the digit of a box typed over', async () => {
    renderAt(<Harness />);
    await userEvent.click(box(1));
    await userEvent.keyboard('12');
    await userEvent.click(box(1));
    await userEvent.keyboard('9');
    expect(code()).toBe('92__');
  });

  it('fills every box from a pasted code, wherever the cursor is', async () => {
    renderAt(<Harness />);
    await userEvent.click(box(3));
    await userEvent.paste('Your code: 4821');
    expect(code()).toBe('4821');
    expect(document.activeElement).toBe(box(4));
  });

  it('fills from the cursor on when only part of a code is pasted', async () => {
    renderAt(<Harness />);
    await userEvent.click(box(2));
    await userEvent.paste('56');
    expect(code()).toBe('_56_');
  });

  it('clears the box with Backspace, then moves back and clears the one before', async () => {
    renderAt(<Harness />);
    await userEvent.click(box(1));
    await userEvent.paste('1234');
    expect(document.activeElement).toBe(box(4));
    await userEvent.keyboard('{Backspace}');
    expect(code()).toBe('123_');
    expect(document.activeElement).toBe(box(4));
    await userEvent.keyboard('{Backspace}');
    expect(code()).toBe('12__');
    expect(document.activeElement).toBe(box(3));
  });

  it('moves between boxes with the arrow keys', async () => {
    renderAt(<Harness />);
    await userEvent.click(box(2));
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(box(3));
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    expect(document.activeElement).toBe(box(1));
  });
});
