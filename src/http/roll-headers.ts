import type { AuthContext } from '../services/auth.service';

/**
 * A rolled key's responses, successes and refusals alike, say that it is deprecated
 * (`Deprecation`, RFC 9745: when it was rolled) and when it stops working (`Sunset`, RFC 8594).
 */
export function rollHeaders(auth: AuthContext | null): Record<string, string> | undefined {
  const rolled = auth?.rolled;
  if (!rolled) return undefined;
  return rolled.sunset
    ? { Deprecation: rolled.deprecation, Sunset: rolled.sunset }
    : { Deprecation: rolled.deprecation };
}
