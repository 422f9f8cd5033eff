import { describe, expect, it } from "vitest";
import { pauseGate } from "./pause-gate";

describe("pauseGate", () => {
  it("lets photos start until paused, holds them until resumed, and says when it changes", async () => {
    const changes: boolean[] = [];
    const gate = pauseGate((paused) => changes.push(paused));
    const signal = new AbortController().signal;
    await expect(gate.wait(signal)).resolves.toBeUndefined();
    gate.pause();
    let started = false;
    const held = gate.wait(signal).then(() => {
      started = true;
    });
    await new Promise((r) => setTimeout(r, 10));
    expect(started).toBe(false);
    gate.resume();
    await held;
    expect(started).toBe(true);
    expect(changes).toEqual([true, false]);
  });

  it("lets Cancel end a paused wait", async () => {
    const gate = pauseGate();
    const cancel = new AbortController();
    gate.pause();
    const held = gate.wait(cancel.signal);
    cancel.abort(new Error("Cancelled"));
    await expect(held).rejects.toThrow("Cancelled");
  });
});
