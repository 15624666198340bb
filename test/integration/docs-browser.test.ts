import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenApiDocument } from '../../src/http/openapi/document';
import { startTestApp, type TestApp } from '../../support/app';
import { call } from '../../support/http';

// Debian's Chromium, driven by playwright-core, opens /docs on the real API, waits for
// the reference to render from /openapi.json, finds every operation and saves a screenshot.
// No request may leave the API's origin (the page works offline). A missing Chromium is a
// failure, not a skip: npm test installs it (scripts/ensure-chromium.ts), in CI too.

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const OUTPUT_DIR = fileURLToPath(new URL('../../test-output/', import.meta.url));
const SCREENSHOT = join(OUTPUT_DIR, 'docs.png');
const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

describe('GET /docs in a real browser', () => {
  let app: TestApp;
  let doc: OpenApiDocument;
  let context: BrowserContext | undefined;
  let userDataDir: string | undefined;

  beforeAll(async () => {
    app = await startTestApp({ worker: true });
    doc = (await call(app.baseUrl, 'GET', '/openapi.json')).body;
  });
  afterAll(async () => {
    await context?.close();
    if (userDataDir) rmSync(userDataDir, { recursive: true, force: true });
    await app?.close();
  });

  it('renders the reference with every operation and the guidance, offline, and saves a screenshot', async () => {
    if (!existsSync(CHROMIUM)) {
      throw new Error(
        `Chromium not found at ${CHROMIUM}. Install Debian's package (apt-get update && apt-get install -y chromium) or set CHROMIUM_PATH; npm test does this (scripts/ensure-chromium.ts).`,
      );
    }
    userDataDir = mkdtempSync(join(tmpdir(), 'hiring-docs-chromium-'));
    context = await chromium.launchPersistentContext(userDataDir, {
      executablePath: CHROMIUM,
      headless: true,
      args: ARGS,
      viewport: { width: 1280, height: 900 },
    });
    const page = context.pages()[0] ?? (await context.newPage());
    const origin = new URL(app.baseUrl).origin;
    const foreign: string[] = [];
    const failed: string[] = [];
    const problems: string[] = [];
    page.on('request', (r) => {
      if (!r.url().startsWith(origin) && !r.url().startsWith('data:')) foreign.push(r.url());
    });
    page.on('requestfailed', (r) => failed.push(`${r.url()} ${r.failure()?.errorText}`));
    page.on('response', (r) => {
      if (r.status() >= 400) failed.push(`${r.url()} ${r.status()}`);
    });
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push(m.text());
    });
    page.on('pageerror', (e) => problems.push(e.message));

    const res = await page.goto(`${app.baseUrl}/docs`, { waitUntil: 'load' });
    expect(res?.status()).toBe(200);
    await page.waitForSelector('.opblock-summary-path', { timeout: 30_000 });

    const expected = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`),
    );
    expect(expected.length).toBeGreaterThanOrEqual(4);
    const rendered = await page.$$eval('.opblock-summary', (els) =>
      els.map(
        (e) =>
          `${e.querySelector('.opblock-summary-method')?.textContent?.trim()} ${e.querySelector('.opblock-summary-path')?.getAttribute('data-path') ?? e.querySelector('.opblock-summary-path')?.textContent?.trim()}`,
      ),
    );
    expect([...rendered].sort()).toEqual([...expected].sort());

    // The guidance of info.description is rendered Markdown.
    const info = await page.locator('.information-container').innerText();
    for (const text of [
      'Authentication',
      'Rate limits',
      'Idempotency',
      'Asynchronous jobs and polling',
      '12 polls',
      'X-RateLimit-Remaining',
    ])
      expect(info).toContain(text);

    // One operation opened: its statuses and scope come from the document.
    await page.locator('.opblock-summary-path[data-path="/api/v1/external/ai/match-jobs"]').first().click();
    await page.waitForSelector('.opblock.is-open .responses-table');
    const codes = await page.$$eval('.opblock.is-open .responses-table > tbody > tr.response', (rows) =>
      rows.map((r) => r.getAttribute('data-code')),
    );
    const op = doc.paths['/api/v1/external/ai/match-jobs']!.post!;
    expect(codes.sort()).toEqual(Object.keys(op.responses).sort());
    expect(await page.locator('.opblock.is-open').innerText()).toContain('ai:match');
    mkdirSync(OUTPUT_DIR, { recursive: true });
    await page.locator('.opblock.is-open').screenshot({ path: join(OUTPUT_DIR, 'docs-match-jobs.png') });
    await page.locator('.opblock-summary-path[data-path="/api/v1/external/ai/match-jobs"]').first().click();
    await page.waitForSelector('.opblock.is-open', { state: 'detached' });

    await page.screenshot({ path: SCREENSHOT, fullPage: true });
    expect(existsSync(SCREENSHOT)).toBe(true);

    expect(foreign, 'requests outside the API origin').toEqual([]);
    expect(failed, 'failed requests').toEqual([]);
    expect(problems, 'console errors (a CSP violation shows here)').toEqual([]);
  });
});
