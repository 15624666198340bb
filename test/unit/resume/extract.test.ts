import { describe, expect, it } from 'vitest';
import { AppError } from '../../../src/errors';
import { extractText } from '../../../src/services/resume';
import { firstCodePoints, MAX_RESUME_CHARS, parseFailure } from '../../../src/services/resume/extract';
import { ParseRefused, ParserBusy, ParserUnavailable } from '../../../src/services/resume/parser-pool';
import { MAX_DOCX_XML_BYTES, zipEntries } from '../../../src/services/resume/docx-parts';
import {
  buildDocx,
  buildPdf,
  buildPdfBomb,
  buildZip,
  PNG_BYTES,
  RESUME_HTML,
  RESUME_MD,
  RESUME_TEXT,
  SHORT_TEXT,
} from '../../../support/fixtures/resume-documents';

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  return err as AppError;
}

const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

describe('extractText (R20)', () => {
  it('reads plain text and Markdown as UTF-8', async () => {
    expect(await extractText(Buffer.from(RESUME_TEXT), 'text/plain; charset=utf-8', '/cv.txt')).toBe(RESUME_TEXT);
    const md = await extractText(
      Buffer.from(RESUME_MD + 'Languages: English, Français, 日本語\n'),
      'text/markdown',
      '/cv.md',
    );
    expect(md).toContain('**Senior Backend Engineer**');
    expect(md).toContain('Français, 日本語');
  });

  it('honours charset=iso-8859-1 / latin1', async () => {
    const bytes = Buffer.from(`${RESUME_TEXT}\nCaf\u00e9 d\u00e9veloppeur`, 'latin1');
    expect(await extractText(bytes, 'text/plain; charset=ISO-8859-1', '/cv.txt')).toContain('Café développeur');
    expect(await extractText(bytes, 'text/plain; charset="latin1"', '/cv.txt')).toContain('Café développeur');
  });

  it('reads a Windows-1252 / Latin-1 text that names no charset, accents intact', async () => {
    const bytes = Buffer.from(`${RESUME_TEXT}\nJos\u00e9 M\u00fcller, d\u00e9veloppeur \u2013 Z\u00fcrich`, 'latin1');
    bytes[bytes.length - 8] = 0x96; // the en dash in Windows-1252
    for (const type of [undefined, 'text/plain', 'application/octet-stream']) {
      expect(await extractText(bytes, type, '/cv.txt'), String(type)).toContain('José Müller, développeur – Zürich');
    }
  });

  it('reads an HTML page served as text/plain as HTML', async () => {
    const text = await extractText(Buffer.from(RESUME_HTML), 'text/plain; charset=utf-8', '/cv.html');
    expect(text).toContain('Senior Backend Engineer with TypeScript, Node.js and MySQL.');
    expect(text).not.toMatch(/do-not-extract|<\w/);
  });

  it('reads a text resume that quotes "%PDF-" near its top as text, not as a broken PDF', async () => {
    const text = `Document engineer: wrote a %PDF-1.7 linter.\n${RESUME_TEXT}`;
    expect(await extractText(Buffer.from(text), 'text/plain', '/cv.txt')).toContain('wrote a %PDF-1.7 linter');
  });

  it('strips a UTF-8 BOM and normalises line endings', async () => {
    const bytes = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(RESUME_TEXT.replace(/\n/g, '\r\n'))]);
    expect(await extractText(bytes, 'text/plain', '/cv.txt')).toBe(RESUME_TEXT);
  });

  it('converts HTML to text without scripts, styles or link targets', async () => {
    const text = await extractText(Buffer.from(RESUME_HTML), 'text/html; charset=utf-8', '/cv');
    expect(text).toContain('Jane Doe');
    expect(text).toContain('Senior Backend Engineer with TypeScript, Node.js and MySQL.');
    expect(text).toContain('Temporal workflows');
    expect(text).not.toMatch(/do-not-extract|also-not-extracted|color: red|example\.com\/x|<\w/);
  });

  it('reads the text of every PDF page', async () => {
    const pdf = buildPdf([
      ['Jane Doe (Senior Backend Engineer)', 'TypeScript, Node.js, MySQL'],
      ['Page two: Temporal and Kubernetes in production'],
    ]);
    const text = await extractText(pdf, 'application/pdf', '/cv.pdf');
    expect(text).toContain('Jane Doe (Senior Backend Engineer)');
    expect(text).toContain('Page two: Temporal and Kubernetes in production');
  });

  it('reads DOCX with mammoth', async () => {
    const docx = buildDocx(['Jane Doe', 'Senior Backend Engineer: TypeScript & Node.js', 'Eight years of APIs.']);
    const text = await extractText(docx, DOCX_TYPE, '/cv.docx');
    expect(text).toBe('Jane Doe\n\nSenior Backend Engineer: TypeScript & Node.js\n\nEight years of APIs.');
  });

  it('trusts magic bytes over a wrong or generic Content-Type', async () => {
    const pdf = buildPdf([['Jane Doe, Senior Backend Engineer with TypeScript and Node.js']]);
    expect(await extractText(pdf, 'application/octet-stream', '/download')).toContain('Jane Doe');
    expect(await extractText(pdf, 'text/plain', '/cv.txt')).toContain('Jane Doe');
    const docx = buildDocx(['Jane Doe, Senior Backend Engineer with TypeScript and Node.js']);
    expect(await extractText(docx, undefined, '/download')).toContain('Senior Backend Engineer');
    expect(await extractText(docx, 'application/zip', '/cv.zip')).toContain('Senior Backend Engineer');
  });

  it('uses the extension as a hint when the type is generic or missing', async () => {
    expect(await extractText(Buffer.from(RESUME_HTML), 'application/octet-stream', '/cv.html')).not.toContain('<h1>');
    expect(await extractText(Buffer.from(RESUME_HTML), undefined, '/cv')).not.toContain('<h1>');
    expect(await extractText(Buffer.from(RESUME_TEXT), undefined, '/cv')).toBe(RESUME_TEXT);
    expect(await extractText(Buffer.from(RESUME_TEXT), 'application/octet-stream', '/cv.md')).toBe(RESUME_TEXT);
  });

  it.each<[string, Buffer, string | undefined, string, RegExp]>([
    ['a PNG image', PNG_BYTES, 'image/png', '/photo.png', /image/],
    ['a PNG served as octet-stream', PNG_BYTES, 'application/octet-stream', '/cv', /image/],
    ['a PNG served as text/plain', PNG_BYTES, 'text/plain', '/cv.txt', /image/],
    ['a JPEG', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46]), undefined, '/cv', /image/],
    ['a plain ZIP', buildZip({ 'a.txt': RESUME_TEXT }), 'application/zip', '/cv.zip', /ZIP archive/],
    ['an XLSX', buildZip({ 'xl/workbook.xml': '<workbook/>' }), undefined, '/cv.xlsx', /ZIP archive/],
    [
      'a legacy .doc',
      Buffer.from('d0cf11e0a1b11ae1000000000000000000000000', 'hex'),
      'application/msword',
      '/cv.doc',
      /legacy/,
    ],
    ['a gzip file', Buffer.from('1f8b0800000000000003', 'hex'), 'application/gzip', '/cv.gz', /compressed/],
    ['RTF', Buffer.from(`{\\rtf1\\ansi ${RESUME_TEXT}}`), 'application/rtf', '/cv.rtf', /RTF/],
    [
      'binary octet-stream',
      Buffer.from([1, 2, 3, 0, 0, 0, 255, 254, ...Buffer.from(RESUME_TEXT)]),
      'application/octet-stream',
      '/blob',
      /binary/,
    ],
    // Not UTF-8, and not Windows-1252 text either (a control byte and an unassigned one).
    [
      'invalid UTF-8 without a type',
      Buffer.from([0xc3, 0x28, 0x81, 0x01, ...Buffer.from(RESUME_TEXT)]),
      undefined,
      '/blob',
      /binary/,
    ],
    [
      'an unknown declared type',
      Buffer.from(RESUME_TEXT),
      'application/json',
      '/cv.json',
      /unsupported file type \(application\/json\)/,
    ],
    ['a fake PDF', Buffer.from(RESUME_TEXT), 'application/pdf', '/cv.pdf', /not a valid PDF/],
    ['a fake DOCX', Buffer.from(RESUME_TEXT), DOCX_TYPE, '/cv.docx', /not a valid DOCX/],
    ['a .doc by extension only', Buffer.from(RESUME_TEXT), 'application/octet-stream', '/cv.doc', /legacy Word/],
    [
      'a broken PDF',
      Buffer.from(`%PDF-1.4\n${'garbage '.repeat(20)}`),
      'application/pdf',
      '/cv.pdf',
      /PDF that could not be read/,
    ],
    [
      'a DOCX with broken XML',
      buildZip({ 'word/document.xml': '<w:document', '[Content_Types].xml': '<Types/>' }),
      DOCX_TYPE,
      '/cv.docx',
      /DOCX document that could not be read/,
    ],
  ])('refuses %s as RESUME_UNSUPPORTED', async (_name, bytes, type, path, message) => {
    const err = await refusal(extractText(bytes, type, path));
    expect(err.code).toBe('RESUME_UNSUPPORTED');
    expect(err.message).toMatch(message);
  });

  it('refuses text under 50 code points after trimming', async () => {
    const err = await refusal(extractText(Buffer.from(`   ${SHORT_TEXT}\n\n   `), 'text/plain', '/cv.txt'));
    expect(err.code).toBe('RESUME_UNSUPPORTED');
    expect(err.message).toMatch(/yields under 50 characters/);
  });

  it('counts code points, not UTF-16 units', async () => {
    const emoji49 = '😀'.repeat(49); // 98 UTF-16 units, 49 code points
    expect((await refusal(extractText(Buffer.from(emoji49), 'text/plain', '/cv.txt'))).code).toBe('RESUME_UNSUPPORTED');
    expect(await extractText(Buffer.from(`${emoji49}x`), 'text/plain', '/cv.txt')).toHaveLength(99); // 50 code points
  });

  it('refuses an empty PDF (e.g. scanned images) and an empty DOCX as too short', async () => {
    const pdf = buildPdf([[]]);
    expect((await refusal(extractText(pdf, 'application/pdf', '/cv.pdf'))).message).toMatch(/under 50/);
    const docx = buildDocx([]);
    expect((await refusal(extractText(docx, DOCX_TYPE, '/cv.docx'))).message).toMatch(/under 50/);
  });

  it("a file whose caller gave up ends with the caller's reason, not RESUME_UNSUPPORTED (which would fail the job)", async () => {
    const gaveUp = new AbortController();
    setTimeout(() => gaveUp.abort('activity cancelled'), 200);
    const err = await extractText(buildPdfBomb(64), 'application/pdf', '/cv.pdf', {
      parseDeadlineMs: 20_000,
      signal: gaveUp.signal,
    }).catch((e: unknown) => e);
    expect(err).toBe('activity cancelled');
  });

  it("parseFailure: the file's fault is RESUME_UNSUPPORTED; a busy or broken parser is SERVICE_UNAVAILABLE; a give-up stays as it is", () => {
    const codeOf = (e: unknown) => (e instanceof AppError ? [e.code, e.message] : e);
    expect(codeOf(parseFailure(new ParseRefused('timeout'), 'pdf', 10_000))).toEqual([
      'RESUME_UNSUPPORTED',
      expect.stringContaining('a PDF that could not be read within 10 s'),
    ]);
    expect(codeOf(parseFailure(new ParseRefused('unreadable'), 'docx', 10_000))).toEqual([
      'RESUME_UNSUPPORTED',
      expect.stringContaining('a DOCX document that could not be read'),
    ]);
    for (const busy of [new ParserBusy(), new ParserUnavailable()]) {
      expect(codeOf(parseFailure(busy, 'html', 10_000))).toEqual([
        'SERVICE_UNAVAILABLE',
        expect.stringContaining('submit the resume again later'),
      ]);
    }
    expect(parseFailure('activity cancelled', 'pdf', 10_000)).toBe('activity cancelled');
  });

  it('refuses a DOCX whose XML inflates beyond the budget, whatever sizes it declares', async () => {
    const docx = buildDocx(
      ['Jane Doe, Senior Backend Engineer with TypeScript and Node.js'],
      {},
      MAX_DOCX_XML_BYTES + 1,
    );
    // The archive claims 100 bytes for word/document.xml, in both headers: a bomb's usual lie.
    const entry = zipEntries(docx)!.find((e) => e.name === 'word/document.xml')!;
    docx.writeUInt32LE(100, entry.offset + 22);
    const central = docx.indexOf(
      Buffer.from('word/document.xml'),
      docx.lastIndexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]), docx.length),
    );
    docx.writeUInt32LE(100, central - 46 + 24);
    expect(docx.length).toBeLessThan(64 * 1024); // ~16 MiB inflated from a few KiB sent
    const err = await refusal(extractText(docx, DOCX_TYPE, '/cv.docx'));
    expect(err.code).toBe('RESUME_UNSUPPORTED');
    expect(err.message).toMatch(/could not be read \(its text parts inflate beyond the limit\)/);
  });

  it('reads a DOCX with 1 MiB of XML (well within the budget), and one whose declared sizes are wrong', async () => {
    const padded = buildDocx(['Jane Doe, Senior Backend Engineer with TypeScript and Node.js'], {}, 1024 * 1024);
    expect(await extractText(padded, DOCX_TYPE, '/cv.docx')).toContain('Senior Backend Engineer');
    const lying = buildDocx(['Jane Doe, Senior Backend Engineer with TypeScript and Node.js']);
    const entry = zipEntries(lying)!.find((e) => e.name === 'word/document.xml')!;
    lying.writeUInt32LE(0xfffffffe, entry.offset + 22);
    expect(await extractText(lying, DOCX_TYPE, '/cv.docx')).toContain('Senior Backend Engineer');
  });

  it('stops a PDF that inflates for longer than the parse deadline, off the event loop', async () => {
    const bomb = buildPdfBomb(64); // ~64 KiB sent; in-process pdf.js needs seconds for it
    let ticks = 0;
    const ticker = setInterval(() => ticks++, 10);
    const started = performance.now();
    const err = await refusal(extractText(bomb, 'application/pdf', '/cv.pdf', { parseDeadlineMs: 400 }));
    const elapsed = performance.now() - started;
    clearInterval(ticker);
    expect(err.code).toBe('RESUME_UNSUPPORTED');
    expect(err.message).toMatch(/a PDF that could not be read within 0.4 s/);
    // The parse ran in a thread: this thread's timers kept firing (Temporal heartbeats need them).
    expect(ticks).toBeGreaterThan(elapsed / 10 / 4);
    // The killed thread is replaced: the next PDF is read.
    const pdf = buildPdf([['Jane Doe, Senior Backend Engineer with TypeScript and Node.js']]);
    expect(await extractText(pdf, 'application/pdf', '/cv.pdf')).toContain('Jane Doe');
  });

  it('stops HTML whose nesting would take minutes to flatten, off the event loop', async () => {
    // 4 MiB of nested <div>s: html-to-text takes 190 s on it in-process, then overflows its stack.
    const html = Buffer.from(`<html><body>${'<div>'.repeat(800_000)}Jane Doe, Senior Backend Engineer`);
    for (const type of ['text/html', 'application/octet-stream']) {
      let ticks = 0;
      const ticker = setInterval(() => ticks++, 10);
      const started = performance.now();
      const err = await refusal(extractText(html, type, '/cv.html', { parseDeadlineMs: 400 }));
      const elapsed = performance.now() - started;
      clearInterval(ticker);
      expect(err.code).toBe('RESUME_UNSUPPORTED');
      expect(err.message).toMatch(/an HTML page that could not be read within 0.4 s/);
      expect(ticks).toBeGreaterThan(elapsed / 10 / 4);
    }
  });

  it('R3: reads at most MAX_RESUME_CHARS code points, like resume_text, without splitting a pair', async () => {
    const long = `${'x'.repeat(MAX_RESUME_CHARS - 1)}😀${'y'.repeat(5_000)}`;
    const text = await extractText(Buffer.from(long), 'text/plain', '/cv.txt');
    expect([...text]).toHaveLength(MAX_RESUME_CHARS);
    expect(text.endsWith('x😀')).toBe(true);
    const html = `<html><body><p>${'word '.repeat(30_000)}</p></body></html>`;
    expect([...(await extractText(Buffer.from(html), 'text/html', '/cv.html'))]).toHaveLength(MAX_RESUME_CHARS);
    expect(firstCodePoints('a😀b', 2)).toBe('a😀');
    expect(firstCodePoints('ab', 5)).toBe('ab');
  });

  it('lists ZIP entries from the central directory', () => {
    expect(zipEntries(buildZip({ 'a.txt': 'hello', 'word/document.xml': '<x/>' }))?.map((e) => e.name)).toEqual([
      'a.txt',
      'word/document.xml',
    ]);
    expect(zipEntries(Buffer.from('PK\u0003\u0004 not really a zip'))).toBeNull();
  });
});
