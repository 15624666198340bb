// Keys are for servers only (the API's spec, rule 4): the API sends no CORS headers, and a key in
// a page or an app is readable by anyone who opens it.

declare const window: unknown;
declare const document: unknown;
declare const importScripts: unknown;
declare const navigator: { product?: string } | undefined;

/** True in a browser page, a web worker or React Native. */
export function looksLikeBrowser(): boolean {
  if (typeof window !== 'undefined' && typeof document !== 'undefined') return true;
  if (typeof importScripts === 'function') return true;
  return typeof navigator !== 'undefined' && navigator?.product === 'ReactNative';
}

export const BROWSER_REFUSAL =
  'HiringClient refuses to run in a browser: an API key is a server-side secret (the API sends no CORS headers, ' +
  'and a key shipped in a page or an app is readable by anyone who opens it). Call the API from your server, ' +
  'or pass dangerouslyAllowBrowser: true if this code really runs somewhere the key stays private.';
