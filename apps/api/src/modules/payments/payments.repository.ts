/**
 * The payments module's tables: gateways' shared access tokens, the bKash and Nagad payments made for
 * orders and the shoppers' saved bKash wallets (agreements).
 */
import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';

import type { Database } from '../../db/client.ts';
import { bkashAgreements, bkashPayments, nagadPayments, paymentGatewayTokens } from '../../db/schema.ts';

/** Stands in refund_trx_id while an automatic refund is being sent. */
const AUTOMATIC_REFUND_CLAIM = 'sending';

export type StoredToken = typeof paymentGatewayTokens.$inferSelect;
export type BkashPaymentRow = typeof bkashPayments.$inferSelect;
export type NagadPaymentRow = typeof nagadPayments.$inferSelect;
export type BkashAgreementRow = typeof bkashAgreements.$inferSelect;

export function createPaymentsRepository(db: Database) {
  return {
    async token(gateway: string): Promise<StoredToken | null> {
      const [row] = await db.select().from(paymentGatewayTokens).where(eq(paymentGatewayTokens.gateway, gateway));
      return row ?? null;
    },

    /**
     * Claims the renewal of a gateway's token for `seconds`, if it still expires within
     * `dueSeconds`: true for the one process that got it (the row is created, empty and expired,
     * the first time). A process that read the old token after another renewed it claims nothing.
     */
    async claimTokenRenewal(gateway: string, seconds: number, dueSeconds: number): Promise<boolean> {
      await db
        .insert(paymentGatewayTokens)
        .values({
          gateway,
          accessToken: '',
          refreshToken: '',
          expiresAt: new Date(0),
          refreshExpiresAt: new Date(0),
        })
        .onConflictDoNothing();
      const claimed = await db
        .update(paymentGatewayTokens)
        .set({ renewingUntil: sql`now() + make_interval(secs => ${seconds})` })
        .where(
          and(
            eq(paymentGatewayTokens.gateway, gateway),
            lt(paymentGatewayTokens.expiresAt, sql`now() + make_interval(secs => ${dueSeconds})`),
            or(isNull(paymentGatewayTokens.renewingUntil), lt(paymentGatewayTokens.renewingUntil, sql`now()`)),
          ),
        )
        .returning({ gateway: paymentGatewayTokens.gateway });
      return claimed.length === 1;
    },

    /** Stores a renewed token and ends the claim; `token` null only ends it (the renewal failed). */
    async saveToken(
      gateway: string,
      token: Pick<StoredToken, 'accessToken' | 'refreshToken' | 'expiresAt' | 'refreshExpiresAt'> | null,
    ): Promise<void> {
      await db
        .update(paymentGatewayTokens)
        .set({ ...token, renewingUntil: null, updatedAt: sql`now()` })
        .where(eq(paymentGatewayTokens.gateway, gateway));
    },

    /** Records an opened payment; false when the order has one open already (the one-open-payment index). */
    async insertBkashPayment(payment: {
      paymentId: string;
      transactionId: string;
      amountPoisha: number;
      url: string;
    }): Promise<boolean> {
      const inserted = await db
        .insert(bkashPayments)
        .values(payment)
        .onConflictDoNothing({
          target: bkashPayments.transactionId,
          where: sql`${bkashPayments.state} IN ('created', 'executing')`,
        })
        .returning({ paymentId: bkashPayments.paymentId });
      return inserted.length > 0;
    },

    /** The order's bKash payment still open (created, or being executed), if any. */
    async openBkashPayment(transactionId: string): Promise<BkashPaymentRow | null> {
      const [row] = await db
        .select()
        .from(bkashPayments)
        .where(
          and(eq(bkashPayments.transactionId, transactionId), inArray(bkashPayments.state, ['created', 'executing'])),
        );
      return row ?? null;
    },

    async bkashPayment(paymentId: string): Promise<BkashPaymentRow | null> {
      const [row] = await db.select().from(bkashPayments).where(eq(bkashPayments.paymentId, paymentId));
      return row ?? null;
    },

    /** The bKash payments created for an order, newest first. */
    bkashPaymentsOf(transactionId: string): Promise<BkashPaymentRow[]> {
      return db
        .select()
        .from(bkashPayments)
        .where(eq(bkashPayments.transactionId, transactionId))
        .orderBy(sql`${bkashPayments.createdAt} desc`);
    },

    /** Claims the one call to bKash's execute for a payment: true for the caller that moved it from created. */
    async claimExecution(paymentId: string): Promise<boolean> {
      const claimed = await db
        .update(bkashPayments)
        .set({ state: 'executing', updatedAt: sql`now()` })
        .where(and(eq(bkashPayments.paymentId, paymentId), eq(bkashPayments.state, 'created')))
        .returning({ paymentId: bkashPayments.paymentId });
      return claimed.length === 1;
    },

    /** Gives an execution claim back: bKash has not completed the payment, which may still be approved. */
    async releaseExecution(paymentId: string) {
      await db
        .update(bkashPayments)
        .set({ state: 'created', updatedAt: sql`now()` })
        .where(and(eq(bkashPayments.paymentId, paymentId), eq(bkashPayments.state, 'executing')));
    },

    /**
     * Claims the automatic refund of a payment that arrived for a cancelled order: true for the one
     * caller that may send it (cleared again if bKash does not refund).
     */
    async claimAutomaticRefund(paymentId: string): Promise<boolean> {
      const claimed = await db
        .update(bkashPayments)
        .set({ refundTrxId: AUTOMATIC_REFUND_CLAIM, updatedAt: sql`now()` })
        .where(and(eq(bkashPayments.paymentId, paymentId), isNull(bkashPayments.refundTrxId)))
        .returning({ paymentId: bkashPayments.paymentId });
      return claimed.length === 1;
    },

    async releaseAutomaticRefund(paymentId: string) {
      await db
        .update(bkashPayments)
        .set({ refundTrxId: null })
        .where(and(eq(bkashPayments.paymentId, paymentId), eq(bkashPayments.refundTrxId, AUTOMATIC_REFUND_CLAIM)));
    },

    /** Adds a refund bKash made to the payment's total refunded, with its transaction id. */
    async recordBkashRefund(paymentId: string, amountPoisha: number, refundTrxId: string) {
      await db
        .update(bkashPayments)
        .set({
          refundedPoisha: sql`${bkashPayments.refundedPoisha} + ${amountPoisha}`,
          refundTrxId,
          updatedAt: sql`now()`,
        })
        .where(eq(bkashPayments.paymentId, paymentId));
    },

    /** Records what bKash said in the end: completed with its transaction id, or failed. */
    async settleBkashPayment(paymentId: string, outcome: { state: 'completed'; trxId: string } | { state: 'failed' }) {
      await db
        .update(bkashPayments)
        .set({ ...outcome, updatedAt: sql`now()` })
        .where(eq(bkashPayments.paymentId, paymentId));
    },

    async insertBkashAgreement(agreement: {
      customerId: string;
      paymentId: string;
      transactionId: string;
      payerReference: string;
    }) {
      await db.insert(bkashAgreements).values(agreement);
    },

    async bkashAgreementByPayment(paymentId: string): Promise<BkashAgreementRow | null> {
      const [row] = await db.select().from(bkashAgreements).where(eq(bkashAgreements.paymentId, paymentId));
      return row ?? null;
    },

    async bkashAgreement(id: string): Promise<BkashAgreementRow | null> {
      const [row] = await db.select().from(bkashAgreements).where(eq(bkashAgreements.id, id));
      return row ?? null;
    },

    async bkashAgreementOf(agreementId: string): Promise<BkashAgreementRow | null> {
      const [row] = await db.select().from(bkashAgreements).where(eq(bkashAgreements.agreementId, agreementId));
      return row ?? null;
    },

    /** A customer's saved wallets, newest first. */
    activeBkashAgreementsOf(customerId: string): Promise<BkashAgreementRow[]> {
      return db
        .select()
        .from(bkashAgreements)
        .where(and(eq(bkashAgreements.customerId, customerId), eq(bkashAgreements.status, 'active')))
        .orderBy(sql`${bkashAgreements.createdAt} desc`);
    },

    /** Claims the one call to bKash's execute for an agreement: true for the caller that moved it from created. */
    async claimAgreementExecution(paymentId: string): Promise<boolean> {
      const claimed = await db
        .update(bkashAgreements)
        .set({ status: 'executing', updatedAt: sql`now()` })
        .where(and(eq(bkashAgreements.paymentId, paymentId), eq(bkashAgreements.status, 'created')))
        .returning({ id: bkashAgreements.id });
      return claimed.length === 1;
    },

    async releaseAgreementExecution(paymentId: string) {
      await db
        .update(bkashAgreements)
        .set({ status: 'created', updatedAt: sql`now()` })
        .where(and(eq(bkashAgreements.paymentId, paymentId), eq(bkashAgreements.status, 'executing')));
    },

    /** The agreement bKash made: active with its agreementID and the masked wallet, once. */
    async activateBkashAgreement(
      paymentId: string,
      made: { agreementId: string; wallet: string },
    ): Promise<BkashAgreementRow | null> {
      const [row] = await db
        .update(bkashAgreements)
        .set({ ...made, status: 'active', updatedAt: sql`now()` })
        .where(and(eq(bkashAgreements.paymentId, paymentId), inArray(bkashAgreements.status, ['created', 'executing'])))
        .returning();
      return row ?? null;
    },

    /** An agreement never made (the shopper cancelled, bKash refused, or it was made for someone else). */
    async failBkashAgreement(paymentId: string) {
      await db
        .update(bkashAgreements)
        .set({ status: 'failed', updatedAt: sql`now()` })
        .where(
          and(eq(bkashAgreements.paymentId, paymentId), inArray(bkashAgreements.status, ['created', 'executing'])),
        );
    },

    /** A saved wallet ends: removed by its owner, or found no longer valid at bKash. */
    async cancelBkashAgreement(id: string) {
      await db
        .update(bkashAgreements)
        .set({ status: 'cancelled', updatedAt: sql`now()` })
        .where(and(eq(bkashAgreements.id, id), eq(bkashAgreements.status, 'active')));
    },

    async insertNagadPayment(payment: { paymentRefId: string; transactionId: string; amountPoisha: number }) {
      await db.insert(nagadPayments).values(payment);
    },

    async nagadPayment(paymentRefId: string): Promise<NagadPaymentRow | null> {
      const [row] = await db.select().from(nagadPayments).where(eq(nagadPayments.paymentRefId, paymentRefId));
      return row ?? null;
    },

    /** The Nagad payments opened for an order, newest first. */
    nagadPaymentsOf(transactionId: string): Promise<NagadPaymentRow[]> {
      return db
        .select()
        .from(nagadPayments)
        .where(eq(nagadPayments.transactionId, transactionId))
        .orderBy(sql`${nagadPayments.createdAt} desc`);
    },

    /** Records what Nagad's verify said in the end: completed with its transaction id, or failed. */
    async settleNagadPayment(
      paymentRefId: string,
      outcome: { state: 'completed'; issuerPaymentRef: string } | { state: 'failed' },
    ) {
      await db
        .update(nagadPayments)
        .set({ ...outcome, updatedAt: sql`now()` })
        .where(and(eq(nagadPayments.paymentRefId, paymentRefId), eq(nagadPayments.state, 'created')));
    },

    /** Claims the one recording of a late payment's refund: true for the caller that may record it. */
    async claimNagadRefund(paymentRefId: string): Promise<boolean> {
      const claimed = await db
        .update(nagadPayments)
        .set({ refundRecordedAt: sql`now()`, updatedAt: sql`now()` })
        .where(and(eq(nagadPayments.paymentRefId, paymentRefId), isNull(nagadPayments.refundRecordedAt)))
        .returning({ paymentRefId: nagadPayments.paymentRefId });
      return claimed.length === 1;
    },

    async releaseNagadRefund(paymentRefId: string) {
      await db
        .update(nagadPayments)
        .set({ refundRecordedAt: null })
        .where(eq(nagadPayments.paymentRefId, paymentRefId));
    },
  };
}

export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
