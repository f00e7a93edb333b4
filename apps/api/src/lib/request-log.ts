import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/** Path segments that are secrets: the e-mail verification link (/user/verify/<token>) and its API twin. */
const SECRET_SEGMENT = /(\/user\/verify(?:-account)?\/)[^/?#]+/gi;
/** Query parameters that carry a secret, whatever the route. */
const SECRET_PARAMETER = /([?&](?:token|code|otp|password|secret|key|signature|val_id|authCode)=)[^&#]*/gi;

/** The URL as it may be written to a log: tokens and codes replaced, so a log reader cannot use them. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_SEGMENT, '$1[redacted]').replace(SECRET_PARAMETER, '$1[redacted]');
}

const READS = new Set(['GET', 'HEAD']);

/**
 * One JSON line per request, written when it completes: method, path, status, time and request id.
 * Successful reads are most of a shop's traffic and say little: `readsSample` keeps one in so many
 * of them (1 all, 0 none); writes and every error are always written.
 */
export class OneLinePerRequest extends LogController {
  private readonly readsEvery: number;
  private reads = 0;

  constructor({ readsSample = 1 }: { readsSample?: number } = {}) {
    super();
    this.readsEvery = readsSample > 0 ? Math.max(1, Math.round(1 / readsSample)) : 0;
  }

  override incomingRequest(): void {}

  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply): void {
    if (!error && reply.statusCode < 400 && READS.has(request.method) && !this.keepsRead()) return;
    const line = {
      method: request.method,
      url: redactUrl(request.url),
      statusCode: reply.statusCode,
      responseTime: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }

  private keepsRead(): boolean {
    if (this.readsEvery === 0) return false;
    return this.reads++ % this.readsEvery === 0;
  }
}
