import { useCallback, useEffect, useRef, useState } from "react";

export type Timeline = {
  /** 0 at the start, 1 at the end. */
  progress: number;
  playing: boolean;
  started: boolean;
  ended: boolean;
  play: () => void;
  pause: () => void;
  restart: () => void;
  seek: (progress: number) => void;
};

/** A play/pause clock for the demo animations, driven by requestAnimationFrame. */
export function useTimeline(durationMs: number): Timeline {
  const [progress, setProgress] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [started, setStarted] = useState(false);
  const progressRef = useRef(0);

  useEffect(() => {
    if (!playing) return;
    let frame = 0;
    let last = performance.now();
    const tick = (now: number) => {
      // The first frame's timestamp is when that frame began, which can be before `last`.
      const elapsed = Math.max(0, now - last);
      const next = Math.min(1, progressRef.current + elapsed / durationMs);
      last = Math.max(last, now);
      progressRef.current = next;
      setProgress(next);
      if (next >= 1) setPlaying(false);
      else frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [playing, durationMs]);

  const seek = useCallback((value: number) => {
    progressRef.current = Math.min(1, Math.max(0, value));
    setProgress(progressRef.current);
    setStarted(true);
  }, []);

  const play = useCallback(() => {
    if (progressRef.current >= 1) seek(0);
    setStarted(true);
    setPlaying(true);
  }, [seek]);

  const pause = useCallback(() => setPlaying(false), []);

  const restart = useCallback(() => {
    seek(0);
    setStarted(true);
    setPlaying(true);
  }, [seek]);

  return { progress, playing, started, ended: progress >= 1, play, pause, restart, seek };
}

/** 0 before `start`, 1 after `end`, eased in between. */
export function phase(progress: number, start: number, end: number): number {
  if (progress <= start) return 0;
  if (progress >= end) return 1;
  const x = (progress - start) / (end - start);
  return x < 0.5 ? 4 * x * x * x : 1 - (-2 * x + 2) ** 3 / 2;
}

export function lerp(from: number, to: number, amount: number): number {
  return from + (to - from) * amount;
}
