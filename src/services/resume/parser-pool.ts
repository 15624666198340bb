// PDF, DOCX and HTML parsing runs in worker threads with a deadline. A hostile file would otherwise
// hold the activity worker's event loop, starve every other job and its heartbeats, and be
// retried: measured, a PDF whose content stream inflates to gigabytes costs 15 s per 256 KiB
// sent, and 4 MiB of nested <div>s cost html-to-text 190 s before it overflows its stack.
// A thread past its deadline is terminated, which stops the parse wherever it is; the next file
// gets a fresh thread. Threads are started lazily and reused: starting one costs ~250 ms, more
// on a loaded machine, and a file's deadline starts only once its thread is ready, so that the
// start never eats into the time a file is given.
// Waiting files are queued per lane (a company) and lanes take turns, so that one company's
// stream of hostile files, each holding a thread for its whole deadline, delays another
// company's file by at most one deadline instead of by the length of the stream.
import { Worker } from 'node:worker_threads';

export type ParseKind = 'pdf' | 'docx' | 'html';

/** Default time one file may take to parse; a real resume takes well under a second. */
export const PARSE_DEADLINE_MS = 10_000;
const THREADS = 2;
/** Heap a parser thread may grow to; a thread over it dies and its file is refused. */
const THREAD_HEAP_MB = 512;
/** How long a new thread may take to start; past it the file's attempt fails and is retried. */
const THREAD_START_LIMIT_MS = 30_000;
/**
 * Files one lane (company) may have waiting. A waiting file's download activity holds one of the
 * worker's activity slots (100 by default), so without a cap one company's stream of files could
 * hold them all and other companies' downloads would wait for slots; past it, the attempt fails
 * at once and Temporal retries it with backoff, holding no slot meanwhile.
 */
const MAX_WAITING_PER_LANE = 32;

export class ParserUnavailable extends Error {
  constructor() {
    // Not the file's fault, so not a ParseRefused: the download activity fails and retries.
    super('a resume parser thread did not start in time');
  }
}

export class ParserBusy extends Error {
  constructor() {
    super("resume parsing is busy with this company's other files");
  }
}

export interface ParserPoolOptions {
  threads?: number;
  heapMb?: number;
  maxWaitingPerLane?: number;
  /** The thread's entry module; tests point it at threads that misbehave. */
  entry?: URL;
  startLimitMs?: number;
}

export class ParseRefused extends Error {
  constructor(readonly reason: 'unreadable' | 'timeout') {
    super(reason === 'timeout' ? 'parsing took too long' : 'the file could not be read');
  }
}

interface Job {
  lane: string;
  kind: ParseKind;
  /** File bytes (PDF, DOCX) or decoded text (HTML). */
  input: Uint8Array | string;
  deadlineMs: number;
  resolve: (text: string) => void;
  /** With a ParseRefused, a ParserUnavailable, or the abort reason of the caller's signal. */
  reject: (err: unknown) => void;
}

export interface ParseOptions {
  /** How long the file may take once a thread has it (default PARSE_DEADLINE_MS). */
  deadlineMs?: number;
  /** Whose file it is (the company id); lanes take turns at the threads. */
  lane?: string;
  /** The caller gave up: the file is dropped. */
  signal?: AbortSignal;
}

interface Thread {
  worker: Worker;
  /** The thread has loaded its parsers and listens; deadlines run only from then on. */
  ready: boolean;
  /** The file being parsed, its message id, and its deadline timer. */
  job: Job | null;
  jobId: number;
  timer: NodeJS.Timeout | undefined;
}

export class ParserPool {
  private readonly threads = new Set<Thread>();
  /** Waiting files per lane, lanes in the order their files first arrived. */
  private readonly lanes = new Map<string, Job[]>();
  /** When each lane with files waiting or parsing last had a turn (a count of turns). */
  private readonly lastTurn = new Map<string, number>();
  private turns = 0;
  private nextId = 1;

  private readonly size: number;
  private readonly heapMb: number;
  private readonly entry: URL;
  private readonly startLimitMs: number;
  private readonly maxWaitingPerLane: number;

  constructor(opts: ParserPoolOptions = {}) {
    this.size = opts.threads ?? THREADS;
    this.heapMb = opts.heapMb ?? THREAD_HEAP_MB;
    this.entry = opts.entry ?? new URL('./parse-thread.mjs', import.meta.url);
    this.startLimitMs = opts.startLimitMs ?? THREAD_START_LIMIT_MS;
    this.maxWaitingPerLane = opts.maxWaitingPerLane ?? MAX_WAITING_PER_LANE;
  }

