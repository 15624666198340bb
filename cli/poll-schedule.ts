// The spec's recommended polling, from the client: the CLI shows it, the client runs it.
export { POLL_SCHEDULE, scheduledWaitMs, type PollSchedule } from '../clients/typescript/src/index';
