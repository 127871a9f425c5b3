/**
 * A TCP proxy on a port of its own that can be switched off and on again, for tests of a service that
 * goes down and comes back (headless/faults/chainFaults.int.test.ts). While off it keeps its port but
 * resets every connection, open or new, as a crashed server's port would; when on it forwards to the
 * target it is given. Stopping a service and starting it again on the same port instead races any
 * other process that is handed that port in between (test files run in parallel, each starting
 * anvils on ports the system picks).
 */
import { createConnection, createServer, type Server, type Socket } from 'node:net';

/** The running proxy. */
export interface SwitchableTcpProxy {
  /** http://127.0.0.1:<port>: the address the clients under test use. */
  url: string;
  /** Reset every open connection and each new one until `on`. */
  off(): void;
  /** Forward new connections to 127.0.0.1:`targetPort`. */
  on(targetPort: number): void;
  close(): Promise<void>;
}

/** A proxy forwarding to 127.0.0.1:`targetPort`. */
export async function startSwitchableTcpProxy(targetPort: number): Promise<SwitchableTcpProxy> {
  let target: number | undefined = targetPort;
  // Each open connection: the client's socket and the one to the target.
  const open = new Map<Socket, Socket>();
  const server: Server = createServer((client) => {
    if (target === undefined) {
      client.resetAndDestroy();
      return;
    }
    const upstream = createConnection({ host: '127.0.0.1', port: target });
    open.set(client, upstream);
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.resetAndDestroy());
    client.on('close', () => open.delete(client));
    upstream.on('close', () => client.destroy());
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the proxy has no port');
  const off = () => {
    target = undefined;
    for (const [client, upstream] of open) {
      upstream.destroy();
      client.resetAndDestroy();
    }
    open.clear();
  };
  return {
    url: `http://127.0.0.1:${address.port}`,
    off,
    on(port) {
      target = port;
    },
    close() {
      off();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
