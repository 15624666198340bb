// Run before the tests and the dev supervisor: finds the Temporal CLI (the dev server) and the
// self-hosted Temporal server with its schema tool (the `selfhosted` tests and the benchmarks), or
// builds each once from its Go module.
import { loadConfig } from '../src/config';
import { findTemporalCli, installTemporalCli } from '../src/temporal/cli-binary';
import { findTemporalServer, installTemporalServer } from '../support/temporal-server-binaries';

const config = loadConfig();
const found = findTemporalCli(config.TEMPORAL_CLI) ?? installTemporalCli();
console.error(`temporal CLI: ${found}`);
const server = findTemporalServer() ?? installTemporalServer();
console.error(`temporal server: ${server.server} (schema tool ${server.sql})`);
