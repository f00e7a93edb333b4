/**
 * Sends an event from the outbox to Meta's Conversions API: POST {graph}/{pixel}/events with the
 * event and the access token. An answer other than 2xx is retried by the outbox; an event older
 * than Meta takes (7 days) is dropped with a log line, as no later attempt could send it.
 */
import { type Sender, Undeliverable } from './dispatcher.ts';

/** Meta refuses events whose event_time is more than 7 days past; a minute's margin for the trip. */
const OLDEST_SECONDS = 7 * 24 * 3600 - 60;

export function metaGraphSender(graphUrl: string, accessToken: string): Sender {
  return async ({ recipient: pixelId, body }) => {
    const event = JSON.parse(body) as { event_name: string; event_time: number; event_id: string };
    if (Date.now() / 1000 - event.event_time > OLDEST_SECONDS) {
      throw new Undeliverable(`${event.event_name} ${event.event_id} is older than the 7 days Meta takes`);
    }
    const response = await fetch(`${graphUrl.replace(/\/$/, '')}/${encodeURIComponent(pixelId)}/events`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ data: [event], access_token: accessToken }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) {
      const answer = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
      throw new Error(`Meta answered ${response.status}: ${answer?.error?.message ?? 'no message'}`);
    }
  };
}
