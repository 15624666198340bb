// R28: where a delivery attempt may connect, judged afresh on every attempt. Pure: the DNS
// answers are given, so refusals are tested without a resolver.
import { ipFamily, isPublicAddress } from '../network/ip-policy';

export interface Destination {
  url: URL;
  /** URL host without IPv6 brackets: SNI and Host stay this name. */
  hostname: string;
  /** The vetted addresses: the only ones the connection may use. */
  addresses: { address: string; family: 4 | 6 }[];
}

export type DestinationCheck =
  | { ok: true; destination: Destination }
  | { ok: false; reason: 'invalid_url' | 'forbidden_address' };

/** The URL's host, or null when it needs no DNS (an IP literal) or cannot be parsed. */
export function hostToResolve(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  const host = stripBrackets(parsed.hostname);
  return ipFamily(host) === null ? host : null;
}

const stripBrackets = (h: string) => (h.startsWith('[') && h.endsWith(']') ? h.slice(1, -1) : h);

/**
 * https only (http too under the operator's WEBHOOK_ALLOW_PRIVATE_URLS), no credentials, and
 * every DNS answer public unless private addresses are allowed: one private answer refuses the
 * whole host, so a name that resolves both ways cannot be raced.
 */
export function checkDestination(url: string, answers: readonly string[], allowPrivate: boolean): DestinationCheck {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { ok: false, reason: 'invalid_url' };
  }
  const schemeOk = parsed.protocol === 'https:' || (allowPrivate && parsed.protocol === 'http:');
  if (!schemeOk || parsed.username !== '' || parsed.password !== '') return { ok: false, reason: 'invalid_url' };
  const hostname = stripBrackets(parsed.hostname);
  const literal = ipFamily(hostname);
  const candidates = literal !== null ? [hostname] : answers;
  if (candidates.length === 0) return { ok: false, reason: 'forbidden_address' };
  const addresses: Destination['addresses'] = [];
  for (const a of candidates) {
    const family = ipFamily(a);
    if (family === null) return { ok: false, reason: 'forbidden_address' };
    if (!allowPrivate && !isPublicAddress(a)) return { ok: false, reason: 'forbidden_address' };
    addresses.push({ address: a, family });
  }
  return { ok: true, destination: { url: parsed, hostname, addresses } };
}
