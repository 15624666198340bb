import { z } from 'zod';

/** R3: lengths in Unicode code points, not UTF-16 units; no trimming. */
export function codePointString(field: string, min: number, max: number) {
  return z
    .string({ error: (i) => (i.input === undefined ? `${field} is required` : `${field} must be a string`) })
    .superRefine((s, ctx) => {
      const n = [...s].length;
      if (n < min) ctx.addIssue({ code: 'custom', message: `${field} must be at least ${min} characters (got ${n})` });
      else if (n > max)
        ctx.addIssue({ code: 'custom', message: `${field} must be at most ${max} characters (got ${n})` });
    })
    .meta({ minLength: min, maxLength: max });
}

export function boundedInt(field: string, min: number, max: number) {
  return z
    .number({ error: `${field} must be an integer` })
    .int(`${field} must be an integer`)
    .min(min, `${field} must be between ${min} and ${max}`)
    .max(max, `${field} must be between ${min} and ${max}`);
}

export function boundedNumber(field: string, min: number, max: number) {
  return z
    .number({ error: `${field} must be a number` })
    .min(min, `${field} must be between ${min} and ${max}`)
    .max(max, `${field} must be between ${min} and ${max}`);
}

export const asyncFlag = z.boolean({ error: 'async must be a boolean (true or false)' }).default(false);
