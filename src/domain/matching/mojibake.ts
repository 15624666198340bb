// UTF-8 text that was decoded as Windows-1252 somewhere on its way ("customerâ€™s", "cafÃ©",
// "managerÂ"): the stray letters glued onto words and made new words of them ("customerâ",
// "managerâ"), so the real word no longer counted. Valid sequences are decoded back; the remains
// of broken ones become spaces.

// Windows-1252 characters of the bytes 0x80-0x9F (the others are Latin-1).
const CP1252 = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ';
const BYTE = new Map<string, number>();
for (let i = 0; i < CP1252.length; i++) BYTE.set(CP1252[i]!, 0x80 + i);

function byteOf(ch: string): number {
  const b = BYTE.get(ch);
  if (b !== undefined) return b;
  const c = ch.charCodeAt(0);
  return c <= 0xff ? c : -1;
}

// A lead byte of a 2-4 byte sequence, as a character, and the continuation bytes after it.
const SUSPECT = new RegExp(`[\\u00c2-\\u00f4][\\u0080-\\u00bf${CP1252}]`);
const RUN = new RegExp(`[\\u00c2-\\u00f4][\\u0080-\\u00bf${CP1252}]+`, 'g');
// "Â" left alone where a no-break space lost its second byte ("experienceÂ skills").
const LONE_NBSP_LEAD = /(?<=[\p{L}\p{N}.,;:)])\u00c2(?!\p{L})/gu;

const BROKEN_LEADS = '\u00c2\u00c3\u00e2\u00ef';

function decodeRun(run: string): string {
  const lead = run.charCodeAt(0);
  const need = lead < 0xe0 ? 1 : lead < 0xf0 ? 2 : 3;
  // A broken sequence ("â€" or "ï¼" before a lost byte) from the leads of punctuation and
  // Latin letters: no word contains it. Others may be a letter before a symbol ("café»").
  if (run.length - 1 < need) return BROKEN_LEADS.includes(run[0]!) ? ' ' : run;
  let cp = lead & (need === 1 ? 0x1f : need === 2 ? 0x0f : 0x07);
  for (let k = 1; k <= need; k++) cp = (cp << 6) | (byteOf(run[k]!) & 0x3f);
  const min = need === 1 ? 0x80 : need === 2 ? 0x800 : 0x10000;
  if (cp < min || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff) || (cp >= 0xe000 && cp <= 0xf8ff)) return run;
  return String.fromCodePoint(cp) + run.slice(1 + need);
}

/** Text with UTF-8-as-Windows-1252 sequences decoded (twice over at most) and their wrecks blanked. */
export function repairMojibake(text: string): string {
  let t = text;
  // Encoded twice ("Ã¢â‚¬â„¢" for "’") takes two passes.
  for (let pass = 0; pass < 2 && SUSPECT.test(t); pass++) t = t.replace(RUN, decodeRun);
  return t.includes('\u00c2') ? t.replace(LONE_NBSP_LEAD, ' ') : t;
}
