import type { Payload } from '@temporalio/common';
import { z } from 'zod';

// proto3 JSON writes bytes as base64, and readers must take the URL-safe alphabet and no padding too.
const bytes = z.string().regex(/^[A-Za-z0-9+/_-]*={0,2}$/, 'must be base64');

/** The codec server protocol's body: `{"payloads": [...]}`, each a Payload in proto3 JSON. */
export const PayloadsJson = z.object({
  payloads: z.array(z.object({ metadata: z.record(z.string(), bytes).nullish(), data: bytes.nullish() })),
});
export type PayloadsJson = z.infer<typeof PayloadsJson>;

export function payloadFromJson(p: PayloadsJson['payloads'][number]): Payload {
  const metadata = Object.fromEntries(Object.entries(p.metadata ?? {}).map(([k, v]) => [k, Buffer.from(v, 'base64')]));
  return { metadata, data: Buffer.from(p.data ?? '', 'base64') };
}

export function payloadToJson(p: Payload): { metadata: Record<string, string>; data: string } {
  const metadata = Object.fromEntries(Object.entries(p.metadata ?? {}).map(([k, v]) => [k, base64(v)]));
  return { metadata, data: base64(p.data) };
}

const base64 = (b: Uint8Array | null | undefined): string => Buffer.from(b ?? new Uint8Array()).toString('base64');
