import { heldUntil } from "./pause-gate";

/**
 * How often a photo held by a lost connection tries again when the browser does not say it is back: its
 * `online` event is not sent everywhere a connection comes back (a network that returns without the
 * interface going down).
 */
export const RECONNECT_EVERY_MS = 15_000;

/**
 * No answer came at all: fetch's own failure. The browser offline, a network that is up with nothing behind it,
 * a server restarting: each is over by itself in seconds or minutes, and the photos' requests wait for it
 * rather than being given up on. Any answer (4xx, 5xx) is the server's, with its usual handling (lib/retry).
 */
export function isConnectionLost(error: unknown): boolean {
  return error instanceof TypeError;
}

/** What the hold needs from the browser: whether it is online, and its `online` event. */
export type Network = {
  online(): boolean;
  onOnline(listener: () => void): () => void;
};

export const browserNetwork: Network = {
  online: () => navigator.onLine,
  onOnline(listener) {
    window.addEventListener("online", listener);
    return () => window.removeEventListener("online", listener);
  },
};

/**
 * A run's hold while the connection is lost. A request that fails for want of a connection is neither a
 * failure nor retried away: it waits until the browser is back online (or RECONNECT_EVERY_MS has passed) and
 * is sent again as it was, under the same batch and photo key, so a request the server did answer is never
 * charged twice. Photos about to start wait with it (`wait`), so nothing more is sent meanwhile. `onChange`
 * says when the connection is lost (with the error that held it) and when a request got through again.
 * `alsoHeld`: answers waited out the same way (the browser extension waits out a session ended on the site).
 */
export function connectionHold(
  onChange: (lost: boolean, why?: unknown) => void = () => undefined,
  network: Network = browserNetwork,
  retryEveryMs = RECONNECT_EVERY_MS,
  alsoHeld: (error: unknown) => boolean = () => false,
) {
  let back: Promise<void> | null = null;
  let reconnected: () => void = () => undefined;

  const held = (error: unknown) => isConnectionLost(error) || alsoHeld(error);
  const lose = (why: unknown) => {
    if (back) return;
    back = new Promise<void>((resolve) => {
      reconnected = resolve;
    });
    onChange(true, why);
  };
  const regain = () => {
    if (!back) return;
    back = null;
    reconnected();
    onChange(false);
  };

  /** Until the browser says it is online again, or `retryEveryMs`; rejects when `signal` aborts first. */
  const untilWorthTrying = (signal: AbortSignal) =>
    new Promise<void>((resolve, reject) => {
      if (signal.aborted) return reject(signal.reason);
      const done = () => {
        clearTimeout(timer);
        stopListening();
        signal.removeEventListener("abort", stop);
      };
      const go = () => {
        done();
        resolve();
      };
      const stop = () => {
        done();
        reject(signal.reason);
      };
      const timer = setTimeout(go, retryEveryMs);
      const stopListening = network.onOnline(go);
      signal.addEventListener("abort", stop, { once: true });
    });

  return {
    /** Whether `error` is one the hold waits out (a request that failed for want of a connection). */
    holds: (error: unknown): boolean => held(error),
    /** Whether the run is held for want of a connection. */
    lost: (): boolean => back !== null,
    /** Resolves at once, or once a request got through again; rejects with the signal's reason on abort. */
    wait: (signal: AbortSignal): Promise<void> => heldUntil(back, signal),
    /**
     * `attempt`, sent again for as long as it fails for want of a connection; any other outcome is its own
     * (an answer, or an error for the usual handling). Rejects with the signal's reason on abort.
     */
    async send<T>(attempt: () => Promise<T>, signal: AbortSignal): Promise<T> {
      for (;;) {
        try {
          const result = await attempt();
          regain();
          return result;
        } catch (error) {
          if (signal.aborted) throw error;
          if (!held(error)) {
            // An answer: the hold is over, and the error is the photo's to handle as usual.
            regain();
            throw error;
          }
          lose(error);
          await untilWorthTrying(signal);
        }
      }
    },
  };
}

export type ConnectionHold = ReturnType<typeof connectionHold>;
