// R24: where a webhook may be delivered; the resume_url rules (R20) with the operator-only
// WEBHOOK_ALLOW_PRIVATE_URLS switch. Pure functions: the resolver is the caller's.
import { isPublicAddress } from '../network/ip-policy';
import { inspectOutboundUrl, type UrlInspection } from '../network/url-policy';

export const ENDPOINT_URL_FIELD = 'url';

/** Syntax, scheme and credentials (400 when they fail): https only unless allowPrivate admits http. */
export function inspectEndpointUrl(input: string, allowPrivate: boolean): UrlInspection {
  return inspectOutboundUrl(input, { field: ENDPOINT_URL_FIELD, allowHttp: allowPrivate });
}

/**
 * The addresses a host name resolved to (or its literal): every one must be public, or a later
 * answer could route a delivery inside the network. Null when they may be used, else why not
 * (422); the message names no address, so DNS answers never reach the caller.
 */
export function refuseEndpointAddresses(addresses: readonly string[], allowPrivate: boolean): string | null {
  if (addresses.length === 0) return 'url: the host name has no address';
  if (allowPrivate) return null;
  return addresses.every(isPublicAddress)
    ? null
    : 'url must point to a public address; private, loopback, link-local and metadata addresses are refused';
}
