import type { Server } from 'node:http';
import { METADATA_ENCODING_KEY } from '@temporalio/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { listen } from '../../src/net/listen';
import { createLogger } from '../../src/log';
import {
  CODEC_MAX_BODY_BYTES,
  codecCorsOrigins,
  codecEndpoint,
  createCodecServer,
} from '../../src/temporal/codec-server';
import { EncryptionCodec } from '../../src/temporal/payload-codec';
import { payloadKeysFor } from '../../src/temporal/payload-key-source';
import { newPayloadKeySetting } from '../../src/payload-keys';
import { payloadToJson } from '../../src/temporal/payload-json';
import { msUntilSlowHeadersCutOff } from '../../support/http';

const UI = 'http://127.0.0.1:8233';
const b64 = (s: string) => Buffer.from(s).toString('base64');
const SECRET = 'Transcript: the candidate explained consistent hashing';
const plainJson = { metadata: { [METADATA_ENCODING_KEY]: b64('json/plain') }, data: b64(JSON.stringify(SECRET)) };

describe('codec server (Temporal UI decodes encrypted payloads through it)', () => {
  const setting = newPayloadKeySetting('ui');
  const codec = new EncryptionCodec(payloadKeysFor(loadConfig({ TEMPORAL_PAYLOAD_KEYS: setting })));
  const logs: string[] = [];
  let server: Server;
  let base: string;
  beforeAll(async () => {
    server = createCodecServer({ codec, origins: [UI], log: createLogger('info', {}, (l) => logs.push(l)) });
    base = `http://127.0.0.1:${await listen(server, 0, '127.0.0.1')}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Namespace': 'default', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const encrypted = async () =>
    payloadToJson(
      (
        await codec.encode([
          {
            metadata: { [METADATA_ENCODING_KEY]: Buffer.from('json/plain') },
            data: Buffer.from(JSON.stringify(SECRET)),
          },
        ])
      )[0]!,
    );

  it('POST /decode returns the original payloads in proto3 JSON (also under a namespace path, as the CLI calls it)', async () => {
    const payload = await encrypted();
    expect(Buffer.from(payload.data, 'base64').toString('latin1')).not.toContain('consistent hashing');
    for (const path of ['/decode', '/default/decode']) {
      const res = await post(path, { payloads: [payload, plainJson] }, { Origin: UI });
      expect(res.status).toBe(200);
      expect(res.headers.get('access-control-allow-origin')).toBe(UI);
      expect(await res.json()).toEqual({ payloads: [plainJson, plainJson] });
    }
  });

  it("a client that stops half-way through its headers is cut off, not held for Node's minutes", async () => {
    expect(await msUntilSlowHeadersCutOff(base, 'POST /decode HTTP/1.1')).toBeLessThan(20_000);
  }, 30_000);

  it('POST /encode encrypts what /decode opens', async () => {
    const enc = (await (await post('/encode', { payloads: [plainJson] })).json()) as {
      payloads: Array<{ metadata: Record<string, string>; data: string }>;
    };
    expect(Buffer.from(enc.payloads[0]!.metadata.encoding!, 'base64').toString()).toBe('binary/encrypted');
    expect(Buffer.from(enc.payloads[0]!.metadata['encryption-key-id']!, 'base64').toString()).toBe('ui');
    expect(await (await post('/decode', enc)).json()).toEqual({ payloads: [plainJson] });
  });

  it('a payload its keys cannot open is returned as it is (the rest still decode); the log names the key id only', async () => {
    const other = new EncryptionCodec(
      payloadKeysFor(loadConfig({ TEMPORAL_PAYLOAD_KEYS: newPayloadKeySetting('retired') })),
    );
    const foreign = payloadToJson(
      (await other.encode([{ metadata: { encoding: Buffer.from('json/plain') }, data: Buffer.from('"x"') }]))[0]!,
    );
    const res = await post('/decode', { payloads: [foreign, await encrypted()] });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ payloads: [foreign, plainJson] });
    expect(logs.some((l) => l.includes('payload left encrypted') && l.includes('no key with id \\"retired\\"'))).toBe(
      true,
    );
  });

  it("answers the UI origin's CORS preflight (X-Namespace allowed), and refuses other origins", async () => {
    const preflight = (origin: string) =>
      fetch(`${base}/decode`, {
        method: 'OPTIONS',
        headers: {
          Origin: origin,
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'content-type,x-namespace',
        },
      });
    const ok = await preflight(UI);
    expect(ok.status).toBe(204);
    expect(ok.headers.get('access-control-allow-origin')).toBe(UI);
    expect(ok.headers.get('access-control-allow-methods')).toContain('POST');
    expect(ok.headers.get('access-control-allow-headers')!.toLowerCase().split(/,\s*/)).toEqual(
      expect.arrayContaining(['content-type', 'x-namespace']),
    );
    const evil = await preflight('https://evil.example');
    expect(evil.status).toBe(403);
    expect(evil.headers.get('access-control-allow-origin')).toBeNull();
    const post403 = await post('/decode', { payloads: [await encrypted()] }, { Origin: 'https://evil.example' });
    expect(post403.status).toBe(403);
    expect(await post403.text()).not.toContain('consistent');
  });

  it.each([
    ['malformed JSON', '{"payloads": [', 400],
    ['not the protocol shape', { payloads: 'x' }, 400],
    ['data that is not base64', { payloads: [{ metadata: {}, data: 'not base64!' }] }, 400],
  ])('%s: 400, with no stack trace', async (_name, body, status) => {
    const res = await post('/decode', body);
    expect(res.status).toBe(status);
    const text = await res.text();
    expect(JSON.parse(text).error).toEqual(expect.any(String));
    expect(text).not.toMatch(/\bat \S+ \(|\.ts:\d+/);
  });

  it(`a body over ${CODEC_MAX_BODY_BYTES} bytes is 413, declared or not`, async () => {
    const big = JSON.stringify({ payloads: [{ data: 'A'.repeat(CODEC_MAX_BODY_BYTES) }] });
    expect((await post('/decode', big)).status).toBe(413);
    // Streamed without a Content-Length: stopped once past the cap.
    const chunks = [Buffer.from(big.slice(0, 1_000_000)), Buffer.from(big.slice(1_000_000))];
    const streamed = await fetch(`${base}/decode`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: new ReadableStream({ pull: (c) => (chunks.length ? c.enqueue(chunks.shift()!) : c.close()) }),
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(413);
    // Just under the cap is read (and refused only for its shape, here fine).
    expect((await post('/decode', { payloads: [{ data: 'A'.repeat(1_000_000) }] })).status).toBe(200);
  });

  it('other paths 404, other methods 405, other media types 415', async () => {
    expect((await post('/', { payloads: [] })).status).toBe(404);
    expect((await post('/decode/extra', { payloads: [] })).status).toBe(404);
    expect((await fetch(`${base}/healthz`)).status).toBe(404);
    const get = await fetch(`${base}/decode`);
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST, OPTIONS');
    expect((await post('/decode', '{"payloads":[]}', { 'Content-Type': 'text/plain' })).status).toBe(415);
  });

  it('logs one line per request and never a payload', () => {
    expect(logs.length).toBeGreaterThan(10);
    for (const line of logs) {
      expect(line).not.toContain(plainJson.data);
      expect(line).not.toContain('consistent hashing');
    }
    expect(logs.some((l) => /"msg":"codec request","method":"POST","path":"decode","status":200/.test(l))).toBe(true);
  });

  it('defaults: the dev UI origins on TEMPORAL_UI_PORT; the endpoint the dev UI is given', () => {
    expect(codecCorsOrigins(loadConfig({ TEMPORAL_UI_PORT: '9233' }))).toEqual([
      'http://127.0.0.1:9233',
      'http://localhost:9233',
    ]);
    expect(codecEndpoint(loadConfig({}))).toBe('http://127.0.0.1:8234');
    expect(codecEndpoint(loadConfig({ CODEC_SERVER_HOST: '0.0.0.0', CODEC_SERVER_PORT: '9000' }))).toBe(
      'http://127.0.0.1:9000',
    );
  });
});
