// fetchResumeText against a real HTTPS server on 127.0.0.1 with a self-signed certificate made
// here with openssl. All traffic stays on loopback: host names are answered by an injected
// resolver (resume.test -> 127.0.0.1), and the pinned connection goes to that address only.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AppError } from '../../src/errors';
import { fetchResumeText, type ResolvedAddress, type ResumeFetchOptions } from '../../src/services/resume';
import { freePort } from '../../support/ports';
import {
  buildDocx,
  buildPdf,
  PNG_BYTES,
  RESUME_HTML,
  RESUME_MD,
  RESUME_TEXT,
  SHORT_TEXT,
} from '../../support/fixtures/resume-documents';

const HOST = 'resume.test';
const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const SIX_MIB = 6 * 1024 * 1024;

let dir: string;
let cert: string;
let server: https.Server;
let port: number;
let tcpConnections = 0;
const hits: string[] = [];
const timers = new Set<NodeJS.Timeout>();

function send(
  res: ServerResponse,
  status: number,
  type: string | null,
  body: string | Buffer,
  extra: Record<string, string> = {},
) {
  res.on('error', () => {});
  const headers: Record<string, string> = { ...extra };
  if (type) headers['content-type'] = type;
  headers['content-length'] = String(Buffer.byteLength(body));
  res.writeHead(status, headers);
  res.end(body);
}

function handle(req: IncomingMessage, res: ServerResponse): void {
  const path = req.url ?? '/';
  hits.push(path);
  res.on('error', () => {});
  const redirect = /^\/redirect\/(\d+)$/.exec(path);
  if (redirect) {
    const n = Number(redirect[1]);
    if (n === 0) return send(res, 200, 'text/plain; charset=utf-8', RESUME_TEXT);
    return send(res, 302, null, '', { location: `/redirect/${n - 1}` });
  }
  switch (path) {
    case '/resume.txt':
      return send(res, 200, 'text/plain; charset=utf-8', RESUME_TEXT);
    case '/partial.txt': // a part nobody asked for (no Range was sent)
      return send(res, 206, 'text/plain; charset=utf-8', RESUME_TEXT.slice(0, 80), {
        'content-range': `bytes 0-79/${RESUME_TEXT.length}`,
      });
    case '/resume.md':
      return send(res, 200, 'text/markdown; charset=utf-8', RESUME_MD);
    case '/resume.html':
      return send(res, 200, 'text/html; charset=utf-8', RESUME_HTML);
    case '/resume.pdf':
      return send(
        res,
        200,
        'application/pdf',
        buildPdf([
          ['Jane Doe', 'Senior Backend Engineer: TypeScript, Node.js'],
          ['Second page: MySQL and Temporal since 2016'],
        ]),
      );
    case '/resume.docx':
      return send(
        res,
        200,
        DOCX_TYPE,
        buildDocx(['Jane Doe', 'Senior Backend Engineer with TypeScript and Node.js', 'Eight years of APIs.']),
      );
    case '/download': // a DOCX behind a generic type and no extension: magic bytes decide
      return send(
        res,
        200,
        'application/octet-stream',
        buildDocx(['Jane Doe, Senior Backend Engineer, TypeScript and Node.js expert']),
      );
    case '/resume.txt.gz':
      return send(res, 200, 'text/plain', gzipSync(RESUME_TEXT), { 'content-encoding': 'gzip' });
    case '/photo.png':
      return send(res, 200, 'image/png', PNG_BYTES);
    case '/short.txt':
      return send(res, 200, 'text/plain', SHORT_TEXT);
    case '/huge.txt':
      return send(res, 200, 'text/plain', Buffer.alloc(SIX_MIB, 'a'));
    case '/huge-chunked.txt': {
      // No Content-Length: the client must stop reading at the cap.
      res.writeHead(200, { 'content-type': 'text/plain' });
      const chunk = Buffer.alloc(64 * 1024, 'a');
      let sent = 0;
      const pump = () => {
        while (sent < SIX_MIB && !res.destroyed) {
          sent += chunk.length;
          if (!res.write(chunk)) return void res.once('drain', pump);
        }
        res.end();
      };
      pump();
      return;
    }
    case '/echo': {
      const socket = req.socket as IncomingMessage['socket'] & { servername?: string };
      const body = `host=${req.headers.host} sni=${socket.servername} — padding to pass the fifty character minimum.`;
      return send(res, 200, 'text/plain; charset=utf-8', body);
    }
    case '/slow': {
      const t = setTimeout(() => send(res, 200, 'text/plain', RESUME_TEXT), 3_000);
      timers.add(t);
      req.on('close', () => clearTimeout(t));
      return;
    }
    case '/slow-body': {
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.write('Jane Doe, ');
      const t = setTimeout(() => res.end(RESUME_TEXT), 3_000);
      timers.add(t);
      req.on('close', () => clearTimeout(t));
      return;
    }
    case '/to-http':
      return send(res, 302, null, '', { location: `http://${HOST}:${port}/resume.txt` });
    case '/to-credentials':
      return send(res, 301, null, '', { location: `https://jane:secret@${HOST}:${port}/resume.txt` });
    case '/to-ip-literal':
      return send(res, 307, null, '', { location: `https://127.0.0.1:${port}/resume.txt` });
    default:
      return send(res, 404, 'text/plain', 'not found');
  }
}

