// Which Temporal servers the Temporal-bound benchmarks (temporal, jobs) run against:
// BENCH_TEMPORAL=dev|self-hosted|both. Unset: both when the self-hosted server is built
// (scripts/ensure-temporal.ts builds it), else the dev server alone.
import type { TemporalKind } from '../support/services';

export const SERVER_TITLES: Record<TemporalKind, string> = {
  dev: 'Temporal dev server (CLI v1.5.1, SQLite)',
  'self-hosted': 'self-hosted Temporal 1.29.1 (one process, PostgreSQL)',
};

export function benchTemporalKinds(setting: string | undefined, serverBuilt: boolean): TemporalKind[] {
  switch (setting ?? '') {
    case '':
      return serverBuilt ? ['dev', 'self-hosted'] : ['dev'];
    case 'dev':
      return ['dev'];
    case 'self-hosted':
      return ['self-hosted'];
    case 'both':
      return ['dev', 'self-hosted'];
    default:
      throw new Error(`BENCH_TEMPORAL must be dev, self-hosted or both, not "${setting}"`);
  }
}
