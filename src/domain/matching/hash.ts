// Integer term ids for the hot ranking loop: postings store a 32-bit hash of each term, and the
// per-request tables are open-addressing typed arrays, so scoring 10,000 postings does no string
// hashing. A rare collision only merges two terms' statistics.

/** FNV-1a folded to 30 bits (V8 keeps such integers unboxed), never 0 (0 marks an empty slot). */
export function termHash(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h = (h ^ (h >>> 30)) & 0x3fffffff;
  return h === 0 ? 1 : h;
}

/** Map from term hash to number; grows to stay at most half full. */
export class HashTable {
  private keys: Int32Array;
  private vals: Float64Array;
  private mask: number;
  size = 0;

  constructor(expected = 16) {
    let cap = 16;
    while (cap < expected * 2) cap <<= 1;
    this.keys = new Int32Array(cap);
    this.vals = new Float64Array(cap);
    this.mask = cap - 1;
  }

  private grow(): void {
    const { keys, vals } = this;
    this.keys = new Int32Array(keys.length * 2);
    this.vals = new Float64Array(keys.length * 2);
    this.mask = this.keys.length - 1;
    this.size = 0;
    for (let i = 0; i < keys.length; i++) if (keys[i] !== 0) this.set(keys[i]!, vals[i]!);
  }

  private slot(h: number): number {
    let i = (h ^ (h >>> 16)) & this.mask;
    while (this.keys[i] !== 0 && this.keys[i] !== h) i = (i + 1) & this.mask;
    return i;
  }

  /** Value for h, or NaN when absent. */
  get(h: number): number {
    let i = (h ^ (h >>> 16)) & this.mask;
    for (;;) {
      const k = this.keys[i]!;
      if (k === h) return this.vals[i]!;
      if (k === 0) return NaN;
      i = (i + 1) & this.mask;
    }
  }

  set(h: number, v: number): void {
    if ((this.size + 1) * 2 > this.keys.length) this.grow();
    const i = this.slot(h);
    if (this.keys[i] === 0) {
      this.keys[i] = h;
      this.size++;
    }
    this.vals[i] = v;
  }

  add(h: number, v: number): void {
    if ((this.size + 1) * 2 > this.keys.length) this.grow();
    const i = this.slot(h);
    if (this.keys[i] === 0) {
      this.keys[i] = h;
      this.size++;
    }
    this.vals[i] = this.vals[i]! + v;
  }

  forEach(fn: (h: number, v: number) => void): void {
    for (let i = 0; i < this.keys.length; i++) if (this.keys[i] !== 0) fn(this.keys[i]!, this.vals[i]!);
  }
}
