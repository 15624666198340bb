// Runs autocannon in its own process, so the load generator never shares the server's event loop.
import autocannon from 'autocannon';

const chunks: Buffer[] = [];
for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
const opts = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
  url: string;
  connections: number;
  seconds: number;
  method?: string;
  body?: string;
  keys?: string[];
};
const statuses: Record<string, number> = {};
let i = 0;
const result = await autocannon({
  url: opts.url,
  connections: opts.connections,
  duration: opts.seconds,
  method: (opts.method ?? 'GET') as 'GET',
  body: opts.body,
  headers: opts.body ? { 'content-type': 'application/json' } : {},
  requests: [
    {
      setupRequest: (req: Record<string, unknown>) =>
        opts.keys?.length
          ? {
              ...req,
              headers: { ...(req.headers as object), authorization: `Bearer ${opts.keys[i++ % opts.keys.length]}` },
            }
          : req,
      onResponse: (status: number) => {
        statuses[status] = (statuses[status] ?? 0) + 1;
      },
    },
  ],
} as unknown as autocannon.Options);
process.stdout.write(
  JSON.stringify({ rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, statuses }),
);
