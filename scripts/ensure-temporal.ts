// Run before the tests and the dev supervisor: finds the Temporal CLI or builds it once.
import { loadConfig } from '../src/config';
import { findTemporalCli, installTemporalCli } from '../src/temporal/cli-binary';

const config = loadConfig();
const found = findTemporalCli(config.TEMPORAL_CLI) ?? installTemporalCli();
console.error(`temporal CLI: ${found}`);
