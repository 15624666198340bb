// UTF-8 text that was decoded as Windows-1252 somewhere on its way ("customerâ€™s", "cafÃ©",
// "managerÂ"): the stray letters glue onto words and make new words of them ("customerâ",
// "managerâ"), so the real word would not count. Valid sequences are decoded back; the remains
// of broken ones become spaces.
import { CP1252_HIGH as CP1252, windows1252Byte as byteOf } from '../windows-1252';

// A lead byte of a 2-4 byte sequence, as a character, and the continuation bytes after it.
const RUN = new RegExp(`[\\u00c2-\\u00f4][\\u0080-\\u00bf${CP1252}]+`, 'g');
// What only UTF-8 read as Windows-1252 leaves: "Ã" or "Â" before a continuation byte ("cafÃ©",
// "Â©"), the leads of punctuation, bullets and icons ("â€™", "â„¢", "â–ª", "âœ“", "ðŸ“§") and of
// full-width forms ("ï¼"). A real letter before a symbol ("NESTLÉ®", "QUALITÉ–", "été…") looks
// like a sequence too, so without one of these the text is left alone.
const SIGNATURE = new RegExp(
  `[\\u00c2\\u00c3][\\u0080-\\u00bf${CP1252}]|\\u00e2[€„–—†œ]|\\u00f0Ÿ|\\u00ef[\\u00bc\\u00bd\\u00bb]`,
);
// "Â" left alone where a no-break space lost its second byte ("experienceÂ skills").
const LONE_NBSP_LEAD = /(?<=[\p{L}\p{N}.,;:)])\u00c2(?!\p{L})/gu;

// Sequences that lost a byte after these two ("â€" of punctuation, "ï¼" of full-width forms):
// no word contains them.
const BROKEN_PREFIX = /^(?:\u00e2[€„]|\u00ef[\u00bc\u00bd\u00bb])/;

// What a decoded sequence may be: Latin letters and symbols, punctuation, currency and the
// symbols resumes use as bullets, arrows and icons. A letter before a symbol decodes elsewhere
// ("É–" to "ɖ", "é…»" to "酻") and stays as written.
function plausible(cp: number): boolean {
  return (
    (cp >= 0x80 && cp <= 0x24f) ||
    (cp >= 0x2000 && cp <= 0x206f) ||
    cp === 0x20ac ||
    cp === 0x2122 ||
    (cp >= 0x2190 && cp <= 0x21ff) ||
    (cp >= 0x25a0 && cp <= 0x27bf) ||
    (cp >= 0xfeff && cp <= 0xffef) ||
    (cp >= 0x1f300 && cp <= 0x1faff)
  );
}

function decodeRun(run: string): string {
  const lead = run.charCodeAt(0);
  const need = lead < 0xe0 ? 1 : lead < 0xf0 ? 2 : 3;
  if (run.length - 1 < need) return BROKEN_PREFIX.test(run) ? ' ' : run;
  let cp = lead & (need === 1 ? 0x1f : need === 2 ? 0x0f : 0x07);
  for (let k = 1; k <= need; k++) cp = (cp << 6) | (byteOf(run[k]!) & 0x3f);
  const min = need === 1 ? 0x80 : need === 2 ? 0x800 : 0x10000;
  if (cp < min || !plausible(cp)) return run;
  return String.fromCodePoint(cp) + run.slice(1 + need);
}

/** Text with UTF-8-as-Windows-1252 sequences decoded (twice over at most) and their wrecks blanked. */
export function repairMojibake(text: string): string {
  let t = text;
  // Encoded twice ("Ã¢â‚¬â„¢" for "’") takes two passes.
  for (let pass = 0; pass < 2 && SIGNATURE.test(t); pass++) t = t.replace(RUN, decodeRun);
  return t.includes('\u00c2') ? t.replace(LONE_NBSP_LEAD, ' ') : t;
}
