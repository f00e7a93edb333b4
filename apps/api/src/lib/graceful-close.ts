/**
 * Closing the HTTP side without dropping anyone: stop accepting, let the requests in flight finish,
 * and end each keep-alive connection as soon as it has nothing in flight. Fastify alone closes the
 * connections idle at the moment it is closed; one that was busy then (an order being placed) and
 * falls idle afterwards would be kept until its keep-alive timeout (72 s), holding the process up.
 */
import type { FastifyInstance } from 'fastify';

/** How often connections that fell idle since the close began are ended. */
const IDLE_SWEEP_MS = 100;

declare module 'fastify' {
  interface FastifyInstance {
    /** Closes the app without dropping a request in flight (the caller bounds its time). */
    closeGracefully(): Promise<void>;
  }
}

/** Registered while the app is built, before it is ready: gives it `closeGracefully`. */
export function registerGracefulClose(app: FastifyInstance): void {
  let closing = false;
  // Answers sent while closing tell the client not to reuse the connection, and Node ends it after them.
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
  app.decorate('closeGracefully', async () => {
    closing = true;
    const sweep = setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS);
    try {
      await app.close();
    } finally {
      clearInterval(sweep);
    }
  });
}
