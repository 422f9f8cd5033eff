/**
 * Why `POST /api/analyze-image` did not analyse a photo, as the `code` of its error answer, and what the
 * browser should do about it.
 *
 * Come back later (`Retry-After` header, whole seconds, always present): the server refused before doing
 * any work and used no slot of the batch, so sending the same photo again is always safe. These say that the
 * server is shedding load as designed, not that the image service fails: wait Retry-After (plus jitter) and
 * send again for as long as the batch lasts; do not count them as failures of the service.
 */
export const RETRY_LATER_CODES = [
  /** 503: the server's analysis queue is full */
  "server_busy",
  /** 429: this account already has as many analyses in flight as the batch's `concurrency` */
  "too_many_analyses",
] as const;

/**
 * Failed after work began; the slot was given back, so a retry (same `photoKey`) costs nothing either, but a
 * run of them means the image service is in trouble.
 */
export const FAILED_CODES = [
  /** 503 with Retry-After: the analysis took longer than the server allows (ANALYSIS_TIMEOUT_SECONDS) */
  "analysis_timeout",
  /** 502: the image service failed; the message is the spec's 'Analysis failed: {message}' */
  "analysis_failed",
  /** 502: the image service answered with no description ('No analysis returned from service') */
  "no_analysis",
] as const;

export type RetryLaterCode = (typeof RETRY_LATER_CODES)[number];
export type AnalysisFailedCode = (typeof FAILED_CODES)[number];

/**
 * Photos in a row whose analysis failed on the service's side (5xx, no answer; not "come back later") after
 * which a run stops instead of failing photo after photo: the image service is down, not the photos.
 */
export const SERVICE_FAILURES_TO_STOP = 3;

/** True for a refusal that only asks to come back later (see RETRY_LATER_CODES). */
export function isRetryLater(code: string | undefined): code is RetryLaterCode {
  return (RETRY_LATER_CODES as readonly string[]).includes(code ?? "");
}

/** An answer saying the image service failed, not the photo: a 5xx that does not only ask to come back later. */
export function isServiceFailureAnswer(status: number, code: string | undefined): boolean {
  return status >= 500 && !isRetryLater(code);
}

/**
 * 409: the batch's time ran out (the server's `BATCH_TTL_MINUTES`) before this photo took a slot, so nothing
 * was analysed or charged. Its unused slots went back to the month when it expired, and the photos it answered
 * stay charged; a new batch for the photos left takes this one (a long run paused past the batch's time).
 */
export const BATCH_EXPIRED_CODE = "batch_expired";

/**
 * How many times one photo of a batch may be analysed again without a slot of its own: a retry while its first
 * analysis runs, or the photo sent again under its key once its batch is closed and its answer forgotten. A
 * caller that lost an answer needs one or two; beyond that each would be work nobody is charged for.
 */
export const PHOTO_REANALYSES = 3;

/**
 * 409: the photo was analysed again without a slot as often as `PHOTO_REANALYSES` allows; nothing was
 * analysed. Sent in a new batch, it is analysed and charged as any photo.
 */
export const PHOTO_REANALYSED_CODE = "photo_reanalysed";
