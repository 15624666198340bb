import { randomBytes } from 'node:crypto';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** Uniform base62 by rejection sampling: 22 chars carry ~131 bits, over the 128 that R10 asks. */
export function randomBase62(length: number): string {
  let out = '';
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < 248) out += BASE62[byte % 62];
      if (out.length === length) break;
    }
  }
  return out;
}

export type IdPrefix = 'job' | 'key' | 'cmp' | 'req' | 'rub' | 'pst';

export function newId(prefix: IdPrefix, length = 22): string {
  return `${prefix}_${randomBase62(length)}`;
}

export const JOB_ID_PATTERN = /^job_[0-9A-Za-z]{22,64}$/;
