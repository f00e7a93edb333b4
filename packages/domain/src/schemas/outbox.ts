import { z } from 'zod';

/** A message as the development outbox shows it (GET /dev/outbox; never in production). */
export const OutboxMessageSchema = z.object({
  _id: z.string(),
  channel: z.enum(['email', 'sms']),
  recipient: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  status: z.enum(['pending', 'sent', 'failed']),
  createdAt: z.string(),
});
export type OutboxMessage = z.infer<typeof OutboxMessageSchema>;
