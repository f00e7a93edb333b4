/**
 * /metrics in Prometheus's text format (prom-client): the process (event-loop lag, heap, CPU), each
 * request's duration by method, route pattern and status, the database pool and the response
 * cache; the modules add their own counters to the same registry. Only this machine, or whoever
 * brings METRICS_TOKEN as a bearer, may read it; anyone else, including a stranger whose request a
 * trusted proxy forwards, gets the 404 of a route that does not exist (docs/decisions/066).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

import { bearerMatches } from './bearer.ts';
import { isLocalRequest } from './dev-access.ts';
import { routeNotFound } from './error-handler.ts';
import type { ResponseCache } from './response-cache.ts';

/** Each app's own registry: tests build several apps in one process. */
export function createMetricsRegistry(): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  return registry;
}

/** A counter that reports a running total kept elsewhere (a plain field, cheaper than a label lookup per request). */
function countedElsewhere(registry: Registry, name: string, help: string, read: () => number): void {
  let reported = 0;
  new Counter({
    name,
    help,
    registers: [registry],
    collect() {
      const total = read();
      this.inc(total - reported);
      reported = total;
    },
  });
}

export interface MetricsOptions {
  registry: Registry;
  /** A bearer that may read /metrics from elsewhere (a Prometheus on another machine); null: this machine only. */
  token: string | null;
  responseCache: ResponseCache;
  /** The database pool's connections in use and requests waiting for one. */
  poolStats?: () => { inUse: number; waiting: number };
}

export function registerMetrics(app: FastifyInstance, options: MetricsOptions): void {
  const { registry, token, responseCache, poolStats } = options;
  const duration = new Histogram({
    name: 'dokan_http_request_duration_seconds',
    help: 'Time to answer a request, by method, route pattern and status (its _count is the request rate)',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  // The route's pattern ('/api/products/:id'), never the address asked for: one series per route, whatever is asked.
  app.addHook('onResponse', async (request, reply) => {
    duration.observe(
      { method: request.method, route: request.routeOptions.url ?? 'unmatched', status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });

  countedElsewhere(
    registry,
    'dokan_response_cache_hits_total',
    'Public reads answered from memory',
    () => responseCache.lookups.hits,
  );
  countedElsewhere(
    registry,
    'dokan_response_cache_misses_total',
    'Public reads computed and offered to the cache',
    () => responseCache.lookups.misses,
  );
  if (poolStats) {
    new Gauge({
      name: 'dokan_db_pool_in_use',
      help: 'Database connections running a statement or transaction',
      registers: [registry],
      collect() {
        this.set(poolStats().inUse);
      },
    });
    new Gauge({
      name: 'dokan_db_pool_waiting',
      help: 'Requests waiting for a free database connection',
      registers: [registry],
      collect() {
        this.set(poolStats().waiting);
      },
    });
  }

  const readersOnly = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isLocalRequest(request) && !bearerMatches(request, token)) return routeNotFound(request, reply);
  };
  app.get('/metrics', { onRequest: readersOnly, schema: { hide: true } }, async (_request, reply) => {
    reply.header('content-type', registry.contentType).header('cache-control', 'no-store');
    return registry.metrics();
  });
}
