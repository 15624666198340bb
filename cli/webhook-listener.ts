import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { verifySignature } from '../src/domain/webhooks/verify';

/** A development receiver's body cap: job events are far smaller. */
const MAX_BODY_BYTES = 1024 * 1024;

export interface ReceivedEvent {
  webhookId: string;
  receivedAt: string;
  /** The parsed body: `{type, timestamp, data}`. */
  event: { type?: unknown; timestamp?: unknown; data?: unknown };
}

export interface ListenerOptions {
  port: number;
  host: string;
  secret: string;
  onEvent(e: ReceivedEvent): void;
  onRejected(reason: string): void;
  now?: () => number;
}

export interface Listener {
  url: string;
  server: Server;
  close(): Promise<void>;
}

/**
 * The receiver behind `hiring webhooks listen`: every POST is verified as a Standard Webhooks
 * message under the given secret; a verified one answers 204 and is reported, anything else
 * answers 401 (or 413, 405) and is reported as rejected, with the reason and never a signature.
 */
export async function startWebhookListener(o: ListenerOptions): Promise<Listener> {
  const now = o.now ?? Date.now;
  const server = createServer((req, res) => {
    const answer = (status: number, reason?: string) => {
      if (reason) o.onRejected(reason);
      res.writeHead(status, { 'content-type': 'text/plain' }).end();
    };
    if (req.method !== 'POST') return answer(405, `${req.method} ${req.url}: only POST is received`);
    readCapped(req)
      .then((body) => {
        if (body === null) return answer(413, `a body over ${MAX_BODY_BYTES} bytes`);
        const header = (name: string) => {
          const v = req.headers[name];
          return Array.isArray(v) ? v.join(' ') : v;
        };
        const verdict = verifySignature(
          o.secret,
          { id: header('webhook-id'), timestamp: header('webhook-timestamp'), signature: header('webhook-signature') },
          body,
          now(),
        );
        if (!verdict.ok) return answer(401, verdict.reason);
        let event: ReceivedEvent['event'];
        try {
          event = JSON.parse(body);
        } catch {
          return answer(400, 'a signed body that is not JSON');
        }
        answer(204);
        o.onEvent({ webhookId: header('webhook-id')!, receivedAt: new Date(now()).toISOString(), event });
      })
      .catch(() => answer(400, 'the request body could not be read'));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(o.port, o.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const host = o.host.includes(':') ? `[${o.host}]` : o.host;
  return {
    url: `http://${host}:${port}/`,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

function readCapped(req: IncomingMessage): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let over = false;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > MAX_BODY_BYTES) over = true;
      else chunks.push(c);
    });
    req.on('end', () => resolve(over ? null : Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}
