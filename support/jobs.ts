import { call, type ApiResponse } from './http';

/** Polls GET /jobs/{id} until `until` says stop (default: completed or failed). */
export async function pollJob(
  baseUrl: string,
  key: string,
  jobId: string,
  until: (r: ApiResponse) => boolean = (r) => ['completed', 'failed'].includes(r.body?.data?.status),
  timeoutMs = 30_000,
): Promise<ApiResponse> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await call(baseUrl, 'GET', `/api/v1/external/jobs/${jobId}`, { key });
    if (res.status !== 200) throw new Error(`GET job ${jobId}: ${res.status} ${res.text}`);
    if (until(res)) return res;
    if (Date.now() > deadline) throw new Error(`job ${jobId} still ${res.body?.data?.status} after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
