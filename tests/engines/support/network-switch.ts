import { request as httpRequest, createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/**
 * An HTTP proxy the test owns, between the browser and everything the page talks to (the app's
 * server and the emulators, all on 127.0.0.1). Switched off, it drops every request and every
 * open connection without an answer, as a phone whose signal is gone: the browser's own offline
 * switch is not reachable from every engine's automation (WebKit's classic WebDriver has none),
 * and this one reaches the service worker's requests too.
 *
 * It can also put one script of the harness's own at the top of the app's pages (`inject`), for
 * engines whose automation cannot run a script before the page's own (see page-watch.ts). That
 * script is served by the proxy itself, from the page's origin, so production's CSP
 * (`script-src 'self'`) allows it, and it keeps being served while the switch is off.
 */
export interface NetworkSwitch {
  /** host:port, for the browser's proxy settings. */
  readonly address: string;
  readonly port: number;
  setOnline(online: boolean): void;
  close(): Promise<void>;
}

export interface NetworkSwitchOptions {
  /** The app's origin: only its HTML pages get the injected script. */
  appOrigin: string;
  inject?: { path: string; source: string };
}

export async function startNetworkSwitch(options: NetworkSwitchOptions): Promise<NetworkSwitch> {
  let online = true;
  const sockets = new Set<Socket>();
  const server: Server = createServer((req, res) => {
    const target = targetOf(req);
    if (!target) {
      res.writeHead(400).end('The network switch only forwards absolute http:// URLs.');
      return;
    }
    const inject = options.inject;
    if (inject && target.origin === options.appOrigin && target.pathname === inject.path) {
      res.writeHead(200, {
        'content-type': 'text/javascript; charset=utf-8',
        'cache-control': 'no-store',
      });
      res.end(inject.source);
      return;
    }
    if (!online) {
      req.socket.destroy();
      return;
    }
    const upstream = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: target.pathname + target.search,
        headers: withoutProxyHeaders(
          req.headers,
          inject !== undefined && target.origin === options.appOrigin,
        ),
      },
      (answer) => {
        const isPage =
          inject !== undefined &&
          target.origin === options.appOrigin &&
          (answer.headers['content-type'] ?? '').startsWith('text/html');
        if (!isPage) {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const html = Buffer.concat(chunks)
            .toString('utf8')
            .replace(/<head>/i, `<head><script src="${inject.path}"></script>`);
          const headers = { ...answer.headers };
          delete headers['content-length'];
          delete headers['content-encoding'];
          delete headers.etag;
          res.writeHead(answer.statusCode ?? 502, headers);
          res.end(html);
        });
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  // Nothing the app uses needs a tunnel (no https, no websocket): refuse them outright.
  server.on('connect', (_req, socket: Socket) => socket.destroy());
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    address: `127.0.0.1:${port}`,
    port,
    setOnline(value) {
      online = value;
      // Connections kept alive from before would otherwise still carry requests.
      if (!value) for (const socket of sockets) socket.destroy();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

function targetOf(req: IncomingMessage): URL | null {
  try {
    const url = new URL(req.url ?? '');
    return url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

function withoutProxyHeaders(headers: IncomingMessage['headers'], plain: boolean) {
  const copy = { ...headers };
  delete copy['proxy-connection'];
  delete copy['proxy-authorization'];
  // The app's pages are rewritten on their way: ask for them uncompressed.
  if (plain) delete copy['accept-encoding'];
  return copy;
}
