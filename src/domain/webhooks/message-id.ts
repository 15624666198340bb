// Message ids: the `webhook-id` receivers deduplicate on. Pure.
import { createHash } from 'node:crypto';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

export const MESSAGE_ID_PATTERN = /^msg_[0-9A-Za-z]{22,40}$/;

/**
 * The id of one job event for one endpoint, derived from the three: a retried activity or a
 * second start of the job's events makes the same message, never a second one with a new id,
 * and two different messages (another job, endpoint or event) never share an id.
 */
export function jobMessageId(jobId: string, endpointId: string, type: string): string {
  const digest = createHash('sha256').update(`${jobId}\n${endpointId}\n${type}`).digest();
  let n = BigInt(`0x${digest.subarray(0, 20).toString('hex')}`);
  let out = '';
  for (let i = 0; i < 27; i++) {
    out += BASE62[Number(n % 62n)];
    n /= 62n;
  }
  return `msg_${out}`;
}
