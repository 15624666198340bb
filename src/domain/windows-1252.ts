// Windows-1252's characters at the bytes 0x80-0x9F (Latin-1 has C1 controls there; its other
// bytes are Latin-1's). Node's TextDecoder, built without full ICU, decodes 'windows-1252' as
// Latin-1, so both directions are done here: reading a 1252 file (services/resume) and undoing
// UTF-8 that was read as 1252 (domain/matching/mojibake.ts).
export const CP1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';

const BYTE = new Map<string, number>();
for (let i = 0; i < CP1252_HIGH.length; i++) BYTE.set(CP1252_HIGH[i]!, 0x80 + i);

/** The text of Windows-1252 bytes. */
export function decodeWindows1252(bytes: Buffer): string {
  return bytes.toString('latin1').replace(/[\u0080-\u009f]/g, (c) => CP1252_HIGH[c.charCodeAt(0) - 0x80]!);
}

/** The Windows-1252 byte a character was decoded from, or -1 when none encodes to it. */
export function windows1252Byte(ch: string): number {
  const b = BYTE.get(ch);
  if (b !== undefined) return b;
  const c = ch.charCodeAt(0);
  return c <= 0xff ? c : -1;
}
