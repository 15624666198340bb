// R20: turn a downloaded resume into plain text. Plain text, Markdown, HTML, PDF and DOCX are
// read; anything else, or a file that yields under 50 characters, is RESUME_UNSUPPORTED.
// The type is decided by magic bytes first, then Content-Type, then the URL's extension.
// PDF, DOCX and HTML are parsed in worker threads with a deadline (parser-pool.ts), a DOCX only
// after its XML parts were inflated under a budget (docx-parts.ts): hostile files of all three
// kinds can cost minutes of CPU. The text is cut at MAX_RESUME_CHARS.
import { TextDecoder } from 'node:util';
import { decodeWindows1252 } from '../../domain/windows-1252';
import { AppError } from '../../errors';
import { DocxRefused, repackTextParts, zipEntries } from './docx-parts';
import {
  PARSE_DEADLINE_MS,
  ParseRefused,
  ParserBusy,
  parserPool,
  ParserUnavailable,
  type ParseKind,
  type ParseOptions,
} from './parser-pool';

export const MIN_RESUME_CHARS = 50;
/** The most text read from a file: the limit of resume_text (spec: 50 to 50,000 characters), so
 * that a file ranks like the same text sent inline and workflow history stays small (Temporal
 * refuses payloads over 2 MB). A longer file is read up to here; its first pages carry the
 * headline, the recent jobs and the skills. */
export const MAX_RESUME_CHARS = 50_000;

type Kind = 'text' | 'html' | 'pdf' | 'docx';

const SUPPORTED = 'plain text, Markdown, HTML, PDF and DOCX are supported';
const unsupported = (what: string) => new AppError('RESUME_UNSUPPORTED', `resume_url points to ${what}; ${SUPPORTED}`);

const HTML_TYPES = new Set(['text/html', 'application/xhtml+xml']);
const TEXT_TYPES = new Set(['text/plain', 'text/markdown', 'text/x-markdown']);
const GENERIC_TYPES = new Set([
  'application/octet-stream',
  'binary/octet-stream',
  'application/unknown',
  'application/force-download',
  'application/x-download',
]);
const PDF_TYPES = new Set(['application/pdf', 'application/x-pdf']);
const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const HTML_EXT = new Set(['html', 'htm', 'xhtml']);
const TEXT_EXT = new Set(['txt', 'text', 'md', 'markdown', 'mdown', 'mkd']);

function parseContentType(header: string | undefined): { mime: string | undefined; charset: string | undefined } {
  if (!header) return { mime: undefined, charset: undefined };
  const [type, ...params] = header.split(';');
  const mime = type!.trim().toLowerCase() || undefined;
  let charset: string | undefined;
  for (const p of params) {
    const m = /^\s*charset\s*=\s*"?([^";\s]+)"?\s*$/i.exec(p);
    if (m) charset = m[1]!.toLowerCase();
  }
  return { mime, charset };
}

function extensionOf(urlPath: string): string {
  let path = urlPath;
  try {
    path = decodeURIComponent(urlPath);
  } catch {
    // keep the raw path
  }
  const file = path.split('/').pop() ?? '';
  const dot = file.lastIndexOf('.');
  return dot > 0 ? file.slice(dot + 1).toLowerCase() : '';
}

const startsWith = (bytes: Buffer, sig: number[], at = 0) => sig.every((b, i) => bytes[at + i] === b);

/** A describing phrase for known non-resume binary formats, else null. */
function knownBinary(bytes: Buffer): string | null {
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) {
    return 'a legacy Office file (such as .doc)';
  }
  if (
    startsWith(bytes, [0x89, 0x50, 0x4e, 0x47]) ||
    startsWith(bytes, [0xff, 0xd8, 0xff]) ||
    bytes.subarray(0, 6).toString('latin1') === 'GIF87a' ||
    bytes.subarray(0, 6).toString('latin1') === 'GIF89a' ||
    (bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP') ||
    startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]) ||
    startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a]) ||
    bytes.subarray(4, 8).toString('latin1') === 'ftyp'
  ) {
    return 'an image or media file';
  }
  if (
    startsWith(bytes, [0x1f, 0x8b]) ||
    startsWith(bytes, [0x37, 0x7a, 0xbc, 0xaf]) ||
    bytes.subarray(0, 4).toString('latin1') === 'Rar!'
  ) {
    return 'a compressed archive';
  }
  if (bytes.subarray(0, 5).toString('latin1') === '{\\rtf') return 'an RTF document';
  return null;
}

