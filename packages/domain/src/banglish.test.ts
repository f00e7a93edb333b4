import { describe, expect, it } from 'vitest';

import { banglish } from './banglish.ts';

describe('banglish', () => {
  it.each([
    ['পাঞ্জাবি', 'panjabi'],
    ['সুতি শাড়ি', 'suti shari'],
    ['জামদানি শাড়ি', 'jamdani shari'],
    ['লুঙ্গি', 'lungi'],
    ['সরিষার তেল', 'sorishar tel'],
    ['কলম', 'kolom'],
    ['রং', 'rong'],
    ['বই', 'boi'],
    ['রিচম্যান', 'richman'],
  ])('writes %s as %s', (bangla, latin) => {
    expect(banglish(bangla)).toBe(latin);
  });

  it('writes Bangla digits as digits and leaves Latin text as it is, in lower case', () => {
    expect(banglish('চাল ৫ কেজি')).toBe('chal 5 keji');
    expect(banglish('Richman পাঞ্জাবি (XL)')).toBe('richman panjabi (xl)');
  });

  it('reads ড় typed as ড and a nukta like the one letter', () => {
    expect(banglish('শা\u09A1\u09BCি')).toBe(banglish('শা\u09DCি'));
  });
});
