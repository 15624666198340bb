import type { Command } from 'commander';
import {
  DEFAULT_NAMESPACE_RETENTION_MS,
  setupTemporal,
  TemporalSetupError,
} from '../../src/services/temporal-setup.service';
import { CliError, emit, type CliIO } from '../io';
import { parseDuration } from '../parse';
import { withTemporal } from '../temporal';
import { KeyValue } from '../ui/KeyValue';

const MAX_RETENTION_MS = 3650 * 86_400_000;

export function registerTemporal(program: Command, io: CliIO): void {
  const temporal = program
    .command('temporal')
    .description('Prepare a Temporal cluster: the namespace, its retention and the search attributes');

  temporal
    .command('setup')
    .description(
      'Check the namespace (TEMPORAL_NAMESPACE) and register the search attributes the workflows set; ' +
        'safe to run again, it changes only what is missing',
    )
    .option('--create-namespace', 'create the namespace when it does not exist')
    .option(
      '--retention <duration>',
      `history retention, at least 24h (the job retention): a new namespace gets it (default ${DEFAULT_NAMESPACE_RETENTION_MS / 3_600_000}h), an existing one is set to it`,
    )
    .option('--json', 'print JSON')
    .action(async (o: { createNamespace?: boolean; retention?: string; json?: boolean }) => {
      const retentionMs =
        o.retention === undefined ? undefined : parseDuration('--retention', o.retention, MAX_RETENTION_MS);
      const report = await withTemporal(io, async (connection, config) => {
        try {
          const r = await setupTemporal(connection, {
            namespace: config.TEMPORAL_NAMESPACE,
            createNamespace: o.createNamespace === true,
            retentionMs,
          });
          return { address: config.TEMPORAL_ADDRESS, ...r };
        } catch (err) {
          if (err instanceof TemporalSetupError) throw new CliError(err.message, 1);
          throw err;
        }
      });
      const sa = report.search_attributes;
      emit(io, o.json, report, () => (
        <KeyValue
          title={report.changed ? 'Temporal set up' : 'Temporal already set up'}
          entries={[
            ['address', report.address],
            ['namespace', `${report.namespace} (${report.namespace_created ? 'created' : 'exists'})`],
            ['retention', `${report.retention_hours}h${report.retention_updated ? ' (updated)' : ''}`],
            ['registered', sa.registered.join(', ') || '-'],
            ['already present', sa.already_present.join(', ') || '-'],
          ]}
          note={report.changed ? undefined : 'Nothing to do: the namespace and every search attribute were in place.'}
        />
      ));
    });
}
