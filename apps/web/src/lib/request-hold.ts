/**
 * Signing out ends the session and only then leaves the page. A request reaching the server in between is
 * refused (401): a page would show a load failure on its way out, a run would file a photo as failed. So while
 * a sign-out is under way, the page's requests wait here instead of going out, and the sign-out waits for those
 * already sent. If the sign-out fails and the page stays, the waiting requests go.
 */
let held: Promise<void> | null = null;
let inFlight = 0;
const whenIdle = new Set<() => void>();

async function counted<T>(send: () => Promise<T>): Promise<T> {
  inFlight++;
  try {
    return await send();
  } finally {
    inFlight--;
    if (inFlight === 0) for (const idle of [...whenIdle]) idle();
  }
}

/** Sends once no hold is on; counted as in flight while it goes. */
export async function whenNotHeld<T>(send: () => Promise<T>): Promise<T> {
  while (held) await held;
  return counted(send);
}

export type RequestHold = {
  /** Resolves once every request already sent has its answer, or after `timeoutMs` (a hung one is left). */
  settled(timeoutMs: number): Promise<void>;
  /** Sends past the hold: the request that put it on. */
  pass<T>(send: () => Promise<T>): Promise<T>;
  /** Lets the waiting requests go. */
  release(): void;
};

/** Holds every request from now on until `release`. */
export function holdRequests(): RequestHold {
  let open!: () => void;
  const until = new Promise<void>((resolve) => {
    open = resolve;
  });
  held = until;
  return {
    settled: (timeoutMs) =>
      new Promise((resolve) => {
        if (inFlight === 0) return resolve();
        const done = () => {
          clearTimeout(timer);
          whenIdle.delete(done);
          resolve();
        };
        const timer = setTimeout(done, timeoutMs);
        whenIdle.add(done);
      }),
    pass: counted,
    release: () => {
      if (held === until) held = null;
      open();
    },
  };
}
