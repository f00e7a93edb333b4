import { describe, expect, it } from 'vitest';

import { loadConfig } from './config.ts';

const production = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) } as const;
const bkash = { BKASH_APP_KEY: 'k', BKASH_APP_SECRET: 's', BKASH_USERNAME: 'u', BKASH_PASSWORD: 'p' };
const sslcommerz = { SSLCOMMERZ_STORE_ID: 'store', SSLCOMMERZ_STORE_PASSWORD: 'secret' };
const pathao = { PATHAO_CLIENT_ID: 'c', PATHAO_CLIENT_SECRET: 's', PATHAO_USERNAME: 'u', PATHAO_PASSWORD: 'p' };

describe('a live shop refuses test gateways and couriers at start', () => {
  it("refuses bKash's and SSLCommerz's sandboxes in production, as their defaults are", () => {
    expect(() => loadConfig({ ...production, ...bkash })).toThrow('BKASH_API_URL is a sandbox');
    expect(() => loadConfig({ ...production, ...sslcommerz })).toThrow('SSLCOMMERZ_API_URL is a sandbox');
    expect(() =>
      loadConfig({ ...production, ...pathao, PATHAO_API_URL: 'https://courier-api-sandbox.pathao.com' }),
    ).toThrow('PATHAO_API_URL is a sandbox');
    expect(() =>
      loadConfig({ ...production, REDX_API_TOKEN: 't', REDX_API_URL: 'https://sandbox.redx.com.bd/v1.0.0-beta' }),
    ).toThrow('REDX_API_URL is a sandbox');
  });

  it('refuses a plain-http gateway or courier in production, whatever DEV_TOOLS or the other settings say', () => {
    expect(() =>
      loadConfig({ ...production, ...bkash, BKASH_API_URL: 'http://tokenized.pay.bka.sh/v1.2.0-beta' }),
    ).toThrow('BKASH_API_URL must use https in production');
    expect(() =>
      loadConfig({
        ...production,
        DEV_TOOLS: 'off',
        ...sslcommerz,
        SSLCOMMERZ_API_URL: 'http://securepay.sslcommerz.com',
      }),
    ).toThrow('SSLCOMMERZ_API_URL must use https in production');
    expect(() =>
      loadConfig({
        ...production,
        STEADFAST_API_KEY: 'k',
        STEADFAST_SECRET_KEY: 's',
        STEADFAST_API_URL: 'http://127.0.0.1:9/api/v1',
      }),
    ).toThrow('STEADFAST_API_URL must use https in production');
    expect(() => loadConfig({ ...production, ...pathao, PATHAO_API_URL: 'http://api-hermes.pathao.com' })).toThrow(
      'PATHAO_API_URL must use https in production',
    );
  });

  it('starts with the live APIs, and leaves unused providers and development alone', () => {
    const live = loadConfig({
      ...production,
      ...bkash,
      ...sslcommerz,
      ...pathao,
      BKASH_API_URL: 'https://tokenized.pay.bka.sh/v1.2.0-beta',
      SSLCOMMERZ_API_URL: 'https://securepay.sslcommerz.com',
      STEADFAST_API_KEY: 'k',
      STEADFAST_SECRET_KEY: 's',
      REDX_API_TOKEN: 't',
    });
    expect(live.BKASH_API_URL).toBe('https://tokenized.pay.bka.sh/v1.2.0-beta');
    // No merchant set: the sandbox defaults are never used, so they stop nothing.
    expect(loadConfig(production).NAGAD_API_URL).toMatch(/sandbox/);
    expect(loadConfig({ ...bkash, ...sslcommerz, BKASH_API_URL: 'http://127.0.0.1:9' }).BKASH_API_URL).toBe(
      'http://127.0.0.1:9',
    );
  });
});
