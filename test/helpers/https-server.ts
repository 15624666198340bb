import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import https from 'node:https';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/** An HTTPS server on 127.0.0.1 with a throwaway self-signed certificate (localhost, resume.test). */
export async function startHttpsServer(routes: Record<string, Handler>) {
  const dir = mkdtempSync(join(tmpdir(), 'hiring-tls-'));
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,DNS:resume.test,IP:127.0.0.1',
      '-keyout',
      join(dir, 'key.pem'),
      '-out',
      join(dir, 'cert.pem'),
    ],
    { stdio: 'ignore' },
  );
  const cert = readFileSync(join(dir, 'cert.pem'), 'utf8');
  const server = https.createServer({ key: readFileSync(join(dir, 'key.pem')), cert }, (req, res) => {
    const h = routes[req.url ?? '/'];
    if (h) return h(req, res);
    res.writeHead(404).end();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const port = (server.address() as AddressInfo).port;
  const caFile = join(dir, 'ca.pem');
  writeFileSync(caFile, cert);
  return {
    port,
    cert,
    caFile,
    url: (path: string, host = 'resume.test') => `https://${host}:${port}${path}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export const textRoute =
  (body: string, delayMs = 0): Handler =>
  (_req, res) => {
    const send = () => res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' }).end(body);
    if (delayMs) setTimeout(send, delayMs).unref();
    else send();
  };

export const bytesRoute =
  (body: Buffer, contentType: string): Handler =>
  (_req, res) => {
    res.writeHead(200, { 'content-type': contentType }).end(body);
  };
