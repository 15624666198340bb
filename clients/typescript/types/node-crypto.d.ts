// The two node:crypto functions the webhook verifier uses, declared here because the package
// builds without @types/node (it has no dependencies, types included). Only the package build
// reads this file; the repository typecheck uses @types/node.
declare module 'node:crypto' {
  interface Hmac {
    update(data: string | Uint8Array): Hmac;
    digest(): Uint8Array;
  }
  export function createHmac(algorithm: 'sha256', key: Uint8Array): Hmac;
  export function timingSafeEqual(a: Uint8Array, b: Uint8Array): boolean;
}
