/** The ways a message leaves the shop: an SMTP server for e-mail, an HTTP gateway for SMS. */
import nodemailer from 'nodemailer';

import type { Sender } from './dispatcher.ts';

export function smtpSender(smtpUrl: string, from: string): Sender {
  const transport = nodemailer.createTransport(smtpUrl);
  return async ({ recipient, subject, body }) => {
    await transport.sendMail({ from, to: recipient, subject: subject ?? '', text: body });
  };
}

/** POSTs {to, message} as JSON; most Bangladeshi SMS gateways take this shape behind a small adapter. */
export function httpSmsSender(gatewayUrl: string, token?: string): Sender {
  return async ({ recipient, body }) => {
    const response = await fetch(gatewayUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ to: recipient, message: body }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
  };
}
