import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { phase, useTimeline } from "./use-timeline";

describe("useTimeline", () => {
  let frames: FrameRequestCallback[] = [];
  let clock = 1_000;

  beforeEach(() => {
    frames = [];
    clock = 1_000;
    vi.spyOn(performance, "now").mockImplementation(() => clock);
    vi.stubGlobal("requestAnimationFrame", (callback: FrameRequestCallback) => {
      frames.push(callback);
      return frames.length;
    });
    vi.stubGlobal("cancelAnimationFrame", () => {});
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  function runFrame(timestamp: number) {
    const callback = frames.shift();
    if (!callback) throw new Error("no frame was requested");
    act(() => callback(timestamp));
  }

  it("never goes below zero when the first frame is stamped before play was pressed", () => {
    const { result } = renderHook(() => useTimeline(1_000));
    act(() => result.current.play());
    runFrame(990);
    expect(result.current.progress).toBe(0);
    runFrame(1_250);
    expect(result.current.progress).toBeCloseTo(0.25);
  });

  it("stops at the end and plays again from the start", () => {
    const { result } = renderHook(() => useTimeline(1_000));
    act(() => result.current.play());
    runFrame(3_000);
    expect(result.current.progress).toBe(1);
    expect(result.current.ended).toBe(true);
    expect(result.current.playing).toBe(false);
    act(() => result.current.play());
    expect(result.current.progress).toBe(0);
    expect(result.current.playing).toBe(true);
  });
});

describe("phase", () => {
  it("eases from 0 to 1 between its bounds and stays inside them", () => {
    expect(phase(0.1, 0.2, 0.4)).toBe(0);
    expect(phase(0.3, 0.2, 0.4)).toBeCloseTo(0.5);
    expect(phase(0.5, 0.2, 0.4)).toBe(1);
  });
});
