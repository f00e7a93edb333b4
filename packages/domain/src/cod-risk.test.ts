import { describe, expect, it } from 'vitest';

import { codRisk, type CodRiskInput, CodRiskRulesSchema, DEFAULT_COD_RISK_RULES } from './cod-risk.ts';

const none = { delivered: 0, returned: 0, cancelled: 0 };
const order = (overrides: Partial<CodRiskInput>): CodRiskInput => ({
  phone: none,
  address: none,
  phoneVerified: true,
  orderValueTaka: 1200,
  ...overrides,
});

describe('COD risk', () => {
  it('a loyal verified phone with deliveries is low risk and needs nothing', () => {
    const risk = codRisk(order({ phone: { delivered: 4, returned: 0, cancelled: 0 } }));
    expect(risk).toMatchObject({ score: 0, level: 'low', reasons: ['delivered-before'], requirement: 'none' });
  });

  it('a first COD order above Tk 5,000 on an unverified phone needs the phone confirmed by SMS code', () => {
    const risk = codRisk(order({ phoneVerified: false, orderValueTaka: 5001 }));
    expect(risk.reasons).toEqual(['phone-not-verified', 'first-cod-order', 'high-value']);
    expect(risk).toMatchObject({ score: 35, level: 'medium', requirement: 'verify-phone' });
    expect(codRisk(order({ phoneVerified: true, orderValueTaka: 5001 })).requirement).toBe('none');
    expect(codRisk(order({ phoneVerified: false, orderValueTaka: 5000 })).requirement).toBe('none');
  });

  it('a phone with two returns pays the delivery fee first, or is refused COD when the owner says so', () => {
    const twoReturns = order({
      phone: { delivered: 1, returned: 2, cancelled: 0 },
      address: { delivered: 1, returned: 2, cancelled: 0 },
    });
    const risk = codRisk(twoReturns);
    expect(risk).toMatchObject({ score: 50, level: 'medium', requirement: 'prepay-delivery' });
    expect(risk.reasons).toEqual(['returns-on-phone', 'delivered-before']);
    const strict = { verifyFirstOrderAboveTaka: 5000, prepayDeliveryAfterReturns: 1, refuseCodAfterReturns: 2 };
    expect(codRisk(twoReturns, strict).requirement).toBe('no-cod');
    expect(codRisk(order({ phone: { delivered: 0, returned: 1, cancelled: 0 } }), strict).requirement).toBe(
      'prepay-delivery',
    );
  });

  it('counts returns at the address by other phones, and keeps the score between 0 and 100', () => {
    const household = codRisk(order({ address: { delivered: 0, returned: 2, cancelled: 1 } }));
    expect(household.reasons).toContain('returns-at-address');
    expect(household.score).toBe(40);
    const worst = codRisk(
      order({ phone: { delivered: 0, returned: 5, cancelled: 5 }, phoneVerified: false, orderValueTaka: 9000 }),
    );
    expect(worst).toMatchObject({ score: 100, level: 'high' });
  });
});

describe('CodRiskRulesSchema', () => {
  it('takes the defaults and "never" for refusing COD', () => {
    expect(CodRiskRulesSchema.parse(DEFAULT_COD_RISK_RULES)).toEqual(DEFAULT_COD_RISK_RULES);
    const strict = { verifyFirstOrderAboveTaka: 0, prepayDeliveryAfterReturns: 1, refuseCodAfterReturns: 3 };
    expect(CodRiskRulesSchema.parse(strict)).toEqual(strict);
  });

  it('refuses negative or fractional amounts, zero returns and missing numbers, naming the rule', () => {
    const base = { verifyFirstOrderAboveTaka: 5000, prepayDeliveryAfterReturns: 2, refuseCodAfterReturns: null };
    const messageOf = (body: object) => CodRiskRulesSchema.safeParse(body).error?.issues[0]?.message;
    expect(messageOf({ ...base, verifyFirstOrderAboveTaka: -1 })).toBe('The first-order amount cannot be negative');
    expect(messageOf({ ...base, verifyFirstOrderAboveTaka: 99.5 })).toBe('The first-order amount must be whole taka');
    expect(messageOf({ ...base, prepayDeliveryAfterReturns: 0 })).toBe(
      'Returns before the delivery fee is paid first must be at least 1',
    );
    expect(messageOf({ ...base, refuseCodAfterReturns: 0 })).toBe(
      'Returns before cash on delivery is refused must be at least 1',
    );
    expect(messageOf({ ...base, refuseCodAfterReturns: undefined })).toBe(
      'Returns before cash on delivery is refused must be a number, or never',
    );
  });
});
