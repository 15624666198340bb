import { z } from 'zod';
import { parsePayloadKeys } from './payload-keys';
import { DEFAULT_RETRY_SCHEDULE, parseRetrySchedule } from './domain/webhooks/retry-schedule';

// The only reader of process.env: every other module receives a frozen Config.
const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    HOST: z.string().min(1).default('127.0.0.1'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    MYSQL_URL: z
      .string()
      .regex(/^mysql:\/\//, 'must be a mysql:// URL, e.g. mysql://hiring:hiring@127.0.0.1:3306/hiring')
      .default('mysql://hiring:hiring@127.0.0.1:3306/hiring'),
    // Used only by the set-up (creating the database and the application user) and the test set-up.
    MYSQL_ADMIN_URL: z
      .string()
      .regex(/^mysql:\/\//, 'must be a mysql:// URL, e.g. mysql://root@127.0.0.1:3306')
      .default('mysql://root@127.0.0.1:3306'),
    MYSQL_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(16),
    // A statement unanswered this long gives up its connection (503), instead of holding requests.
    // Above the 5 s the window batch may legitimately wait for its GET_LOCK, so never below 6 s.
    MYSQL_QUERY_TIMEOUT_MS: z.coerce.number().int().min(6_000).max(600_000).default(15_000),
    TEMPORAL_ADDRESS: z
      .string()
      .regex(/^[^\s:]+:\d+$/, 'must be host:port, e.g. 127.0.0.1:7233')
      .default('127.0.0.1:7233'),
    TEMPORAL_NAMESPACE: z.string().min(1).default('default'),
    TEMPORAL_TASK_QUEUE: z.string().min(1).default('hiring-ai'),
    // A secured cluster (docs/operations.md, "Temporal clusters"): PEM files for mutual TLS (both
    // or neither), a private CA, the name the server's certificate carries, or an API key (Temporal
    // Cloud). Any of them turns TLS on; src/temporal/connection-options.ts reads the files.
    TEMPORAL_TLS_CERT: z.string().min(1).optional(),
    TEMPORAL_TLS_KEY: z.string().min(1).optional(),
    TEMPORAL_TLS_CA: z.string().min(1).optional(),
    TEMPORAL_TLS_SERVER_NAME: z
      .string()
      .regex(/^[A-Za-z0-9]([A-Za-z0-9.-]*[A-Za-z0-9])?$/, 'must be a host name, e.g. temporal.internal')
      .optional(),
    TEMPORAL_API_KEY: z.string().min(1).optional(),
    // Path of the Temporal CLI; empty means PATH, then the Go bin folder (scripts/ensure-temporal.ts).
    TEMPORAL_CLI: z.string().optional(),
    TEMPORAL_UI_PORT: z.coerce.number().int().min(1).max(65535).default(8233),
    // id:base64-of-32-bytes, comma-separated: the first encrypts Temporal payloads, every one
    // decrypts. Unset: refused in production; elsewhere a key generated once into DEV_DATA_DIR
    // (src/temporal/payload-key-source.ts), so development needs no configuration.
    TEMPORAL_PAYLOAD_KEYS: z
      .string()
      .transform((text, ctx) => {
        const parsed = parsePayloadKeys(text);
        if ('keys' in parsed) return parsed.keys;
        ctx.addIssue({ code: 'custom', message: parsed.problem });
        return z.NEVER;
      })
      .optional(),
    // The codec server (npm run codec-server) that lets the Temporal UI show encrypted payloads.
    // Anyone who reaches it can decrypt: loopback unless deliberately opened.
    CODEC_SERVER_HOST: z.string().min(1).default('127.0.0.1'),
    CODEC_SERVER_PORT: z.coerce.number().int().min(0).max(65535).default(8234),
    // Browser origins of the Temporal UI allowed to call it; unset: the dev UI on TEMPORAL_UI_PORT.
    CODEC_CORS_ORIGINS: z
      .string()
      .transform((s) => s.split(',').map((o) => o.trim()))
      .pipe(
        z.array(
          z.string().regex(/^https?:\/\/[^/\s]+$/, 'must be origins like http://127.0.0.1:8233, comma-separated'),
        ),
      )
      .optional(),
    // Where the dev supervisor keeps the Temporal dev server's SQLite file (gitignored).
    DEV_DATA_DIR: z.string().min(1).default('.data'),
    SYNC_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
    LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
    // R20: operator-only switch for tests; never set in production.
    RESUME_URL_ALLOW_PRIVATE: bool.default(false),
    // R24: operator-only switch for development and tests, read by the API and the worker: webhook
    // endpoints may then use http:// and private or loopback addresses. Never set in production.
    WEBHOOK_ALLOW_PRIVATE_URLS: bool.default(false),
    // How often each API process adds its in-memory usage counts (and keys' last use) to MySQL;
    // a crash loses at most this long of counts (docs/operations.md). At most a minute, so
    // last_used_at stays about a minute fresh.
    USAGE_FLUSH_INTERVAL_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
    SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(120_000).default(10_000),
    // How long the API keeps an idle keep-alive connection: above the idle timeout of the load
    // balancer in front (60 s for AWS ALB and nginx), so the balancer always closes first.
    HTTP_KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(3_600_000).default(65_000),
    // The worker's Prometheus endpoints (docs/operations.md): its own series on WORKER_METRICS_PORT,
    // the Temporal SDK's on TEMPORAL_METRICS_PORT (a listener of the SDK's core, so a port of its
    // own); 0 turns either off. Loopback unless a scraper elsewhere needs them (0.0.0.0 in a container).
    WORKER_METRICS_HOST: z.string().min(1).default('127.0.0.1'),
    WORKER_METRICS_PORT: z.coerce.number().int().min(0).max(65535).default(9464),
    TEMPORAL_METRICS_PORT: z.coerce.number().int().min(0).max(65535).default(9465),
    // OpenTelemetry tracing (src/tracing/): off unless set; spans go to <endpoint>/v1/traces (OTLP over HTTP).
    OTEL_EXPORTER_OTLP_ENDPOINT: z
      .string()
      .regex(/^https?:\/\/\S+$/, 'must be an http(s) URL, e.g. http://127.0.0.1:4318')
      .optional(),
    OTEL_SERVICE_NAME: z.string().min(1).optional(),
    // Bring your own model (docs/ai-providers.md). `local` needs no model at all; `openai` is any
    // server that speaks the OpenAI Chat Completions protocol (OpenAI, Azure, vLLM, Ollama, ...).
    AI_PROVIDER: z.enum(['local', 'openai']).default('local'),
    // Operator configuration, so a private address is allowed (a self-hosted vLLM on the LAN).
    AI_BASE_URL: z
      .url({ protocol: /^https?$/, error: 'must be an http(s) URL, e.g. https://api.openai.com/v1' })
      .optional(),
    AI_API_KEY: z.string().min(1).optional(),
    AI_MODEL: z.string().min(1).max(200).optional(),
    AI_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(60_000),
    AI_MAX_CONCURRENCY: z.coerce.number().int().min(1).max(1_000).default(8),
    AI_FALLBACK: z.enum(['local', 'fail']).default('local'),
    AI_RETRY_BUDGET_MS: z.coerce.number().int().min(100).max(3_600_000).default(120_000),
    // Webhook delivery (docs/rules.md R26): delays after the first attempt, and one attempt's limit.
    WEBHOOK_RETRY_SCHEDULE: z
      .string()
      .default(DEFAULT_RETRY_SCHEDULE)
      .transform((text, ctx) => {
        const parsed = parseRetrySchedule(text);
        if ('delaysMs' in parsed) return parsed.delaysMs;
        ctx.addIssue({
          code: 'custom',
          message: `${parsed.problem} (comma-separated, e.g. ${DEFAULT_RETRY_SCHEDULE})`,
        });
        return z.NEVER;
      }),
    WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
  })
  .superRefine((c, ctx) => {
    if ((c.TEMPORAL_TLS_CERT === undefined) !== (c.TEMPORAL_TLS_KEY === undefined)) {
      const missing = c.TEMPORAL_TLS_CERT === undefined ? 'TEMPORAL_TLS_CERT' : 'TEMPORAL_TLS_KEY';
      ctx.addIssue({
        code: 'custom',
        path: [missing],
        message: 'mutual TLS needs both TEMPORAL_TLS_CERT and TEMPORAL_TLS_KEY (PEM files), or neither',
      });
    }
    if (c.AI_PROVIDER !== 'openai') return;
    for (const name of ['AI_BASE_URL', 'AI_MODEL'] as const) {
      if (c[name] === undefined)
        ctx.addIssue({ code: 'custom', path: [name], message: 'is required when AI_PROVIDER=openai' });
    }
  });

export type Config = Readonly<z.infer<typeof schema>>;

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const input = Object.fromEntries(
    Object.keys(schema.shape).flatMap((k) => (env[k] === undefined || env[k] === '' ? [] : [[k, env[k]]])),
  );
  const parsed = schema.safeParse(input);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => {
      const name = String(i.path[0] ?? '?');
      if (SECRETS.has(name)) return `  ${name} (value not shown): ${i.message}`;
      return `  ${name}=${JSON.stringify(withoutPassword(env[name]))}: ${i.message}`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return Object.freeze(parsed.data);
}

/** Never echoed, not even in part: a bad value may be a real key pasted with a typo. */
const SECRETS = new Set(['TEMPORAL_PAYLOAD_KEYS', 'AI_API_KEY', 'TEMPORAL_API_KEY']);

/** A bad setting is echoed so it can be found, but a URL's password never reaches a terminal or a log. */
function withoutPassword(value: string | undefined): string | undefined {
  // Everything from the first colon to the last @ may hold a password (an unescaped ':' or '/' too).
  return value?.replace(/:[^@]*@/, ':***@');
}

/**
 * Variables whose defaults only fit one machine (they point at 127.0.0.1), so every deployment
 * must set them; docker-compose.yml is checked against this list by a test.
 */
export const DEPLOY_REQUIRED: Record<'api' | 'worker' | 'codec-server', ReadonlyArray<keyof z.infer<typeof schema>>> = {
  api: [
    'HOST',
    'PORT',
    'MYSQL_URL',
    'TEMPORAL_ADDRESS',
    'TEMPORAL_NAMESPACE',
    'TEMPORAL_TASK_QUEUE',
    'TEMPORAL_PAYLOAD_KEYS',
  ],
  worker: ['MYSQL_URL', 'TEMPORAL_ADDRESS', 'TEMPORAL_NAMESPACE', 'TEMPORAL_TASK_QUEUE', 'TEMPORAL_PAYLOAD_KEYS'],
  'codec-server': ['TEMPORAL_PAYLOAD_KEYS', 'CODEC_SERVER_HOST', 'CODEC_SERVER_PORT', 'CODEC_CORS_ORIGINS'],
};
