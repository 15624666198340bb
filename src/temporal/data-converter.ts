import { fileURLToPath } from 'node:url';
import type { DataConverter } from '@temporalio/common';
import { EncryptionCodec } from './payload-codec';
import type { PayloadKey } from '../payload-keys';

export const FAILURE_CONVERTER_PATH = fileURLToPath(new URL('./failure-converter.cjs', import.meta.url));

/**
 * What every Temporal client and worker of the project uses: payloads (inputs, results, memo,
 * heartbeats) encrypted, and failure messages and stacks moved into an encrypted payload too.
 * The workflow bundle is built with the same failure converter (worker.ts).
 */
export function encryptingDataConverter(keys: readonly PayloadKey[]): DataConverter {
  return { payloadCodecs: [new EncryptionCodec(keys)], failureConverterPath: FAILURE_CONVERTER_PATH };
}
