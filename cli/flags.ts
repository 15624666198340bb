import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import { checkIdempotencyKey } from '../src/domain/idempotency';
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
    const n = [...v].length;
    return n >= min && n <= max;
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

/** A text file read as UTF-8; exit 2 when it cannot be read. */
export async function readTextFile(flag: string, path: string): Promise<string> {
  try {
    return await readFile(path, 'utf8');
  } catch (err) {
    const code = (err as { code?: string }).code;
    throw new CliError(`${flag}: cannot read ${path}${code ? ` (${code})` : ''}`, 2);
  }
}
