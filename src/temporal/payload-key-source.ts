import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigError, type Config } from '../config';
import { newPayloadKeySetting, parsePayloadKeys, type PayloadKey } from '../payload-keys';

export const DEV_KEY_FILE = 'temporal-payload-keys';

/**
 * The keys of the API, the worker and the codec server. Production must configure them: a key
 * made up on one host would leave the others unable to read its jobs. Elsewhere one is generated
 * into DEV_DATA_DIR (gitignored) the first time, so `npm run dev` needs no configuration, and the
 * same file serves every process started from the same folder.
 */
export function payloadKeysFor(config: Config): readonly PayloadKey[] {
  if (config.TEMPORAL_PAYLOAD_KEYS) return config.TEMPORAL_PAYLOAD_KEYS;
  if (config.NODE_ENV === 'production') {
    throw new ConfigError(
      'TEMPORAL_PAYLOAD_KEYS is required when NODE_ENV=production: id:base64-of-32-bytes (see docs/operations.md, "Payload encryption")',
    );
  }
  return devPayloadKeys(config.DEV_DATA_DIR);
}

/** Reads the dev key file, creating it first if it is missing. */
export function devPayloadKeys(dir: string): readonly PayloadKey[] {
  const file = join(dir, DEV_KEY_FILE);
  const text = readIfExists(file) ?? create(dir, file);
  const parsed = parsePayloadKeys(text.trim());
  if ('problem' in parsed) throw new ConfigError(`${file}: ${parsed.problem} (delete the file to have a new key made)`);
  return parsed.keys;
}

function readIfExists(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
}

/**
 * Written whole under a temporary name, then linked into place: the API, the worker and the codec
 * server may start together, and link() never replaces a file another process made first.
 */
function create(dir: string, file: string): string {
  mkdirSync(dir, { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, `${newPayloadKeySetting('dev')}\n`, { mode: 0o600 });
  try {
    linkSync(temp, file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  } finally {
    unlinkSync(temp);
  }
  return readFileSync(file, 'utf8');
}
