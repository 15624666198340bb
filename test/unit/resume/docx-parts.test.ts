import { describe, expect, it } from 'vitest';
import { DocxRefused, repackTextParts, zipEntries } from '../../../src/services/resume/docx-parts';
import { buildDocx, buildZip } from '../../../support/fixtures/resume-documents';

const refusal = (f: () => unknown): DocxRefused => {
  try {
    f();
  } catch (e) {
    expect(e).toBeInstanceOf(DocxRefused);
    return e as DocxRefused;
  }
  throw new Error('expected a refusal');
};

describe('repackTextParts (R20: DOCX compression bombs)', () => {
  it('keeps the XML parts, stored uncompressed with their real sizes, and drops media unread', () => {
    const docx = buildDocx(['Jane Doe, Senior Backend Engineer'], { 'word/media/photo.png': Buffer.alloc(4096, 7) });
    const repacked = repackTextParts(docx);
    const entries = zipEntries(repacked)!;
    expect(entries.map((e) => e.name).sort()).toEqual(['[Content_Types].xml', '_rels/.rels', 'word/document.xml']);
    for (const e of entries) {
      expect(e.method).toBe(0);
      expect(e.compressed).toBe(e.uncompressed);
    }
    const doc = entries.find((e) => e.name === 'word/document.xml')!;
    const data = repacked.subarray(
      doc.offset + 30 + Buffer.byteLength(doc.name),
      doc.offset + 30 + Buffer.byteLength(doc.name) + doc.compressed,
    );
    expect(data.toString('utf8')).toContain('Jane Doe, Senior Backend Engineer');
  });

  it('counts inflated bytes against the budget: one byte over is refused, the exact budget is not', () => {
    const docx = buildZip({ 'a.xml': 'x'.repeat(600), 'b.rels': 'y'.repeat(400) });
    expect(zipEntries(repackTextParts(docx, 1000))!.map((e) => e.uncompressed)).toEqual([600, 400]);
    expect(refusal(() => repackTextParts(docx, 999)).message).toBe('its text parts inflate beyond the limit');
  });

  it('refuses an unreadable archive, an entry outside it, an unknown method and corrupt data', () => {
    expect(refusal(() => repackTextParts(Buffer.from('PK\u0003\u0004 not a zip'))).message).toBe(
      'not a readable ZIP archive',
    );
    const outside = buildZip({ 'word/document.xml': '<w:document/>' });
    const central = outside.lastIndexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    outside.writeUInt32LE(0x7fffffff, central + 20); // compressed size past the end
    expect(refusal(() => repackTextParts(outside)).message).toBe('an entry lies outside the archive');
    const bzip2 = buildZip({ 'word/document.xml': '<w:document/>' });
    bzip2.writeUInt16LE(12, bzip2.lastIndexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02])) + 10);
    expect(refusal(() => repackTextParts(bzip2)).message).toBe('an entry uses an unsupported compression method');
    const corrupt = buildZip({ 'word/document.xml': '<w:document/>' });
    corrupt.fill(0xff, 30 + 'word/document.xml'.length, 30 + 'word/document.xml'.length + 4);
    expect(refusal(() => repackTextParts(corrupt)).message).toBe('an entry is corrupt');
  });
});
