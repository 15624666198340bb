import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createTemporalClient } from '../../../src/temporal/client';

/** A loopback port with nothing listening: every call fails UNAVAILABLE, which the SDK retries. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('a Temporal connection closed while a call waits to be retried', () => {
  it('ends the call with an error, and the retry timer throws nothing uncaught', async () => {
    const uncaught: unknown[] = [];
    const onUncaught = (err: unknown) => uncaught.push(err);
    process.on('uncaughtException', onUncaught);
    try {
      const client = createTemporalClient(`127.0.0.1:${await closedPort()}`, 'default', {});
      const outcome = client.connection.workflowService.getSystemInfo({}).then(
        () => 'answered',
        (err: unknown) => err,
      );
      // The first attempt is refused at once; its retry waits about 100 ms on a timer.
      await new Promise((r) => setTimeout(r, 40));
      await client.connection.close();
      const settled = await Promise.race([outcome, new Promise((r) => setTimeout(() => r('still waiting'), 3_000))]);
      expect(settled).toBeInstanceOf(Error);
      await new Promise((r) => setTimeout(r, 300));
      expect(uncaught).toEqual([]);
    } finally {
      process.off('uncaughtException', onUncaught);
    }
  });
});
