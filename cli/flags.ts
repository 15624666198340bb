import { z } from 'zod';
import { checkIdempotencyKey } from '../src/domain/idempotency';
import { fieldBytes, readTextFile, sizeText } from './files';
import { CliError } from './io';

// Commander hands over strings; these zod pieces turn them into checked values, and every
// message names the flag, so a bad value stops with exit 2 before any request is made.

export function intFlag(flag: string, min: number, max: number) {
  return z.string().transform((v, ctx) => {
    const n = Number(v);
    if (!/^\d+$/.test(v) || n < min || n > max) {
      ctx.addIssue({ code: 'custom', message: `${flag} must be a whole number from ${min} to ${max}, got "${v}"` });
      return z.NEVER;
    }
    return n;
  });
}

export function numberFlag(flag: string, min: number, max: number) {
  return z.string().transform((v, ctx) => {
    const n = Number(v);
    if (!/^\d+(\.\d+)?$|^\.\d+$/.test(v) || n < min || n > max) {
      ctx.addIssue({ code: 'custom', message: `${flag} must be a number from ${min} to ${max}, got "${v}"` });
      return z.NEVER;
    }
    return n;
  });
}

/** Length in characters as the API counts them (code points). */
export const textFlag = (flag: string, min: number, max: number) =>
  z.string().refine((v) => {
    let n = 0;
    for (const _ of v) if (++n > max) return false;
    return n >= min;
  }, `${flag} must be ${min} to ${max} characters long`);

export const idempotencyKeyFlag = z
  .string()
  .superRefine((v, ctx) => {
    const problem = checkIdempotencyKey(v);
    if (problem) ctx.addIssue({ code: 'custom', message: `--idempotency-key: ${problem}` });
  })
  .optional();

/** Validates commander's options; the first problem becomes a one-line error, exit 2. */
export function parseFlags<T extends z.ZodType>(schema: T, raw: unknown): z.infer<T> {
  const r = schema.safeParse(raw);
  if (!r.success) throw new CliError(r.error.issues[0]!.message, 2);
  return r.data;
}

/**
 * A UTF-8 text file sent as one API field of at most `maxChars` characters; exit 2 when it cannot
 * be read, is not UTF-8, or is larger than that many characters could ever be (checked by size
 * before anything is read).
 */
export function readFieldFile(flag: string, path: string, minChars: number, maxChars: number): Promise<string> {
  return readTextFile(path, {
    label: flag,
    maxBytes: fieldBytes(maxChars),
    tooLarge: (bytes) =>
      `${flag} must be ${minChars} to ${maxChars} characters long; ${path} is ${sizeText(bytes, fieldBytes(maxChars))}`,
  });
}
