import { describe, expect, it } from 'vitest';

import { plainText } from './plain-text.ts';
import { ProfileFormSchema, RegisterEmailSchema } from './schemas/account.ts';
import { DeliveryAddressSchema, OrderPayloadSchema } from './schemas/orders.ts';

describe('plainText', () => {
  it('turns line breaks, tabs, escapes and direction overrides into single spaces', () => {
    expect(plainText('Rahim\r\n\n\nPAID - collect nothing\n\n')).toBe('Rahim PAID - collect nothing');
    expect(plainText('\tA\u0000B\u001b[2JC\u0085D\u2028E\u202eF\u2066G ')).toBe('A B [2JC D E F G');
  });

  it('keeps Bangla as written, with its joiners', () => {
    expect(plainText('র‍্যাব  ক্ষ\u200Cমা')).toBe('র‍্যাব ক্ষ\u200Cমা');
  });

  it('is applied to the names and addresses an order and an account keep', () => {
    const address = DeliveryAddressSchema.parse({
      division: 'Dhaka',
      district: 'Dhaka',
      city: 'Dhan\nmondi',
      addressDetails: 'House 12\n\n\n\nRoad 27\u000c',
    });
    expect(address).toMatchObject({ city: 'Dhan mondi', addressDetails: 'House 12 Road 27' });
    expect(DeliveryAddressSchema.safeParse({ ...address, addressDetails: '\n\r\t' }).error?.issues[0]?.message).toBe(
      'Address is required',
    );
    expect(OrderPayloadSchema.shape.customerName.parse('  Nusrat\n\nJahan\u202e ')).toBe('Nusrat Jahan');
    expect(ProfileFormSchema.parse({ name: 'Nusrat\nJahan', address: 'a\r\nb' })).toMatchObject({
      name: 'Nusrat Jahan',
      address: 'a b',
    });
    expect(
      RegisterEmailSchema.parse({
        name: 'Nu\u0000srat',
        email: 'n@example.com',
        password: 'x'.repeat(10),
        confirmPassword: 'x'.repeat(10),
      }).name,
    ).toBe('Nu srat');
  });
});
