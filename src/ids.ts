import { randomFillSync } from 'node:crypto';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

// Every request gets an id, so bytes come from a pool refilled 4 KiB at a time (as Node does for
// randomUUID): one call into the CSPRNG per ~90 ids instead of one per id, which costs ~6% of a
// trivial request's CPU. Each byte is used once.
const pool = Buffer.alloc(4096);
let poolAt = pool.length;

function randomByte(): number {
  if (poolAt === pool.length) {
    randomFillSync(pool);
    poolAt = 0;
  }
  return pool[poolAt++]!;
}

/** Uniform base62 by rejection sampling: 22 chars carry ~131 bits, over the 128 that R10 asks. */
export function randomBase62(length: number): string {
  let out = '';
  while (out.length < length) {
    const byte = randomByte();
    if (byte < 248) out += BASE62[byte % 62];
  }
  return out;
}

export type IdPrefix = 'job' | 'key' | 'cmp' | 'req' | 'rub' | 'pst' | 'aud' | 'we';

export function newId(prefix: IdPrefix, length = 22): string {
  return `${prefix}_${randomBase62(length)}`;
}

export const JOB_ID_PATTERN = /^job_[0-9A-Za-z]{22,64}$/;

export const WEBHOOK_ENDPOINT_ID_PATTERN = /^we_[0-9A-Za-z]{22}$/;
