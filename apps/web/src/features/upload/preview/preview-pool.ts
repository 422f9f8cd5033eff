import {
  PREVIEW_MAX_SIDE,
  PREVIEW_QUALITY,
  type PreviewRequest,
  type PreviewResponse,
  type PreviewResult,
  type UnreadableReason,
} from "./preview-protocol";

type Job = {
  request: PreviewRequest;
  resolve: (result: PreviewResult) => void;
  reject: (error: Error) => void;
  signal: AbortSignal | undefined;
};

type Slot = { worker: Worker; job: Job | null };

export class PreviewAbortedError extends Error {
  constructor() {
    super("Preview cancelled");
    this.name = "PreviewAbortedError";
  }
}

/** The photo itself could not be read (damaged, too large to decode, a RAW without preview). */
export class PhotoUnreadableError extends Error {
  constructor(
    message: string,
    readonly reason: UnreadableReason,
  ) {
    super(message);
    this.name = "PhotoUnreadableError";
  }
}

export type PreviewOptions = { maxSide?: number; output?: "base64" | "blob"; fingerprint?: boolean };

/**
 * A fixed set of module workers making previews, one photo per worker at a time: at most `size`
 * decoded images exist at once, however many photos are queued.
 */
export class PreviewPool {
  private readonly slots: Slot[];
  private readonly queue: Job[] = [];
  private nextId = 1;
  private closed = false;

  constructor(
    size: number,
    createWorker: () => Worker = () =>
      new Worker(new URL("./preview.worker.ts", import.meta.url), { type: "module", name: "preview" }),
  ) {
    this.slots = Array.from({ length: Math.max(1, size) }, () => {
      const slot: Slot = { worker: createWorker(), job: null };
      slot.worker.onmessage = (event: MessageEvent<PreviewResponse>) => this.settle(slot, event.data);
      slot.worker.onerror = (event) => {
        event.preventDefault();
        this.fail(slot, new Error(event.message || "Preview worker failed"));
      };
      return slot;
    });
  }

  /** Makes the preview of one photo; waits for a free worker first. */
  preview(file: Blob, signal?: AbortSignal, options: PreviewOptions = {}): Promise<PreviewResult> {
    if (this.closed) return Promise.reject(new Error("Preview pool is closed"));
    if (signal?.aborted) return Promise.reject(new PreviewAbortedError());
    return new Promise<PreviewResult>((resolve, reject) => {
      const job: Job = {
        request: {
          id: this.nextId++,
          file,
          maxSide: options.maxSide ?? PREVIEW_MAX_SIDE,
          quality: PREVIEW_QUALITY,
          output: options.output ?? "base64",
          ...(options.fingerprint ? { fingerprint: true } : {}),
        },
        resolve,
        reject,
        signal,
      };
      signal?.addEventListener(
        "abort",
        () => {
          const queued = this.queue.indexOf(job);
          if (queued >= 0) {
            this.queue.splice(queued, 1);
            reject(new PreviewAbortedError());
          }
        },
        { once: true },
      );
      this.queue.push(job);
      this.pump();
    });
  }

  close(): void {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.reject(new PreviewAbortedError());
    for (const slot of this.slots) {
      slot.job?.reject(new PreviewAbortedError());
      slot.job = null;
      slot.worker.terminate();
    }
  }

  private pump(): void {
    for (const slot of this.slots) {
      if (slot.job) continue;
      const job = this.queue.shift();
      if (!job) return;
      slot.job = job;
      slot.worker.postMessage(job.request);
    }
  }

  private settle(slot: Slot, response: PreviewResponse): void {
    const job = slot.job;
    if (!job || job.request.id !== response.id) return;
    slot.job = null;
    if (response.ok) {
      const { id: _id, ok: _ok, ...result } = response;
      job.resolve(result);
    } else {
      job.reject(new PhotoUnreadableError(response.error, response.unreadable));
    }
    this.pump();
  }

  private fail(slot: Slot, error: Error): void {
    const job = slot.job;
    slot.job = null;
    job?.reject(error);
    this.pump();
  }
}

/**
 * Workers to use: one per core but one (for the page, the network and the ZIP), at least two so decoding one
 * photo overlaps with encoding the next, at most four (each holds one decoded ~50 MB photo).
 */
export function previewPoolSize(hardwareConcurrency: number | undefined): number {
  const cores = hardwareConcurrency && hardwareConcurrency > 0 ? hardwareConcurrency : 2;
  return Math.min(4, Math.max(2, cores - 1));
}
