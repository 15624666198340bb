import { Client } from '@temporalio/client';
import type { Command } from 'commander';
import { isValidSecret } from '../../src/domain/webhooks/secret';
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  getWebhookEndpoint,
  listWebhookEndpoints,
  rotateWebhookSecret,
  updateWebhookEndpoint,
  type UpdateEndpointInput,
  type WebhookDeps,
  type WebhookEndpointView,
} from '../../src/services/webhook-endpoints.service';
import { systemClock } from '../../src/clock';
import { encryptingDataConverter } from '../../src/temporal/data-converter';
import { payloadKeysFor } from '../../src/temporal/payload-key-source';
import {
  DELIVERY_OUTCOMES,
  listDeliveries,
  recoverMessages,
  sendTestEvent,
  type DeliveryView,
  type MessagesDeps,
} from '../../src/services/webhooks/messages.service';
import { operatorContext } from '../audit-context';
import { cliConfig, withDb } from '../db';
import { parseIntArg, parseIsoDate } from '../parse';
import { withTemporal } from '../temporal';
import { CliError, emit, type CliIO } from '../io';
import { KeyValue } from '../ui/KeyValue';
import { Table } from '../ui/Table';
import { startWebhookListener, type ReceivedEvent } from '../webhook-listener';

const when = (iso: string | null) => (iso ? iso.replace('T', ' ').slice(0, 16) : '-');

/** The services' deps from the server's own config: the same SSRF rules and key ring as the API. */
function withWebhookDeps<T>(io: CliIO, fn: (deps: WebhookDeps) => Promise<T>): Promise<T> {
  const config = cliConfig(io.env);
  return withDb(io, (db) => fn({ db, config, clock: systemClock }));
}

/** The message services need Temporal too: a test event and a recovery start deliveries. */
function withMessageDeps<T>(io: CliIO, fn: (deps: MessagesDeps) => Promise<T>): Promise<T> {
  const config = cliConfig(io.env);
  return withDb(io, (db) =>
    withTemporal(io, (connection) => {
      const temporal = new Client({
        connection,
        namespace: config.TEMPORAL_NAMESPACE,
        dataConverter: encryptingDataConverter(payloadKeysFor(config)),
      });
      return fn({ db, temporal, config, clock: systemClock });
    }),
  );
}

function lastAttempt(d: DeliveryView): string {
  const a = d.attempts.at(-1);
  if (!a) return '-';
  return a.status_code !== null ? String(a.status_code) : (a.error_class ?? '-');
}

