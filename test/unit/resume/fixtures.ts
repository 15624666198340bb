// Resume files built in memory for the resume tests: a minimal PDF, a minimal DOCX (zipped by the
// same writer that repacks uploaded DOCX files), a PNG header, and sample texts. No files on
// disk, no network.
import { deflateSync } from 'node:zlib';
import { writeZip } from '../../../src/services/resume/docx-parts';

export const RESUME_TEXT =
  'Jane Doe\nSenior Backend Engineer\n\nSkills: TypeScript, Node.js, MySQL, Temporal, Kubernetes.\n' +
  'Experience: 8 years building hiring platforms and APIs at scale.';

export const SHORT_TEXT = 'Jane Doe, engineer.';

function pdfString(text: string): string {
  return `(${text.replace(/[\\()]/g, (c) => `\\${c}`)})`;
}

/** A valid PDF 1.4 with one page per entry; each page shows its lines in Helvetica. */
export function buildPdf(pages: string[][]): Buffer {
  const objects: string[] = [];
  const pageIds = pages.map((_, i) => 4 + i * 2);
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`;
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';
  pages.forEach((lines, i) => {
    const pageId = pageIds[i]!;
    const ops = ['BT', '/F1 12 Tf', '14 TL', '72 720 Td', ...lines.map((l) => `${pdfString(l)} Tj T*`), 'ET'].join('\n');
    objects[pageId] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents ${pageId + 1} 0 R ` +
      '/Resources << /Font << /F1 3 0 R >> >> >>';
    objects[pageId + 1] = `<< /Length ${Buffer.byteLength(ops, 'latin1')} >>\nstream\n${ops}\nendstream`;
  });
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = Buffer.byteLength(out, 'latin1');
    out += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id++) out += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/**
 * A one-page PDF whose second content stream inflates to `mib` MiB of spaces: a compression bomb
 * (about 1 KiB sent per MiB inflated) that is still a valid PDF with real text on its page.
 */
export function buildPdfBomb(mib: number): Buffer {
  const head = 'BT /F1 12 Tf 72 720 Td (Jane Doe, Senior Backend Engineer with TypeScript and Node.js) Tj ET\n';
  const packed = deflateSync(Buffer.alloc(mib * 1024 * 1024, 0x20), { level: 9 });
  const parts: Buffer[] = [];
  const offsets: number[] = [];
  let length = 0;
  const push = (b: Buffer | string): void => {
    const x = typeof b === 'string' ? Buffer.from(b, 'latin1') : b;
    parts.push(x);
    length += x.length;
  };
  push('%PDF-1.4\n');
  [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [4 0 R] /Count 1 >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents [5 0 R 6 0 R] /Resources << /Font << /F1 3 0 R >> >> >>',
  ].forEach((o, i) => {
    offsets[i + 1] = length;
    push(`${i + 1} 0 obj\n${o}\nendobj\n`);
  });
  offsets[5] = length;
  push(`5 0 obj\n<< /Length ${head.length} >>\nstream\n${head}\nendstream\nendobj\n`);
  offsets[6] = length;
  push(`6 0 obj\n<< /Length ${packed.length} /Filter /FlateDecode >>\nstream\n`);
  push(packed);
  push('\nendstream\nendobj\n');
  const xref = length;
  let table = 'xref\n0 7\n0000000000 65535 f \n';
  for (let id = 1; id <= 6; id++) table += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  push(`${table}trailer\n<< /Size 7 /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`);
  return Buffer.concat(parts);
}

/** A ZIP archive (deflate) of the given files. */
export function buildZip(files: Record<string, string | Buffer>): Buffer {
  const entries = Object.entries(files).map(([name, content]) => ({
    name: Buffer.from(name, 'utf8'),
    data: Buffer.isBuffer(content) ? content : Buffer.from(content, 'utf8'),
  }));
  return writeZip(entries, 8);
}

function xmlEscape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** A minimal DOCX: content types, package relationships and word/document.xml (plus `extra`
 * parts, e.g. media, and `padding` spaces between the paragraphs and the end of the body). */
export function buildDocx(paragraphs: string[], extra: Record<string, string | Buffer> = {}, padding = 0): Buffer {
  const body =
    paragraphs.map((p) => `<w:p><w:r><w:t xml:space="preserve">${xmlEscape(p)}</w:t></w:r></w:p>`).join('') +
    ' '.repeat(padding);
  return buildZip({
    ...extra,
    '[Content_Types].xml':
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
      '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>' +
      '</Types>',
    '_rels/.rels':
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
      '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>' +
      '</Relationships>',
    'word/document.xml':
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
      '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">' +
      `<w:body>${body}</w:body></w:document>`,
  });
}

/** The first bytes of a PNG (signature + IHDR): enough for type detection. */
export const PNG_BYTES = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);

export const RESUME_HTML =
  '<!doctype html><html><head><title>CV</title><style>body { color: red; }</style>' +
  '<script>var secret = "do-not-extract";</script></head><body>' +
  '<h1>Jane Doe</h1><p>Senior Backend Engineer with <b>TypeScript</b>, Node.js and MySQL.</p>' +
  '<ul><li>8 years building hiring platforms</li><li>Temporal workflows</li></ul>' +
  '<script>console.log("also-not-extracted")</script><a href="https://example.com/x">Portfolio</a></body></html>';

export const RESUME_MD =
  '# Jane Doe\n\n## Experience\n\n- **Senior Backend Engineer** at Example Corp (2018-2024)\n- Built TypeScript APIs\n';
