import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { ParseRefused, ParserBusy, ParserPool, ParserUnavailable } from '../../../src/services/resume/parser-pool';
import { buildDocx, buildPdf, buildPdfBomb } from '../../../support/fixtures/resume-documents';

const reason = (p: Promise<unknown>) =>
  p.then(
    () => 'resolved',
    (e: unknown) => (e instanceof ParseRefused ? e.reason : `other: ${String(e)}`),
  );

// Threads start in ~300 ms alone, and much slower while the rest of the suite loads the machine:
// some tests here take ~3 s alone, more than the unit project's default 5 s allows under load.
describe('ParserPool (R20): PDF, DOCX and HTML parsing in worker threads with a deadline', { timeout: 30_000 }, () => {
  let pool: ParserPool | undefined;
  afterEach(async () => {
    await pool?.close();
  });

  it('parses files queued beyond its size, each with its own text', async () => {
    pool = new ParserPool({ threads: 1 });
    const texts = await Promise.all(
      ['one', 'two', 'three'].map((n) => pool!.parse('pdf', buildPdf([[`Resume number ${n} for the queue test`]]))),
    );
    expect(texts.map((t) => t.trim())).toEqual([
      'Resume number one for the queue test',
      'Resume number two for the queue test',
      'Resume number three for the queue test',
    ]);
    expect((await pool.parse('docx', buildDocx(['A DOCX read in a thread']))).trim()).toBe('A DOCX read in a thread');
  });

  it('refuses a file past its deadline, kills its thread, and serves the queue with a new one', async () => {
    pool = new ParserPool({ threads: 1 });
    const bomb = pool.parse('pdf', buildPdfBomb(64), { deadlineMs: 300 });
    const next = pool.parse('pdf', buildPdf([['Queued behind the bomb']]));
    expect(await reason(bomb)).toBe('timeout');
    expect((await next).trim()).toBe('Queued behind the bomb');
  });

  it("takes lanes (companies) in turn, and each lane's files in order", async () => {
    pool = new ParserPool({ threads: 1 });
    const done: string[] = [];
    const track = (name: string, p: Promise<unknown>) => reason(p).then((r) => done.push(`${name}:${r}`));
    // Lane a queues three files that each run out their deadline; lane b's file comes after them.
    const all = [
      track('a1', pool.parse('pdf', buildPdfBomb(64), { deadlineMs: 300, lane: 'a' })),
      track('a2', pool.parse('pdf', buildPdfBomb(64), { deadlineMs: 300, lane: 'a' })),
      track('a3', pool.parse('pdf', buildPdfBomb(64), { deadlineMs: 300, lane: 'a' })),
      track('b1', pool.parse('pdf', buildPdf([['A resume of company b']]), { lane: 'b' })),
      track('a4', pool.parse('pdf', buildPdf([['A resume of company a']]), { lane: 'a' })),
    ];
    await Promise.all(all);
    // In arrival order b1 would have come fourth; with turns it comes right after a1.
    expect(done).toEqual(['a1:timeout', 'b1:resolved', 'a2:timeout', 'a3:timeout', 'a4:resolved']);
  });

  it("refuses a lane's file past its cap of waiting files at once, and only that lane's", async () => {
    pool = new ParserPool({ threads: 1, maxWaitingPerLane: 2 });
    const running = reason(pool.parse('pdf', buildPdfBomb(64), { deadlineMs: 300, lane: 'a' }));
    const waiting = [1, 2].map((n) => pool!.parse('pdf', buildPdf([[`Waiting file ${n} of a`]]), { lane: 'a' }));
    const over = await pool.parse('pdf', buildPdf([['One too many']]), { lane: 'a' }).catch((e: unknown) => e);
    expect(over).toBeInstanceOf(ParserBusy); // without waiting for anything
    expect(pool.load()).toMatchObject({ waiting: 2, parsing: 1 });
    const other = pool.parse('pdf', buildPdf([['Another company']]), { lane: 'b' });
    expect(await running).toBe('timeout');
    expect((await other).trim()).toBe('Another company');
    expect((await Promise.all(waiting)).map((t) => t.trim())).toEqual(['Waiting file 1 of a', 'Waiting file 2 of a']);
    // Once its queue has shortened, the lane is served again.
    expect((await pool.parse('pdf', buildPdf([['Served again']]), { lane: 'a' })).trim()).toBe('Served again');
  });

  it('drops a queued file whose caller gave up, and serves the next one', async () => {
    pool = new ParserPool({ threads: 1 });
    const gaveUp = new AbortController();
    // 300 ms, as in the tests above: a fast host parses this bomb in ~0.9 s, inside a 1 s deadline.
    const running = reason(pool.parse('pdf', buildPdfBomb(64), { deadlineMs: 300 }));
    const queued = pool
      .parse('pdf', buildPdfBomb(64), { deadlineMs: 5_000, signal: gaveUp.signal })
      .catch((e: unknown) => e);
    const next = pool.parse('pdf', buildPdf([['Served after the dropped file']]));
    const cancelled = new Error('activity timed out');
    gaveUp.abort(cancelled);
    expect(await queued).toBe(cancelled); // at once, with the caller's reason
    expect(await running).toBe('timeout');
    const started = Date.now();
    expect((await next).trim()).toBe('Served after the dropped file');
    expect(Date.now() - started).toBeLessThan(2_500); // the dropped bomb's 5 s were never spent
  });

  it('stops the thread of a running file whose caller gave up', async () => {
    pool = new ParserPool({ threads: 1 });
    const gaveUp = new AbortController();
    const started = Date.now();
    const bomb = pool
      .parse('pdf', buildPdfBomb(64), { deadlineMs: 20_000, signal: gaveUp.signal })
      .catch((e: unknown) => e);
    const next = pool.parse('pdf', buildPdf([['Served once the thread was stopped']]));
    setTimeout(() => gaveUp.abort('cancelled'), 300);
    expect(await bomb).toBe('cancelled');
    expect((await next).trim()).toBe('Served once the thread was stopped');
    expect(Date.now() - started).toBeLessThan(5_000); // not the bomb's 20 s deadline
  });

  it('rejects at once a file whose caller has already given up', async () => {
    pool = new ParserPool({ threads: 1 });
    await expect(pool.parse('pdf', buildPdf([['never parsed']]), { signal: AbortSignal.abort('gone') })).rejects.toBe(
      'gone',
    );
  });

  it('settles every file and forgets every lane, whatever mix of lanes, failures and give-ups (seeded)', async () => {
    pool = new ParserPool({ threads: 2 });
    let seed = 20261122;
    const rand = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    // Each file's outcome is checked as it settles; problems are collected, so that one of them
    // cannot leave the others' promises unhandled.
    const problems: string[] = [];
    const outcomes: Array<Promise<void>> = [];
    for (let i = 0; i < 40; i++) {
      const lane = `company-${Math.floor(rand() * 3)}`;
      const kind = rand();
      const good = kind < 0.5;
      const input = good
        ? buildPdf([[`File ${i} of ${lane}`]])
        : kind < 0.7
          ? Buffer.from('%PDF-1.4 broken')
          : buildPdfBomb(16);
      const gaveUp = rand() < 0.3 ? new AbortController() : undefined;
      if (gaveUp) setTimeout(() => gaveUp.abort(`gave up ${i}`), Math.floor(rand() * 400));
      // Bombs run out a short deadline; good files get a long one (a thread's first PDF loads pdf.js).
      const deadlineMs = kind < 0.7 ? 5_000 : 200;
      const parsed = pool.parse('pdf', input, { deadlineMs, lane, signal: gaveUp?.signal });
      outcomes.push(
        parsed.then(
          (text) => {
            // A small bomb may finish inside its deadline on an idle thread; what matters here
            // is that it settles. Broken files never resolve; good ones resolve with their text.
            const bomb = kind >= 0.7;
            if (bomb) return;
            if (!good || text.trim() !== `File ${i} of ${lane}`)
              problems.push(`file ${i}: resolved with ${JSON.stringify(text)}`);
          },
          (err: unknown) => {
            if (err instanceof ParseRefused ? good : err !== `gave up ${i}`)
              problems.push(`file ${i}: rejected with ${String(err)}`);
          },
        ),
      );
      if (rand() < 0.3) await new Promise((r) => setTimeout(r, Math.floor(rand() * 100)));
    }
    await Promise.all(outcomes);
    expect(problems).toEqual([]);
    expect(pool.load()).toEqual({ waiting: 0, parsing: 0, lanes: 0 });
  });

  it("starts a file's deadline once its thread is ready: a new thread's start does not count", async () => {
    pool = new ParserPool({ threads: 1 });
    // A thread takes ~250 ms to start, longer than this whole deadline; the parse itself takes
    // a few milliseconds.
    const html = '<html><body><p>Jane Doe, Senior Backend Engineer</p></body></html>';
    expect((await pool.parse('html', html, { deadlineMs: 100 })).trim()).toBe('Jane Doe, Senior Backend Engineer');
  });

  it("fails a file whose thread never starts as the pool's fault (retried), not the file's", async () => {
    pool = new ParserPool({ threads: 1, entry: new URL('./silent-thread.mjs', import.meta.url), startLimitMs: 500 });
    const err = await pool.parse('html', '<p>never parsed</p>').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ParserUnavailable);
    expect(err).not.toBeInstanceOf(ParseRefused);
    expect(pool.load()).toEqual({ waiting: 0, parsing: 0, lanes: 0 });
  });

  it('refuses a file the parser cannot read, and keeps the thread', async () => {
    pool = new ParserPool({ threads: 1 });
    expect(await reason(pool.parse('pdf', Buffer.from('%PDF-1.4\nnot really a pdf')))).toBe('unreadable');
    expect(await reason(pool.parse('docx', Buffer.from('PK not a zip')))).toBe('unreadable');
    expect((await pool.parse('pdf', buildPdf([['Still serving']]))).trim()).toBe('Still serving');
  });

  it('refuses a file whose parse outgrows the heap cap, and replaces the thread', async () => {
    // 48 MB instead of 512: a few MiB of HTML outgrow it (it still does at 96), while the
    // replacement thread keeps room for pdf.js (at 16 MB the replacement dies about once in 20 runs).
    pool = new ParserPool({ threads: 1, heapMb: 48 });
    const html = `<html><body>${'<p>Jane Doe, Senior Backend Engineer</p>'.repeat(150_000)}</body></html>`;
    expect(await reason(pool.parse('html', html, { deadlineMs: 20_000 }))).toBe('unreadable'); // not 'timeout'
    expect((await pool.parse('pdf', buildPdf([['After the crash']]))).trim()).toBe('After the crash');
  });

  it('close() refuses what is queued and running', async () => {
    pool = new ParserPool({ threads: 1 });
    const running = reason(pool.parse('pdf', buildPdfBomb(64)));
    const queued = reason(pool.parse('pdf', buildPdf([['never parsed']])));
    await new Promise((r) => setTimeout(r, 50));
    await pool.close();
    expect(await running).toBe('unreadable');
    expect(await queued).toBe('unreadable');
  });

  it('does not keep a process alive once its parses are done', () => {
    // A worker process that cannot exit would hang its shutdown (a 'message' listener added after
    // unref() refs the thread's port again).
    const resume = fileURLToPath(new URL('../../../src/services/resume/index.ts', import.meta.url));
    const fixtures = fileURLToPath(new URL('../../../support/fixtures/resume-documents.ts', import.meta.url));
    const script = `
      const { extractText } = await import(${JSON.stringify(resume)});
      const { buildPdf, buildDocx } = await import(${JSON.stringify(fixtures)});
      const line = 'Jane Doe, Senior Backend Engineer with TypeScript and Node.js';
      await extractText(buildPdf([[line]]), 'application/pdf', '/cv.pdf');
      await extractText(buildDocx([line]), undefined, '/cv.docx');
      console.log('parsed');`;
    const child = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      timeout: 30_000,
      encoding: 'utf8',
    });
    expect(child.stdout, child.stderr).toContain('parsed');
    expect(child.signal).toBeNull(); // not killed by the timeout: it ended by itself
    expect(child.status).toBe(0);
  });
});