function eventsArg(value: string): string[] {
  return value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

function details(e: WebhookEndpointView): Array<[string, string]> {
  return [
    ['id', e.id],
    ['url', e.url],
    ['events', e.events.join(', ')],
    ['description', e.description ?? '-'],
    ['enabled', e.enabled ? 'yes' : `no${e.disabled_reason ? ` (${e.disabled_reason})` : ''}`],
    ['failing since', when(e.failing_since)],
    ['old secret until', when(e.previous_secret_expires_at)],
    ['created', when(e.created_at)],
    ['updated', when(e.updated_at)],
  ];
}

export function registerWebhooks(program: Command, io: CliIO): void {
  const hooks = program
    .command('webhooks')
    .description("Manage a company's webhook endpoints, and receive events locally");

  hooks
    .command('list')
    .description("List a company's webhook endpoints (never their secrets)")
    .requiredOption('--company <id>', 'company id')
    .option('--json', 'print JSON')
    .action(async (o: { company: string; json?: boolean }) => {
      const rows = await withWebhookDeps(io, (deps) => listWebhookEndpoints(deps, o.company));
      emit(io, o.json, rows, () => (
        <Table
          rows={rows}
          columns={[
            { header: 'ID', value: (e) => e.id },
            { header: 'URL', value: (e) => e.url },
            { header: 'EVENTS', value: (e) => e.events.join(',') },
            {
              header: 'STATUS',
              value: (e) => (e.enabled ? (e.failing_since ? 'failing' : 'enabled') : 'disabled'),
              color: (e) => (!e.enabled ? 'red' : e.failing_since ? 'yellow' : 'green'),
            },
            { header: 'FAILING SINCE', value: (e) => when(e.failing_since) },
            { header: 'CREATED', value: (e) => when(e.created_at) },
          ]}
        />
      ));
    });

  hooks
    .command('create')
    .description('Create an endpoint; its signing secret is printed once')
    .requiredOption('--company <id>', 'company id')
    .requiredOption('--url <url>', 'https URL of a public address (R24)')
    .option('--events <list>', 'comma list of job.completed, job.failed; default * (every event type)')
    .option('--description <text>', 'a note about the endpoint')
    .option('--json', 'print JSON')
    .action(async (o: { company: string; url: string; events?: string; description?: string; json?: boolean }) => {
      const created = await withWebhookDeps(io, (deps) =>
        createWebhookEndpoint(
          deps,
          o.company,
          {
            url: o.url,
            events: o.events === undefined ? undefined : eventsArg(o.events),
            description: o.description,
          },
          operatorContext(io),
        ),
      );
      emit(io, o.json, { ...created.endpoint, secret: created.secret }, () => (
        <KeyValue
          title="Webhook endpoint created"
          entries={[...details(created.endpoint), ['secret', created.secret]]}
          note="Copy the secret now: it is shown only once (rotate-secret makes a new one)."
        />
      ));
    });

  hooks
    .command('show <endpointId>')
    .description('Show one endpoint (never its secret)')
    .requiredOption('--company <id>', 'company id')
    .option('--json', 'print JSON')
    .action(async (id: string, o: { company: string; json?: boolean }) => {
      const e = await withWebhookDeps(io, (deps) => getWebhookEndpoint(deps, o.company, id));
      emit(io, o.json, e, () => <KeyValue entries={details(e)} />);
    });

  hooks
    .command('update <endpointId>')
    .description('Change the url, events or description, or enable or disable an endpoint')
    .requiredOption('--company <id>', 'company id')
    .option('--url <url>', 'a new https URL')
    .option('--events <list>', 'comma list of job.completed, job.failed, or *')
    .option('--description <text>', 'a new note; an empty string removes it')
    .option('--enable', 'resume deliveries (clears an automatic disabling)')
    .option('--disable', 'stop deliveries')
    .option('--json', 'print JSON')
    .action(
      async (
        id: string,
        o: {
          company: string;
          url?: string;
          events?: string;
          description?: string;
          enable?: boolean;
          disable?: boolean;
          json?: boolean;
        },
      ) => {
        if (o.enable && o.disable) throw new CliError('give either --enable or --disable, not both');
        const patch: UpdateEndpointInput = {
          url: o.url,
          events: o.events === undefined ? undefined : eventsArg(o.events),
          description: o.description === undefined ? undefined : o.description === '' ? null : o.description,
          enabled: o.enable ? true : o.disable ? false : undefined,
        };
        const e = await withWebhookDeps(io, (deps) =>
          updateWebhookEndpoint(deps, o.company, id, patch, operatorContext(io)),
        );
        emit(io, o.json, e, () => <KeyValue title="Webhook endpoint updated" entries={details(e)} />);
      },
    );

  hooks
    .command('delete <endpointId>')
    .description('Delete an endpoint: nothing more is delivered to it and its secrets are erased')
    .requiredOption('--company <id>', 'company id')
    .option('--json', 'print JSON')
    .action(async (id: string, o: { company: string; json?: boolean }) => {
      await withWebhookDeps(io, (deps) => deleteWebhookEndpoint(deps, o.company, id, operatorContext(io)));
      emit(io, o.json, { id, deleted: true }, () => <KeyValue entries={[['deleted', id]]} />);
    });

  hooks
    .command('rotate-secret <endpointId>')
    .description('Make a new signing secret; the old one signs beside it for 24 hours')
    .requiredOption('--company <id>', 'company id')
    .option('--json', 'print JSON')
    .action(async (id: string, o: { company: string; json?: boolean }) => {
      const rotated = await withWebhookDeps(io, (deps) =>
        rotateWebhookSecret(deps, o.company, id, operatorContext(io)),
      );
      emit(io, o.json, { ...rotated.endpoint, secret: rotated.secret }, () => (
        <KeyValue
          title="Signing secret rotated"
          entries={[...details(rotated.endpoint), ['secret', rotated.secret]]}
          note="Copy the secret now: it is shown only once. The previous one keeps signing for 24 hours."
        />
      ));
    });

  hooks
    .command('test <endpointId>')
    .description('Send a webhook.test event to an endpoint now')
    .requiredOption('--company <id>', 'company id')
    .option('--json', 'print JSON')
    .action(async (id: string, o: { company: string; json?: boolean }) => {
      const sent = await withMessageDeps(io, (deps) =>
        sendTestEvent(deps, o.company, id, operatorContext(io).requestId),
      );
      emit(io, o.json, sent, () => (
        <KeyValue
          title="Test event sent"
          entries={[['message', sent.message_id]]}
          note={`Follow it with: hiring webhooks deliveries ${id} --company ${o.company}`}
        />
      ));
    });

  hooks
    .command('deliveries <endpointId>')
    .description("An endpoint's delivery log, newest first (no payloads)")
    .requiredOption('--company <id>', 'company id')
    .option('--outcome <outcome>', `only ${DELIVERY_OUTCOMES.join(', ')} messages`)
    .option('--page <n>', 'page number', '1')
    .option('--limit <n>', 'messages per page, at most 50', '20')
    .option('--json', 'print JSON')
    .action(
      async (id: string, o: { company: string; outcome?: string; page: string; limit: string; json?: boolean }) => {
        if (o.outcome !== undefined && !(DELIVERY_OUTCOMES as readonly string[]).includes(o.outcome))
          throw new CliError(`--outcome must be one of ${DELIVERY_OUTCOMES.join(', ')}`);
        const q = {
          page: parseIntArg('--page', o.page, 1, Number.MAX_SAFE_INTEGER),
          limit: parseIntArg('--limit', o.limit, 1, 50),
          outcome: (o.outcome ?? null) as (typeof DELIVERY_OUTCOMES)[number] | null,
        };
        const log = await withWebhookDeps(io, (deps) => listDeliveries(deps, o.company, id, q));
        emit(io, o.json, log, () => (
          <Table
            rows={log.deliveries}
            empty="(no messages)"
            columns={[
              { header: 'MESSAGE', value: (d) => d.message_id },
              { header: 'EVENT', value: (d) => d.event_type },
              { header: 'JOB', value: (d) => d.job_id ?? '-' },
              {
                header: 'OUTCOME',
                value: (d) => d.outcome,
                color: (d) => (d.outcome === 'delivered' ? 'green' : d.outcome === 'failed' ? 'red' : 'yellow'),
              },
              { header: 'ATTEMPTS', value: (d) => String(d.attempts.length) },
              { header: 'LAST', value: lastAttempt },
              { header: 'NEXT ATTEMPT', value: (d) => when(d.next_attempt_at) },
              { header: 'CREATED', value: (d) => when(d.created_at) },
            ]}
          />
        ));
      },
    );

  hooks
    .command('recover <endpointId>')
    .description('Deliver again every message that failed since a time (at most 3 days back)')
    .requiredOption('--company <id>', 'company id')
    .requiredOption('--since <iso>', 'ISO 8601 time, e.g. 2026-11-28T09:00:00Z')
    .option('--json', 'print JSON')
    .action(async (id: string, o: { company: string; since: string; json?: boolean }) => {
      const since = parseIsoDate('--since', o.since);
      const recovered = await withMessageDeps(io, (deps) => recoverMessages(deps, o.company, id, since));
      emit(io, o.json, recovered, () => (
        <KeyValue
          entries={[
            ['recovered', `${recovered.recovered} message(s)`],
            ...recovered.message_ids.map((m): [string, string] => ['message', m]),
          ]}
        />
      ));
    });

  hooks
    .command('listen')
    .description('Receive webhooks locally (development): verify each signature and print each event')
    .requiredOption('--secret <whsec>', "the endpoint's signing secret (whsec_...)")
    .option('--port <n>', 'port to listen on (0: any free port)', '4242')
    .option('--host <address>', 'address to listen on', '127.0.0.1')
    .option('--json', 'print one JSON object per event')
    .action(async (o: { secret: string; port: string; host: string; json?: boolean }) => {
      if (!isValidSecret(o.secret))
        throw new CliError('--secret must be whsec_ followed by the base64 of 24 to 64 bytes');
      if (!/^\d{1,5}$/.test(o.port) || Number(o.port) > 65535) throw new CliError('--port must be 0 to 65535');
      await listenUntilStopped(io, o.secret, Number(o.port), o.host, o.json);
    });
}

/** Prints events until SIGINT or SIGTERM; rejected requests go to stderr. */
async function listenUntilStopped(io: CliIO, secret: string, port: number, host: string, json?: boolean) {
  const asJson = json || !io.stdout.isTTY;
  const listener = await startWebhookListener({
    port,
    host,
    secret,
    onEvent: (e) => io.stdout.write(`${asJson ? JSON.stringify(eventJson(e)) : eventLine(e)}\n`),
    onRejected: (reason) => io.stderr.write(`rejected: ${reason}\n`),
  });
  io.stderr.write(
    `listening on ${listener.url} (stop with Ctrl-C); an endpoint with this URL needs WEBHOOK_ALLOW_PRIVATE_URLS=1 on the API and the worker\n`,
  );
  return new Promise<void>((resolve) => {
    const stop = () => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      void listener.close().then(resolve);
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  });
}

function eventJson(e: ReceivedEvent) {
  return { webhook_id: e.webhookId, received_at: e.receivedAt, ...e.event };
}

/** One readable line: time, type, message id, and the job and its status when it is a job event. */
export function eventLine(e: ReceivedEvent): string {
  const data = (e.event.data ?? {}) as { job_id?: unknown; status?: unknown };
  const job =
    typeof data.job_id === 'string' ? ` ${data.job_id}${typeof data.status === 'string' ? ` ${data.status}` : ''}` : '';
  return `${e.receivedAt.slice(11, 19)}  ${String(e.event.type)}  ${e.webhookId}${job}`;
}