function detectKind(bytes: Buffer, mime: string | undefined, ext: string): Kind {
  // A PDF may carry a little junk before its header, but a file declared as text or HTML is a PDF
  // only when it starts as one: "%PDF-" quoted in a text resume's first lines is not a PDF.
  const pdfAt = bytes.subarray(0, 1024).indexOf('%PDF-');
  if (pdfAt === 0 || (pdfAt > 0 && !(mime && (TEXT_TYPES.has(mime) || HTML_TYPES.has(mime))))) return 'pdf';
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) || startsWith(bytes, [0x50, 0x4b, 0x05, 0x06])) {
    const entries = zipEntries(bytes);
    if (entries?.some((e) => e.name === 'word/document.xml')) return 'docx';
    return unsupportedKind('a ZIP archive that is not a DOCX document');
  }
  const binary = knownBinary(bytes);
  if (binary) return unsupportedKind(binary);

  if (mime && HTML_TYPES.has(mime)) return 'html';
  if (mime && TEXT_TYPES.has(mime)) return 'text';
  if (mime && PDF_TYPES.has(mime)) return unsupportedKind('a file that is not a valid PDF');
  if (mime === DOCX_TYPE) return unsupportedKind('a file that is not a valid DOCX document');
  if (mime !== undefined && !GENERIC_TYPES.has(mime)) {
    const safe = /^[a-z0-9.+-]{1,64}\/[a-z0-9.+-]{1,64}$/.test(mime) ? ` (${mime})` : '';
    return unsupportedKind(`an unsupported file type${safe}`);
  }
  // No useful Content-Type: the extension is a hint, the bytes decide.
  if (HTML_EXT.has(ext)) return 'html';
  if (TEXT_EXT.has(ext)) return 'text';
  if (ext === 'pdf') return unsupportedKind('a file that is not a valid PDF');
  if (ext === 'docx') return unsupportedKind('a file that is not a valid DOCX document');
  if (ext === 'doc') return unsupportedKind('a legacy Word (.doc) file');
  return 'text'; // decoded strictly below: binary data is refused there
}

function unsupportedKind(what: string): never {
  throw unsupported(what);
}

function decoderFor(label: string | undefined, fatal: boolean): TextDecoder {
  try {
    return new TextDecoder(label ?? 'utf-8', { fatal });
  } catch {
    return new TextDecoder('utf-8', { fatal });
  }
}

/**
 * Bytes to a string: a BOM wins, then the charset parameter (e.g. latin1/iso-8859-1), else UTF-8,
 * else Windows-1252: a text resume saved by an older editor is not UTF-8, and decoding it as
 * UTF-8 would turn "José Müller" into "Jos� M�ller", or refuse it as binary.
 * NUL bytes, and control bytes a text never holds, still mean binary data.
 */
function decodeText(bytes: Buffer, charset: string | undefined, strict: boolean): string {
  let label = charset;
  if (startsWith(bytes, [0xef, 0xbb, 0xbf])) label = 'utf-8';
  else if (startsWith(bytes, [0xff, 0xfe])) label = 'utf-16le';
  else if (startsWith(bytes, [0xfe, 0xff])) label = 'utf-16be';
  const named = label !== undefined;
  const decoder = decoderFor(label, strict || !named);
  if (!decoder.encoding.startsWith('utf-16') && bytes.subarray(0, 8192).includes(0)) {
    throw unsupported('binary data');
  }
  try {
    return decoder.decode(bytes);
  } catch {
    if (named || !looksLikeSingleByteText(bytes)) throw unsupported('binary data');
    return decodeWindows1252(bytes);
  }
}

/** Bytes a Windows-1252 text holds: no C0 controls but tab, line breaks and form feed, and none of its five unassigned bytes. */
function looksLikeSingleByteText(bytes: Buffer): boolean {
  let odd = 0;
  for (const b of bytes) {
    if (
      (b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0d && b !== 0x0c) ||
      b === 0x81 ||
      b === 0x8d ||
      b === 0x8f ||
      b === 0x90 ||
      b === 0x9d
    )
      odd++;
  }
  return odd === 0;
}

