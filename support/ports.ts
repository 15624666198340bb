import { createServer } from 'node:net';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as { port: number }).port;
      srv.close(() => resolve(port));
    });
  });
}

/** A port in [min, max] that is free now: tried at random, for a range the kernel's ephemeral ports lie outside. */
export async function freePortIn(min: number, max: number, tries = 50): Promise<number> {
  for (let i = 0; i < tries; i++) {
    const port = min + Math.floor(Math.random() * (max - min + 1));
    const free = await new Promise<boolean>((resolve) => {
      const srv = createServer();
      srv.once('error', () => resolve(false));
      srv.listen(port, '127.0.0.1', () => srv.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`no free port in ${min}-${max} after ${tries} tries`);
}
