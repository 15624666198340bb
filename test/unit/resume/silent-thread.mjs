// A parser thread that starts but never says it is ready (parser-pool.test.ts).
import { parentPort } from 'node:worker_threads';

parentPort.on('message', () => {});
