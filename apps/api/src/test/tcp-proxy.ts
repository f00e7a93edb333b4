/**
 * A TCP proxy between the shop and a server it depends on (PostgreSQL, Redis), for fault tests and
 * the fault bench: it forwards bytes both ways until told to cut the connections (a server restart,
 * a failover), to go down (cut, and refuse new connections), or to stall (a network that drops
 * packets: nothing arrives, nothing fails, until it is restored). No test touches the real server.
 */
import { once } from 'node:events';
import net from 'node:net';

export interface TcpProxy {
  port: number;
  /** `url` (postgres://, redis://) pointing at the proxy instead of the server. */
  through(url: string): string;
  /** Connections currently open through the proxy. */
  readonly connections: number;
  /** Ends every open connection, both sides; new ones pass as before. */
  cut(): void;
  /** Ends every open connection and resets new ones at once, until `restore()`. */
  down(): void;
  /** Holds every byte, on open and new connections, until `restore()` delivers them. */
  stall(): void;
  restore(): void;
  close(): Promise<void>;
}

interface Pair {
  client: net.Socket;
  server: net.Socket;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const pairs = new Set<Pair>();
  let mode: 'open' | 'down' | 'stalled' = 'open';
  /** Bytes held during a stall, in arrival order, with the socket they are for. */
  let held: Array<[net.Socket, Buffer]> = [];

  const forward = (to: net.Socket) => (chunk: Buffer) => {
    if (mode === 'stalled') held.push([to, chunk]);
    else if (!to.destroyed) to.write(chunk);
  };

  const proxy = net.createServer((client) => {
    client.on('error', () => undefined);
    if (mode === 'down') {
      client.resetAndDestroy();
      return;
    }
    const server = net.connect(target.port, target.host);
    server.on('error', () => undefined);
    const pair = { client, server };
    pairs.add(pair);
    client.on('data', forward(server));
    server.on('data', forward(client));
    const end = () => {
      pairs.delete(pair);
      client.destroy();
      server.destroy();
    };
    client.on('close', end);
    server.on('close', end);
  });
  proxy.listen(0, '127.0.0.1');
  await once(proxy, 'listening');
  const { port } = proxy.address() as net.AddressInfo;

  const cutAll = () => {
    for (const { client, server } of pairs) {
      client.destroy();
      server.destroy();
    }
    pairs.clear();
  };

  return {
    port,
    through(url) {
      const address = new URL(url);
      address.hostname = '127.0.0.1';
      address.port = String(port);
      return address.toString();
    },
    get connections() {
      return pairs.size;
    },
    cut: cutAll,
    down() {
      mode = 'down';
      cutAll();
    },
    stall() {
      mode = 'stalled';
    },
    restore() {
      mode = 'open';
      const delivering = held;
      held = [];
      for (const [to, chunk] of delivering) if (!to.destroyed) to.write(chunk);
    },
    async close() {
      mode = 'down';
      cutAll();
      proxy.close();
      await once(proxy, 'close');
    },
  };
}

/** Where PostgreSQL and Redis listen for the tests (DATABASE_URL, REDIS_URL). */
export function hostAndPort(url: string, defaultPort: number): { host: string; port: number } {
  const address = new URL(url);
  return { host: address.hostname, port: Number(address.port || defaultPort) };
}
