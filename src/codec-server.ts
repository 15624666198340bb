// The codec server process: lets the Temporal UI show the encrypted workflow payloads.
// A process of its own rather than part of the worker: it is a decryption service that browsers
// reach, so it gets its own address, exposure and lifetime (one behind the UI, however many
// workers run, none of which then listens on a port), and it needs neither MySQL nor Temporal.
import { ConfigError, loadConfig } from './config';
import { closeGracefully, listen } from './net/listen';
import { createLogger, errorFields } from './log';
import { codecCorsOrigins, createCodecServer } from './temporal/codec-server';
import { EncryptionCodec } from './temporal/payload-codec';
import { payloadKeysFor } from './temporal/payload-key-source';

async function main(): Promise<void> {
  const config = loadConfig();
  const codec = new EncryptionCodec(payloadKeysFor(config));
  const log = createLogger(config.LOG_LEVEL, { proc: 'codec' });
  const origins = codecCorsOrigins(config);
  const server = createCodecServer({ codec, origins, log });
  const port = await listen(server, config.CODEC_SERVER_PORT, config.CODEC_SERVER_HOST);
  log.info('codec server listening', { url: `http://${config.CODEC_SERVER_HOST}:${port}`, origins });
  const stop = async () => {
    await closeGracefully(server, 1_000);
    log.info('codec server stopped');
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
}

main().catch((err) => {
  if (err instanceof ConfigError) console.error(err.message);
  else console.error(JSON.stringify({ level: 'error', msg: 'codec server failed to start', ...errorFields(err) }));
  process.exit(1);
});