  /**
   * Parses one file. `lane` names whose file it is (the company): files of different lanes are
   * taken in turn, files of one lane in order, and a lane with too many files waiting is refused
   * (ParserBusy) until its queue shortens. When `signal` aborts (the activity was cancelled
   * or timed out), the file leaves the queue, or its thread is stopped, and the parse rejects
   * with the signal's reason: nobody waits for that text any more.
   */
  parse(kind: ParseKind, input: Buffer | string, opts: ParseOptions = {}): Promise<string> {
    const { deadlineMs = PARSE_DEADLINE_MS, lane = '', signal } = opts;
    if (signal?.aborted) return Promise.reject(signal.reason);
    if ((this.lanes.get(lane)?.length ?? 0) >= this.maxWaitingPerLane) return Promise.reject(new ParserBusy());
    // Bytes get a copy of their own, so that they can be moved to the thread without detaching
    // the caller's buffer.
    const own = typeof input === 'string' ? input : new Uint8Array(input);
    return new Promise<string>((resolve, reject) => {
      const onAbort = () => this.abandon(job, signal!.reason);
      const job: Job = {
        lane,
        kind,
        input: own,
        deadlineMs,
        resolve: (text) => {
          signal?.removeEventListener('abort', onAbort);
          resolve(text);
        },
        reject: (err) => {
          signal?.removeEventListener('abort', onAbort);
          reject(err);
        },
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      const waiting = this.lanes.get(lane);
      if (waiting) waiting.push(job);
      else this.lanes.set(lane, [job]);
      this.pump();
    });
  }

  /** A file whose caller gave up: out of the queue, or its thread stopped. */
  private abandon(job: Job, reason: unknown): void {
    const waiting = this.lanes.get(job.lane);
    const at = waiting?.indexOf(job) ?? -1;
    if (at >= 0) {
      waiting!.splice(at, 1);
      if (waiting!.length === 0) this.lanes.delete(job.lane);
      this.settled(job.lane);
      job.reject(reason);
      return;
    }
    for (const thread of this.threads) {
      if (thread.job === job) void this.drop(thread, reason);
    }
  }

  /** What the pool holds now: files waiting and parsing, and lanes it remembers turns for. */
  load(): { waiting: number; parsing: number; lanes: number } {
    let waiting = 0;
    for (const jobs of this.lanes.values()) waiting += jobs.length;
    let parsing = 0;
    for (const t of this.threads) if (t.job) parsing++;
    return { waiting, parsing, lanes: this.lastTurn.size };
  }

  /** Stops every thread; queued and running parses are refused. */
  async close(): Promise<void> {
    const waiting = [...this.lanes.values()].flat();
    this.lanes.clear();
    this.lastTurn.clear();
    for (const job of waiting) job.reject(new ParseRefused('unreadable'));
    await Promise.all([...this.threads].map((t) => this.drop(t, new ParseRefused('unreadable'))));
  }

  /**
   * The next file to parse: the head of the lane whose last turn is oldest (a lane that has had
   * none comes first), so that a lane with many files waiting yields to each other lane in turn.
   */
  private next(): Job | undefined {
    let lane: string | undefined;
    let oldest = Infinity;
    for (const candidate of this.lanes.keys()) {
      const turn = this.lastTurn.get(candidate) ?? 0;
      if (turn < oldest) [lane, oldest] = [candidate, turn];
    }
    if (lane === undefined) return undefined;
    const waiting = this.lanes.get(lane)!;
    const job = waiting.shift()!;
    if (waiting.length === 0) this.lanes.delete(lane);
    this.lastTurn.set(lane, ++this.turns);
    return job;
  }

  /** A lane with nothing waiting and nothing parsing is forgotten, so that the map stays small. */
  private settled(lane: string): void {
    if (this.lanes.has(lane)) return;
    for (const t of this.threads) if (t.job?.lane === lane) return;
    this.lastTurn.delete(lane);
  }

  private pump(): void {
    while (this.lanes.size > 0) {
      const thread =
        [...this.threads].find((t) => t.job === null) ?? (this.threads.size < this.size ? this.spawn() : null);
      if (!thread) return;
      const job = this.next()!;
      const id = this.nextId++;
      thread.job = job;
      thread.jobId = id;
      thread.timer = thread.ready
        ? this.deadline(thread, job)
        : setTimeout(() => void this.drop(thread, new ParserUnavailable()), this.startLimitMs);
      const transfer = typeof job.input === 'string' ? [] : [job.input.buffer as ArrayBuffer];
      thread.worker.postMessage({ id, kind: job.kind, input: job.input }, transfer);
    }
  }

  private spawn(): Thread {
    const worker = new Worker(this.entry, {
      resourceLimits: { maxOldGenerationSizeMb: this.heapMb },
      // Plain JavaScript needs none of the parent's flags (some, like --input-type, break a thread).
      execArgv: [],
    });
    const thread: Thread = { worker, ready: false, job: null, jobId: 0, timer: undefined };
    worker.on('message', (m: { ready?: true; id: number; text?: string; failed?: boolean }) => {
      const job = thread.job;
      if (m.ready) {
        thread.ready = true;
        if (job) {
          clearTimeout(thread.timer);
          thread.timer = this.deadline(thread, job);
        }
        return;
      }
      if (!job || thread.jobId !== m.id) return;
      clearTimeout(thread.timer);
      thread.job = null;
      this.settled(job.lane);
      if (typeof m.text === 'string') job.resolve(m.text);
      else job.reject(new ParseRefused('unreadable'));
      this.pump();
    });
    // Out of memory, or a crash: the file in hand is refused and the thread replaced on demand.
    worker.on('error', () => void this.drop(thread, new ParseRefused('unreadable')));
    worker.on('exit', () => void this.drop(thread, new ParseRefused('unreadable')));
    // An idle parser must not keep the process alive (a running parse holds its deadline timer).
    // After the listeners: adding a 'message' listener refs the worker's port again.
    worker.unref();
    this.threads.add(thread);
    return thread;
  }

  private deadline(thread: Thread, job: Job): NodeJS.Timeout {
    return setTimeout(() => void this.drop(thread, new ParseRefused('timeout')), job.deadlineMs);
  }

  /** Stops a thread; its file, if any, is rejected with `err`. */
  private async drop(thread: Thread, err: unknown): Promise<void> {
    if (!this.threads.delete(thread)) return;
    const job = thread.job;
    thread.job = null;
    if (job) {
      clearTimeout(thread.timer);
      this.settled(job.lane);
      job.reject(err);
    }
    this.pump();
    await thread.worker.terminate();
  }
}

/** The process's parser threads. */
export const parserPool = new ParserPool();
