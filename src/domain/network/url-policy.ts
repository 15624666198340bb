// R20 (resume_url) and R24 (webhook endpoint url): what an outbound URL may look like. Pure
// functions, no I/O.
import { ipFamily } from './ip-policy';

export const MAX_RESUME_URL_LENGTH = 2048;

export type UrlProblem = 'syntax' | 'scheme' | 'credentials';

export type UrlInspection =
  | { ok: true; url: URL /** host without IPv6 brackets */; hostname: string; literal: 4 | 6 | null }
  | { ok: false; problem: UrlProblem; message: string };

const LABEL = /^[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?$/;

function validDomain(hostname: string): boolean {
  const name = hostname.endsWith('.') ? hostname.slice(0, -1) : hostname;
  if (name.length === 0 || name.length > 253) return false;
  return name.split('.').every((label) => LABEL.test(label));
}

export interface UrlRules {
  /** The field named in messages. */
  field: string;
  /** https only, unless the operator-only switch of the caller also admits http. */
  allowHttp: boolean;
}

const RESUME_URL: UrlRules = { field: 'resume_url', allowHttp: false };

/**
 * Checks a URL (a raw string from a client, or a redirect target already resolved against the
 * previous URL) after WHATWG parsing, so that integer/hex/octal IPv4 hosts are normalised.
 */
export function inspectResumeUrl(input: string | URL): UrlInspection {
  return inspectOutboundUrl(input, RESUME_URL);
}

export function inspectOutboundUrl(input: string | URL, { field, allowHttp }: UrlRules): UrlInspection {
  const fail = (problem: UrlProblem, message: string): UrlInspection => ({ ok: false, problem, message });
  const raw = typeof input === 'string' ? input : input.href;
  if ([...raw].length > MAX_RESUME_URL_LENGTH) {
    return fail('syntax', `${field} must be at most ${MAX_RESUME_URL_LENGTH} characters`);
  }
  if (raw.trim() !== raw || /[\u0000-\u001f\u007f]/.test(raw)) {
    return fail('syntax', `${field} must not contain control characters or surrounding whitespace`);
  }
  let url: URL;
  try {
    url = typeof input === 'string' ? new URL(input) : new URL(input.href);
  } catch {
    return fail('syntax', `${field} must be a valid absolute URL`);
  }
  if (url.protocol !== 'https:' && !(allowHttp && url.protocol === 'http:')) {
    return fail('scheme', `${field} must use https`);
  }
  if (url.username !== '' || url.password !== '') {
    return fail('credentials', `${field} must not contain credentials (user:password@)`);
  }
  const bracketed = url.hostname.startsWith('[') && url.hostname.endsWith(']');
  const hostname = bracketed ? url.hostname.slice(1, -1) : url.hostname;
  const literal = ipFamily(hostname);
  if (literal === null && (bracketed || !validDomain(hostname))) {
    return fail('syntax', `${field} must have a valid host name`);
  }
  if (url.port === '0') return fail('syntax', `${field} must not use port 0`);
  return { ok: true, url, hostname, literal };
}

/** For request validation (400): null when the URL is acceptable, else an English message. */
export function checkResumeUrlSyntax(url: string): string | null {
  if (typeof url !== 'string') return 'resume_url must be a string';
  const result = inspectResumeUrl(url);
  return result.ok ? null : result.message;
}
