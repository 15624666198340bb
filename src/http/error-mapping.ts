import { TRPCError } from '@trpc/server';
import { ZodError } from 'zod';
import { AppError, type ErrorDetail } from '../errors';
import { isBackingServiceUnavailable } from '../services/backing-services';

/** Translate anything thrown below the HTTP layer into the R2 error it stands for, once. */
export function toAppError(err: unknown, requestId: string): AppError {
  const cause = err instanceof TRPCError ? (err.cause ?? err) : err;
  if (cause instanceof AppError) return cause;
  if (cause instanceof ZodError) return validationError(cause);
  if (isBackingServiceUnavailable(cause)) {
    return new AppError('SERVICE_UNAVAILABLE', 'A backing service is unavailable; retry shortly.', {
      headers: { 'Retry-After': '5' },
      cause,
    });
  }
  return new AppError('INTERNAL_ERROR', `Internal error; quote request id ${requestId} when reporting it.`, { cause });
}

export function validationError(err: ZodError): AppError {
  const details: ErrorDetail[] = err.issues.flatMap((issue) => {
    const base = issue.path.map(String).join('.');
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((k) => ({ path: base ? `${base}.${k}` : k, message: 'is not a recognised field' }));
    }
    return [{ path: base || '(body)', message: issue.message }];
  });
  const first = details[0]!;
  const more = details.length > 1 ? ` (and ${details.length - 1} more problem${details.length > 2 ? 's' : ''})` : '';
  // R1: the message names the field; a parameter sent with no name ("?=x") is named as such.
  const subject =
    first.path === '(body)' ? '' : first.path === '' ? 'a parameter with an empty name: ' : `${first.path}: `;
  return new AppError('VALIDATION_ERROR', `Invalid request: ${subject}${first.message}${more}`, { details });
}
