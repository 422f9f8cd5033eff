import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { HttpError } from "../../plugins/errors.ts";
import { type Admission, createAnalysisQueue } from "./analysis-queue.ts";

function refusal(run: () => unknown): HttpError {
  try {
    run();
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error("not refused");
}

const never = new AbortController().signal;

describe("analysis queue", () => {
  it("runs `concurrency` at a time in arrival order, then lets the waiting ones in", async () => {
    const queue = createAnalysisQueue({ concurrency: 2, maxWaiting: 2, perUser: 4 });
    const started: number[] = [];
    const admissions = [1, 2, 3, 4].map((n) => {
      const admission = queue.admit("u");
      admission.arrived();
      void admission.turn(never).then(() => started.push(n));
      return admission;
    });
    await Promise.resolve();
    expect(started).toEqual([1, 2]);
    expect(queue.stats()).toEqual({ admitted: 4, running: 2, waiting: 2, receiving: 0 });
    admissions[1]?.done();
    await Promise.resolve();
    expect(started).toEqual([1, 2, 3]);
    for (const admission of admissions) admission.done();
    expect(queue.stats()).toEqual({ admitted: 0, running: 0, waiting: 0, receiving: 0 });
  });

  it("answers 503 server_busy with Retry-After when full, 429 too_many_analyses past an account's share", () => {
    const queue = createAnalysisQueue({ concurrency: 1, maxWaiting: 2, perUser: 2 });
    queue.admit("a").arrived();
    queue.admit("a").arrived();
    const own = refusal(() => queue.admit("a"));
    expect([own.statusCode, own.code]).toEqual([429, "too_many_analyses"]);
    expect(own.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    queue.admit("b").arrived();
    const busy = refusal(() => queue.admit("c"));
    expect([busy.statusCode, busy.code]).toEqual([503, "server_busy"]);
    expect(busy.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(queue.stats().admitted).toBe(3);
  });

  it("holds no place of the server's for a photo still arriving, only one of its account's", () => {
    const queue = createAnalysisQueue({ concurrency: 1, maxWaiting: 1, perUser: 2 });
    // Two accounts' uploads that never finish arriving.
    for (const user of ["a", "a", "b", "b"]) queue.admit(user);
    expect(refusal(() => queue.admit("a")).code).toBe("too_many_analyses");
    expect(queue.stats()).toEqual({ admitted: 0, running: 0, waiting: 0, receiving: 4 });
    // A third account's photo arrives and is worked on.
    const other = queue.admit("c");
    other.arrived();
    expect(queue.stats()).toMatchObject({ admitted: 1, receiving: 4 });
    // A photo that arrives once the server has filled up is refused then, and its account's place freed.
    const late = queue.admit("d");
    queue.admit("c").arrived();
    expect(refusal(() => late.arrived()).code).toBe("server_busy");
    late.done();
    expect(queue.stats()).toEqual({ admitted: 2, running: 0, waiting: 0, receiving: 4 });
  });

  it("drops a waiting analysis whose signal fires (the client left), and it never runs", async () => {
    const queue = createAnalysisQueue({ concurrency: 1, maxWaiting: 1, perUser: 2 });
    const first = queue.admit("u");
    first.arrived();
    await first.turn(never);
    const second = queue.admit("u");
    second.arrived();
    const left = new AbortController();
    const turn = second.turn(left.signal);
    left.abort(new Error("gone"));
    await expect(turn).rejects.toThrow("gone");
    second.done();
    expect(queue.stats()).toEqual({ admitted: 1, running: 1, waiting: 0, receiving: 0 });
    first.done();
    expect(queue.stats()).toEqual({ admitted: 0, running: 0, waiting: 0, receiving: 0 });
  });

  it("never runs more than `concurrency` nor admits more than it may, whatever the order of events", () => {
    const action = fc.oneof(
      fc.record({ kind: fc.constant("admit" as const), user: fc.integer({ min: 0, max: 3 }) }),
      fc.record({ kind: fc.constant("arrive" as const), pick: fc.nat() }),
      fc.record({ kind: fc.constant("done" as const), pick: fc.nat() }),
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 3 }),
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: 1, max: 4 }),
        fc.array(action, { maxLength: 60 }),
        (concurrency, maxWaiting, perUser, actions) => {
          const queue = createAnalysisQueue({ concurrency, maxWaiting, perUser });
          const live: { user: number; admission: Admission; arrived: boolean }[] = [];
          for (const step of actions) {
            if (step.kind === "admit") {
              try {
                live.push({ user: step.user, admission: queue.admit(String(step.user)), arrived: false });
              } catch (error) {
                expect(error).toBeInstanceOf(HttpError);
              }
            } else if (step.kind === "arrive") {
              const arriving = live.filter((l) => !l.arrived);
              const one = arriving[step.pick % Math.max(1, arriving.length)];
              if (one) {
                try {
                  one.admission.arrived();
                  one.arrived = true;
                  void one.admission.turn(never);
                } catch (error) {
                  expect(error).toBeInstanceOf(HttpError);
                  one.admission.done();
                  live.splice(live.indexOf(one), 1);
                }
              }
            } else if (live.length > 0) {
              live.splice(step.pick % live.length, 1)[0]?.admission.done();
            }
            const stats = queue.stats();
            expect(stats.running).toBeLessThanOrEqual(concurrency);
            expect(stats.admitted).toBeLessThanOrEqual(concurrency + maxWaiting);
            expect(stats.admitted).toBe(live.filter((l) => l.arrived).length);
            expect(stats.receiving).toBe(live.filter((l) => !l.arrived).length);
            for (const user of [0, 1, 2, 3]) {
              expect(live.filter((l) => l.user === user).length).toBeLessThanOrEqual(perUser);
            }
          }
        },
      ),
    );
  });
});