function metaCharset(bytes: Buffer): string | undefined {
  const head = bytes.subarray(0, 2048).toString('latin1');
  return /<meta[^>]+charset\s*=\s*["']?\s*([\w.:-]+)/i.exec(head)?.[1]?.toLowerCase();
}

function looksLikeHtml(text: string): boolean {
  return /^\s*(?:<!doctype\s+html|<html[\s>]|<head[\s>]|<body[\s>])/i.test(text);
}

const KIND_NAMES: Record<ParseKind, string> = { pdf: 'a PDF', docx: 'a DOCX document', html: 'an HTML page' };

async function parsed(
  kind: ParseKind,
  input: Buffer | string,
  opts: ParseOptions & { deadlineMs: number },
): Promise<string> {
  try {
    return await parserPool.parse(kind, input, opts);
  } catch (err) {
    throw parseFailure(err, kind, opts.deadlineMs);
  }
}

/**
 * What a failed parse means for the caller: a file that cannot be read (or not in time) is
 * RESUME_UNSUPPORTED, final; a saturated or broken pool is not the file's fault, so
 * SERVICE_UNAVAILABLE, retried; a give-up keeps the caller's own reason.
 */
export function parseFailure(err: unknown, kind: ParseKind, deadlineMs: number): unknown {
  if (err instanceof ParserBusy || err instanceof ParserUnavailable) {
    return new AppError('SERVICE_UNAVAILABLE', `${err.message}; submit the resume again later`);
  }
  if (!(err instanceof ParseRefused)) return err;
  const what = KIND_NAMES[kind];
  if (err.reason === 'timeout') return unsupported(`${what} that could not be read within ${deadlineMs / 1000} s`);
  return unsupported(`${what} that could not be read`);
}

function docxTextParts(bytes: Buffer): Buffer {
  try {
    return repackTextParts(bytes);
  } catch (err) {
    if (err instanceof DocxRefused) throw unsupported(`a DOCX document that could not be read (${err.message})`);
    throw err;
  }
}

/** The first n code points of s (a surrogate pair is never split). */
export function firstCodePoints(s: string, n: number): string {
  let i = 0;
  for (let count = 0; count < n && i < s.length; count++) {
    const c = s.charCodeAt(i);
    i += c >= 0xd800 && c <= 0xdbff && i + 1 < s.length ? 2 : 1;
  }
  return s.slice(0, i);
}

function normalise(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

export interface ExtractOptions {
  /** How long a PDF, DOCX or HTML file may take to parse (default PARSE_DEADLINE_MS). */
  parseDeadlineMs?: number;
  /** Whose file this is (the company id): the parser threads serve companies in turn. */
  parseLane?: string;
  /** The caller gave up (a cancelled or timed-out activity): a file not yet parsed is dropped. */
  signal?: AbortSignal;
}

/** Extracts the resume's text; throws RESUME_UNSUPPORTED (R2). Never logs the contents. */
export async function extractText(
  bytes: Buffer,
  contentType: string | undefined,
  urlPath: string,
  opts: ExtractOptions = {},
): Promise<string> {
  const deadlineMs = opts.parseDeadlineMs ?? PARSE_DEADLINE_MS;
  const parse = { deadlineMs, lane: opts.parseLane ?? '', signal: opts.signal };
  const { mime, charset } = parseContentType(contentType);
  const kind = detectKind(bytes, mime, extensionOf(urlPath));
  const strict = mime === undefined || GENERIC_TYPES.has(mime);

  let text: string;
  switch (kind) {
    case 'pdf':
      text = await parsed('pdf', bytes, parse);
      break;
    case 'docx':
      text = await parsed('docx', docxTextParts(bytes), parse);
      break;
    case 'html':
      text = await parsed('html', decodeText(bytes, charset ?? metaCharset(bytes), strict), parse);
      break;
    case 'text': {
      const decoded = decodeText(bytes, charset, strict);
      // An HTML page served as text/plain (raw file hosts do this) is still read as HTML: its tags
      // and scripts would otherwise reach the engine as words.
      text = looksLikeHtml(decoded) ? await parsed('html', decoded, parse) : decoded;
      break;
    }
  }
  text = firstCodePoints(normalise(text), MAX_RESUME_CHARS);
  if ([...text].length < MIN_RESUME_CHARS) {
    throw new AppError(
      'RESUME_UNSUPPORTED',
      `the file at resume_url yields under ${MIN_RESUME_CHARS} characters of text`,
    );
  }
  return text;
}
