import { newId } from '../ids';

const SANE = /^[A-Za-z0-9._:\-]{1,128}$/;

/** R1: the client's X-Request-Id when it is sane, else a fresh one. */
export function requestIdFrom(value: string | string[] | undefined): string {
  return typeof value === 'string' && SANE.test(value) ? value : newId('req');
}
