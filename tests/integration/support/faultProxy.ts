import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/**
 * How the proxy treats requests: `pass` forwards them, `down` refuses connections (the port is
 * closed, as when the api process is stopped), `hang` accepts and never answers, `error500`
 * answers 500 without asking the api, `dropResponse` forwards the request and cuts the connection
 * once the api has answered (the work is done, the caller never hears of it).
 */
export type FaultMode = 'pass' | 'down' | 'hang' | 'error500' | 'dropResponse';

export interface FaultProxy {
  url: string;
  /** Every request that reached the proxy, in order (`POST /events`). */
  requests: { method: string; path: string }[];
  setMode(mode: FaultMode): Promise<void>;
  close(): Promise<void>;
}

/** A loopback HTTP proxy in front of `target` that records requests and injects faults. */
export async function startFaultProxy(target: string): Promise<FaultProxy> {
  const upstream = new URL(target);
  let mode: FaultMode = 'pass';
  const requests: FaultProxy['requests'] = [];
  const sockets = new Set<Socket>();

  const server: Server = createServer((req, res) => {
    const entry = { method: req.method ?? 'GET', path: req.url ?? '/' };
    requests.push(entry);
    if (mode === 'hang') return;
    if (mode === 'error500') {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ statusCode: 500, error: 'Internal Server Error', message: 'Injected failure' }));
      return;
    }
    const proxied = httpRequest(
      { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        if (mode === 'dropResponse') {
          answer.resume();
          answer.on('end', () => res.destroy());
          return;
        }
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    proxied.on('error', () => res.destroy());
    req.pipe(proxied);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;

  const closeServer = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      for (const socket of sockets) socket.destroy();
    });

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    async setMode(next) {
      if (next === mode) return;
      if (next === 'down') await closeServer();
      if (mode === 'down') await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
      if (mode === 'hang') for (const socket of sockets) socket.destroy();
      mode = next;
    },
    async close() {
      if (mode !== 'down') await closeServer();
    },
  };
}
