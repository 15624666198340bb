// PDF, DOCX and HTML parsing runs in worker threads with a deadline. A hostile file would otherwise
// hold the activity worker's event loop, starve every other job and its heartbeats, and be
// retried: measured, a PDF whose content stream inflates to gigabytes costs 15 s per 256 KiB
// sent, and 4 MiB of nested <div>s cost html-to-text 190 s before it overflowed its stack.
// A thread past its deadline is terminated, which stops the parse wherever it is; the next file
// gets a fresh thread. Threads are started lazily and reused: starting one costs ~300 ms.
import { Worker } from 'node:worker_threads';

export type ParseKind = 'pdf' | 'docx' | 'html';

/** Default time one file may take to parse; a real resume takes well under a second. */
export const PARSE_DEADLINE_MS = 10_000;
const THREADS = 2;
/** Heap a parser thread may grow to; a thread over it dies and its file is refused. */
const THREAD_HEAP_MB = 512;

export class ParseRefused extends Error {
  constructor(readonly reason: 'unreadable' | 'timeout') {
    super(reason === 'timeout' ? 'parsing took too long' : 'the file could not be read');
  }
}

interface Job {
  kind: ParseKind;
  /** File bytes (PDF, DOCX) or decoded text (HTML). */
  input: Uint8Array | string;
  deadlineMs: number;
  resolve: (text: string) => void;
  reject: (err: ParseRefused) => void;
}

interface Thread {
  worker: Worker;
  job: (Job & { id: number; timer: NodeJS.Timeout }) | null;
}

export class ParserPool {
  private readonly threads = new Set<Thread>();
  private readonly queue: Job[] = [];
  private nextId = 1;

  constructor(
    private readonly size = THREADS,
    private readonly heapMb = THREAD_HEAP_MB,
  ) {}

  parse(kind: ParseKind, input: Buffer | string, deadlineMs = PARSE_DEADLINE_MS): Promise<string> {
    // Bytes get a copy of their own, so that they can be moved to the thread without detaching
    // the caller's buffer.
    const own = typeof input === 'string' ? input : new Uint8Array(input);
    return new Promise<string>((resolve, reject) => {
      this.queue.push({ kind, input: own, deadlineMs, resolve, reject });
      this.pump();
    });
  }

  /** Stops every thread; queued and running parses are refused. */
  async close(): Promise<void> {
    for (const job of this.queue.splice(0)) job.reject(new ParseRefused('unreadable'));
    await Promise.all([...this.threads].map((t) => this.drop(t, 'unreadable')));
  }

  private pump(): void {
    while (this.queue.length > 0) {
      const thread = [...this.threads].find((t) => t.job === null) ?? (this.threads.size < this.size ? this.spawn() : null);
      if (!thread) return;
      const job = this.queue.shift()!;
      const id = this.nextId++;
      const timer = setTimeout(() => void this.drop(thread, 'timeout'), job.deadlineMs);
      thread.job = { ...job, id, timer };
      const transfer = typeof job.input === 'string' ? [] : [job.input.buffer as ArrayBuffer];
      thread.worker.postMessage({ id, kind: job.kind, input: job.input }, transfer);
    }
  }

  private spawn(): Thread {
    const worker = new Worker(new URL('./parse-thread.mjs', import.meta.url), {
      resourceLimits: { maxOldGenerationSizeMb: this.heapMb },
      // Plain JavaScript needs none of the parent's flags (some, like --input-type, break a thread).
      execArgv: [],
    });
    const thread: Thread = { worker, job: null };
    worker.on('message', (m: { id: number; text?: string; failed?: boolean }) => {
      const job = thread.job;
      if (!job || job.id !== m.id) return;
      clearTimeout(job.timer);
      thread.job = null;
      if (typeof m.text === 'string') job.resolve(m.text);
      else job.reject(new ParseRefused('unreadable'));
      this.pump();
    });
    // Out of memory, or a crash: the file in hand is refused and the thread replaced on demand.
    worker.on('error', () => void this.drop(thread, 'unreadable'));
    worker.on('exit', () => void this.drop(thread, 'unreadable'));
    // An idle parser must not keep the process alive (a running parse holds its deadline timer).
    // After the listeners: adding a 'message' listener refs the worker's port again.
    worker.unref();
    this.threads.add(thread);
    return thread;
  }

  private async drop(thread: Thread, reason: ParseRefused['reason']): Promise<void> {
    if (!this.threads.delete(thread)) return;
    const job = thread.job;
    thread.job = null;
    if (job) {
      clearTimeout(job.timer);
      job.reject(new ParseRefused(reason));
    }
    this.pump();
    await thread.worker.terminate();
  }
}

/** The process's parser threads. */
export const parserPool = new ParserPool();
