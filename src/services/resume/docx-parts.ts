// A DOCX's text lives in its XML parts. Before mammoth sees an uploaded DOCX, the XML parts are
// inflated here under a byte budget and repacked uncompressed: a ZIP's declared sizes are the
// sender's word, and a 5 MiB archive can inflate to 5 GB (measured: 47 s and 5.4 GB of memory in
// mammoth before it gives up). Media and other binary parts are dropped unread: text extraction
// never needs them.
import { crc32, deflateRawSync, inflateRawSync } from 'node:zlib';

/** Inflated bytes allowed for all XML parts together; real resumes use well under 2 MiB. */
export const MAX_DOCX_XML_BYTES = 16 * 1024 * 1024;

export interface ZipEntry {
  name: string;
  /** Declared by the archive; not to be trusted. */
  uncompressed: number;
  compressed: number;
  method: number;
  /** Offset of the entry's local header. */
  offset: number;
}

/** Reads a ZIP's central directory; null if it is not a readable ZIP. */
export function zipEntries(bytes: Buffer): ZipEntry[] | null {
  if (bytes.length < 22) return null;
  const min = Math.max(0, bytes.length - 22 - 0xffff);
  let eocd = -1;
  for (let i = bytes.length - 22; i >= min; i--) {
    if (bytes.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return null;
  const count = bytes.readUInt16LE(eocd + 10);
  let at = bytes.readUInt32LE(eocd + 16);
  const entries: ZipEntry[] = [];
  for (let n = 0; n < count; n++) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== 0x02014b50) return null;
    const method = bytes.readUInt16LE(at + 10);
    const compressed = bytes.readUInt32LE(at + 20);
    const uncompressed = bytes.readUInt32LE(at + 24);
    const nameLen = bytes.readUInt16LE(at + 28);
    const extraLen = bytes.readUInt16LE(at + 30);
    const commentLen = bytes.readUInt16LE(at + 32);
    const offset = bytes.readUInt32LE(at + 42);
    if (at + 46 + nameLen > bytes.length) return null;
    const name = bytes.subarray(at + 46, at + 46 + nameLen).toString('utf8');
    entries.push({ name, uncompressed, compressed, method, offset });
    at += 46 + nameLen + extraLen + commentLen;
  }
  return entries;
}

const isTextPart = (name: string): boolean => /\.(?:xml|rels)$/i.test(name);

/** The entry's stored data, or null when its local header does not fit the file. */
function entryData(bytes: Buffer, e: ZipEntry): Buffer | null {
  if (e.offset + 30 > bytes.length || bytes.readUInt32LE(e.offset) !== 0x04034b50) return null;
  const start = e.offset + 30 + bytes.readUInt16LE(e.offset + 26) + bytes.readUInt16LE(e.offset + 28);
  const end = start + e.compressed;
  return end <= bytes.length ? bytes.subarray(start, end) : null;
}

/** Why a DOCX was refused; the caller turns it into RESUME_UNSUPPORTED. */
export class DocxRefused extends Error {}

/**
 * The archive's XML parts, inflated with at most `budget` bytes in all, as a new ZIP whose
 * entries are stored (not compressed). Throws DocxRefused for an unreadable archive, an unknown
 * compression method, or parts that inflate beyond the budget (whatever sizes they declare).
 */
export function repackTextParts(bytes: Buffer, budget = MAX_DOCX_XML_BYTES): Buffer {
  const entries = zipEntries(bytes);
  if (!entries) throw new DocxRefused('not a readable ZIP archive');
  const parts: Array<{ name: Buffer; data: Buffer }> = [];
  let left = budget;
  for (const e of entries) {
    if (!isTextPart(e.name) || e.name.endsWith('/')) continue;
    const raw = entryData(bytes, e);
    if (!raw) throw new DocxRefused('an entry lies outside the archive');
    let data: Buffer;
    if (e.method === 0) data = raw;
    else if (e.method === 8) {
      try {
        // maxOutputLength stops inflating at the budget instead of after the damage.
        data = inflateRawSync(raw, { maxOutputLength: Math.max(1, left) });
      } catch (err) {
        const tooBig = (err as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE';
        throw new DocxRefused(tooBig ? 'its text parts inflate beyond the limit' : 'an entry is corrupt');
      }
    } else throw new DocxRefused('an entry uses an unsupported compression method');
    if (data.length > left) throw new DocxRefused('its text parts inflate beyond the limit');
    left -= data.length;
    parts.push({ name: Buffer.from(e.name, 'utf8'), data });
  }
  return writeZip(parts);
}

/**
 * A ZIP of the given entries with UTF-8 names, stored (method 0) or deflated (method 8). The
 * repacked DOCX is stored; the test fixtures deflate to build archives as word processors do.
 */
export function writeZip(entries: ReadonlyArray<{ name: Buffer; data: Buffer }>, method: 0 | 8 = 0): Buffer {
  const out: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const { name, data } of entries) {
    const crc = crc32(data);
    const packed = method === 8 ? deflateRawSync(data) : data;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(name.length, 26);
    const dir = Buffer.alloc(46);
    dir.writeUInt32LE(0x02014b50, 0);
    dir.writeUInt16LE(20, 4);
    dir.writeUInt16LE(20, 6);
    dir.writeUInt16LE(0x0800, 8);
    dir.writeUInt16LE(method, 10);
    dir.writeUInt32LE(crc, 16);
    dir.writeUInt32LE(packed.length, 20);
    dir.writeUInt32LE(data.length, 24);
    dir.writeUInt16LE(name.length, 28);
    dir.writeUInt32LE(offset, 42);
    out.push(local, name, packed);
    central.push(dir, name);
    offset += 30 + name.length + packed.length;
  }
  const dir = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...out, dir, end]);
}
