import { proxyActivities } from '@temporalio/workflow';
// Only import the activity types: workflow code runs in Temporal's sandbox, without Node.
import type { Activities } from '../src/activities';

const { echoPing } = proxyActivities<Activities>({ startToCloseTimeout: '10 seconds' });

/** The smallest end-to-end path through client, server, worker and activity (foundation check). */
export async function ping(message: string): Promise<string> {
  return await echoPing(message);
}
