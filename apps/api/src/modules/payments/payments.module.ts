/** Chooses the payment gateway: SSLCommerz when a store is configured, else the sandbox (never in production). */
import type { PaymentGateway } from './gateway.ts';
import { createSandboxGateway, type SandboxGateway } from './sandbox.ts';
import { createSslCommerzGateway, type SslCommerzConfig } from './sslcommerz.ts';

export interface PaymentsConfig {
  /** The shop's public address: gateway callbacks come to {publicUrl}/api/payments/..., the browser returns to its pages. */
  publicUrl: string;
  /** An SSLCommerz store; null uses the sandbox gateway when one is allowed. */
  sslcommerz: SslCommerzConfig | null;
  /** Signs the sandbox gateway's callbacks; null turns the sandbox off (a live shop without SSLCommerz takes no 'ssl' orders). */
  sandboxSecret: string | null;
}

export function choosePaymentGateway(config: PaymentsConfig): {
  gateway: PaymentGateway | null;
  sandbox: SandboxGateway | null;
} {
  if (config.sslcommerz)
    return { gateway: createSslCommerzGateway(config.sslcommerz, config.publicUrl), sandbox: null };
  if (config.sandboxSecret) {
    const sandbox = createSandboxGateway(config.sandboxSecret, config.publicUrl);
    return { gateway: sandbox, sandbox };
  }
  return { gateway: null, sandbox: null };
}
