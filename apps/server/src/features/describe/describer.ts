import type { Category } from "@photo-organizer/core";
import type { OwnFolder } from "@photo-organizer/core/api";

/** Longest side of the preview every describer looks at (the browser sends about this size anyway, D9). */
export const PREVIEW_SIZE = 512;

/** A decoded, EXIF-oriented photo, longest side at most PREVIEW_SIZE: packed 8-bit RGB. */
export type Preview = { data: Uint8Array; width: number; height: number };

/** What `/readyz` shows about the describer. */
export type DescriberStatus = {
  kind: "local" | "openai";
  ready: boolean;
  /** local: which model families are loaded; openai: the model name */
  models: Record<string, boolean | string>;
};

/**
 * One photo described: a short English sentence naming its main subject first (empty when nothing was
 * recognised), and the folder it belongs in — chosen by the model that saw the photo when it can, otherwise
 * by core's `categorize` from the sentence.
 */
export type Description = {
  description: string;
  category: Category;
  /**
   * From the local classifier: its pooled features, a compact embedding of what the photo looks like (no
   * pixels). Lets the server file a user's photos like the ones that user corrected before.
   */
  embedding?: number[];
  /** One of the user's own folders, when the model that saw the photo chose one (#21). */
  folder?: string;
};

export type DescribeOptions = {
  signal?: AbortSignal;
  /** The user's own folders (#21): a describer that can choose among them does; the others ignore them. */
  folders?: readonly OwnFolder[];
};

/** Turns one photo into a description and its category folder. */
export interface Describer {
  readonly kind: "local" | "openai";
  /** Loads models (idempotent). `describe` waits for it. */
  start(): Promise<void>;
  status(): DescriberStatus;
  /**
   * Resolves to the description and its folder; rejects with a clear message. `signal` ends the work
   * early: a remote call is cancelled; a local inference already running is only stopped when the signal is
   * a timeout (its thread is replaced), otherwise it finishes unused.
   */
  describe(preview: Preview, options?: DescribeOptions): Promise<Description>;
  close(): Promise<void>;
}

/** A failure of the description service itself (not of the input): the route answers 502. */
export class DescriberError extends Error {
  override name = "DescriberError";
}
