/**
 * The yardstick: Fastify with one route answering a fixed JSON body (a real listing page, so the
 * bytes on the wire match), no database, no validation. Our throughput is reported as a share of this.
 */
import { readFileSync } from 'node:fs';

import Fastify from 'fastify';

const body = readFileSync(process.env.BARE_BODY_FILE, 'utf8');
const app = Fastify({ logger: false });
app.get('/bare', (_request, reply) => reply.type('application/json; charset=utf-8').send(body));
await app.listen({ port: Number(process.env.PORT), host: process.env.HOST });