function resolver(map: Record<string, string>) {
  return vi.fn(async (hostname: string): Promise<ResolvedAddress[]> => {
    const address = map[hostname];
    if (!address) throw Object.assign(new Error(`ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return [{ address, family: 4 }];
  });
}

/** Local test options: resume.test -> 127.0.0.1, allowed because allowPrivate is on. */
function local(extra: Partial<ResumeFetchOptions> = {}): ResumeFetchOptions {
  return {
    allowPrivate: true,
    resolve: resolver({ [HOST]: '127.0.0.1', 'wrong-name.test': '127.0.0.1' }),
    ca: cert,
    ...extra,
  };
}

const url = (path: string) => `https://${HOST}:${port}${path}`;

async function failure(promise: Promise<unknown>): Promise<AppError> {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  return err as AppError;
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'resume-fetch-'));
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      join(dir, 'key.pem'),
      '-out',
      join(dir, 'cert.pem'),
      '-subj',
      '/CN=localhost',
      '-addext',
      `subjectAltName=DNS:localhost,DNS:${HOST},IP:127.0.0.1`,
      '-days',
      '1',
    ],
    { stdio: 'ignore' },
  );
  cert = readFileSync(join(dir, 'cert.pem'), 'utf8');
  server = https.createServer({ key: readFileSync(join(dir, 'key.pem')), cert }, handle);
  server.on('connection', () => tcpConnections++);
  server.on('tlsClientError', () => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  for (const t of timers) clearTimeout(t);
  server?.closeAllConnections();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('fetchResumeText over real HTTPS on loopback (R20)', () => {
  it('reads a .txt resume (one TCP connection to the local server)', async () => {
    const before = tcpConnections;
    expect(await fetchResumeText(url('/resume.txt'), local())).toBe(RESUME_TEXT);
    expect(tcpConnections).toBe(before + 1);
  });

  it('reads a .md resume', async () => {
    expect(await fetchResumeText(url('/resume.md'), local())).toContain('**Senior Backend Engineer** at Example Corp');
  });

  it('reads an .html resume without scripts and styles', async () => {
    const text = await fetchResumeText(url('/resume.html'), local());
    expect(text).toContain('Senior Backend Engineer with TypeScript, Node.js and MySQL.');
    expect(text).not.toMatch(/do-not-extract|also-not-extracted|color: red/);
  });

  it('reads a PDF, all pages', async () => {
    const text = await fetchResumeText(url('/resume.pdf'), local());
    expect(text).toContain('Senior Backend Engineer: TypeScript, Node.js');
    expect(text).toContain('Second page: MySQL and Temporal since 2016');
  });

  it('reads a DOCX, by type and by magic bytes', async () => {
    expect(await fetchResumeText(url('/resume.docx'), local())).toBe(
      'Jane Doe\n\nSenior Backend Engineer with TypeScript and Node.js\n\nEight years of APIs.',
    );
    expect(await fetchResumeText(url('/download'), local())).toContain('TypeScript and Node.js expert');
  });

  it('decodes a gzip Content-Encoding', async () => {
    expect(await fetchResumeText(url('/resume.txt.gz'), local())).toBe(RESUME_TEXT);
  });

  it('sends SNI and Host of the URL host name while connecting to the pinned address', async () => {
    const opts = local();
    const text = await fetchResumeText(url('/echo'), opts);
    expect(text).toContain(`host=${HOST}:${port} sni=${HOST} `);
    expect(opts.resolve).toHaveBeenCalledExactlyOnceWith(HOST);
  });

  it('refuses an image as RESUME_UNSUPPORTED', async () => {
    const err = await failure(fetchResumeText(url('/photo.png'), local()));
    expect(err.code).toBe('RESUME_UNSUPPORTED');
  });

  it('refuses a too-short text as RESUME_UNSUPPORTED', async () => {
    const err = await failure(fetchResumeText(url('/short.txt'), local()));
    expect(err.code).toBe('RESUME_UNSUPPORTED');
    expect(err.message).toMatch(/yields under 50 characters/);
  });

  it('refuses a 6 MiB body (declared and streamed) as RESUME_URL_UNREACHABLE', async () => {
    for (const path of ['/huge.txt', '/huge-chunked.txt']) {
      const err = await failure(fetchResumeText(url(path), local()));
      expect(err.code).toBe('RESUME_URL_UNREACHABLE');
      expect(err.message).toMatch(/larger than 5 MiB/);
    }
  });

  it('reports a 404 as RESUME_URL_UNREACHABLE', async () => {
    const err = await failure(fetchResumeText(url('/missing'), local()));
    expect(err.code).toBe('RESUME_URL_UNREACHABLE');
    expect(err.message).toMatch(/HTTP 404/);
  });

  it('reports an unasked-for 206 (part of the file) as RESUME_URL_UNREACHABLE, not as the resume', async () => {
    const err = await failure(fetchResumeText(url('/partial.txt'), local()));
    expect(err.code).toBe('RESUME_URL_UNREACHABLE');
    expect(err.message).toMatch(/HTTP 206/);
  });

  it('times out on slow headers and on a slow body', async () => {
    for (const path of ['/slow', '/slow-body']) {
      const started = Date.now();
      const err = await failure(fetchResumeText(url(path), local({ timeoutMs: 300 })));
      expect(err.code).toBe('RESUME_URL_UNREACHABLE');
      expect(err.message).toMatch(/within 0.3 s/);
      expect(Date.now() - started).toBeLessThan(2_500);
    }
  });

  it('follows a chain of 3 redirects', async () => {
    hits.length = 0;
    expect(await fetchResumeText(url('/redirect/3'), local())).toBe(RESUME_TEXT);
    expect(hits).toEqual(['/redirect/3', '/redirect/2', '/redirect/1', '/redirect/0']);
  });

  it('refuses a 4th redirect without following it', async () => {
    hits.length = 0;
    const err = await failure(fetchResumeText(url('/redirect/4'), local()));
    expect(err.code).toBe('RESUME_URL_UNREACHABLE');
    expect(err.message).toMatch(/redirected more than 3 times/);
    expect(hits).toEqual(['/redirect/4', '/redirect/3', '/redirect/2', '/redirect/1']);
  });

  it('refuses a redirect to http: or with credentials as RESUME_URL_FORBIDDEN', async () => {
    for (const path of ['/to-http', '/to-credentials']) {
      hits.length = 0;
      const err = await failure(fetchResumeText(url(path), local()));
      expect(err.code).toBe('RESUME_URL_FORBIDDEN');
      expect(hits).toEqual([path]);
    }
  });

  it('re-checks a redirect to an IP literal (allowed only because allowPrivate is on)', async () => {
    expect(await fetchResumeText(url('/to-ip-literal'), local())).toBe(RESUME_TEXT);
    const before = tcpConnections;
    const err = await failure(fetchResumeText(url('/to-ip-literal'), local({ allowPrivate: false })));
    expect(err.code).toBe('RESUME_URL_FORBIDDEN');
    expect(tcpConnections).toBe(before); // the first hop (resume.test -> 127.0.0.1) was refused already
  });

  it('with allowPrivate=false refuses the same local server as loopback BEFORE connecting', async () => {
    const before = tcpConnections;
    const opts = local({ allowPrivate: false });
    const err = await failure(fetchResumeText(url('/resume.txt'), opts));
    expect(err.code).toBe('RESUME_URL_FORBIDDEN');
    expect(err.message).not.toContain('127.0.0.1');
    expect(opts.resolve).toHaveBeenCalledExactlyOnceWith(HOST);

    for (const literal of [
      `https://127.0.0.1:${port}/resume.txt`,
      `https://2130706433:${port}/resume.txt`,
      `https://0x7f000001:${port}/resume.txt`,
    ]) {
      const e = await failure(fetchResumeText(literal, local({ allowPrivate: false })));
      expect(e.code).toBe('RESUME_URL_FORBIDDEN');
    }
    expect(tcpConnections).toBe(before);
  });

  it('fails TLS for an untrusted certificate or a wrong name, as RESUME_URL_UNREACHABLE', async () => {
    const noCa = await failure(fetchResumeText(url('/resume.txt'), local({ ca: undefined })));
    expect(noCa.code).toBe('RESUME_URL_UNREACHABLE');
    expect(noCa.message).toMatch(/TLS/);
    const wrongName = await failure(fetchResumeText(`https://wrong-name.test:${port}/resume.txt`, local()));
    expect(wrongName.code).toBe('RESUME_URL_UNREACHABLE');
    expect(wrongName.message).toMatch(/TLS/);
    expect(wrongName.message).not.toContain('127.0.0.1');
  });

  it('reports a refused connection without the address', async () => {
    const closed = await freePort();
    const err = await failure(fetchResumeText(`https://${HOST}:${closed}/resume.txt`, local()));
    expect(err.code).toBe('RESUME_URL_UNREACHABLE');
    expect(err.message).toBe('resume_url could not be downloaded: the connection was refused');
  });
});
