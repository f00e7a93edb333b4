import { describe, expect, it } from 'vitest';

import { BkashWalletChoiceSchema, maskWallet } from './bkash-wallets.ts';

describe('saved bKash wallets', () => {
  it('shows the first three and last three digits of the wallet only', () => {
    expect(maskWallet('01712345678')).toBe('017*****678');
    expect(maskWallet('8801770618575')).toBe('017*****575');
    expect(maskWallet('12345')).toBe('*****');
  });

  it("takes 'save' or a saved wallet's id, nothing else", () => {
    expect(BkashWalletChoiceSchema.safeParse('save').success).toBe(true);
    expect(BkashWalletChoiceSchema.safeParse('7c0b9a8e-7a43-4a5e-9d0e-1f2a3b4c5d6e').success).toBe(true);
    expect(BkashWalletChoiceSchema.safeParse('AGR123').error?.issues[0]?.message).toBe(
      "bkashWallet must be 'save' or the id of a saved bKash wallet",
    );
  });
});
