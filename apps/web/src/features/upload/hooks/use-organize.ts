import {
  BATCH_COPY,
  COLLECTION_COPY,
  LIMIT_TOAST_MS,
  MESSAGES,
  nextPartNumber,
  ORGANIZATION_COPY,
  OUTPUT_FOLDER_NAME,
  offeredFolders,
  PLANS,
  type PlanId,
  planConsecutiveBatches,
  planDisplayName,
  planHasFeature,
  RUN_COPY,
  SAVE_LOCATION_STORAGE_KEY,
  SAVE_TO_FOLDER_STORAGE_KEY,
  selectionCap,
  TOAST_DEFAULTS,
  WARNING_TOAST_MS,
  zipPartName,
} from "@photo-organizer/core";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { paths } from "@/config/paths";
import { usageQueryKey, usageQueryOptions } from "@/lib/usage";
import { finishBatch, reserveBatch } from "../api/batches";
import { connectionHold } from "../lib/connection";
import { BatchRefusedError } from "../lib/consecutive-batches";
import { type OrganizedBatch, type OrganizeEvent, organizeBatch } from "../lib/organize";
import { type PauseGate, pauseGate } from "../lib/pause-gate";
import type { PhotoResult } from "../lib/photo-step";
import type { BatchProgress } from "../lib/progress";
import { type NextPart, nextPart, settleEarlierBatches } from "../lib/resume-run";
import {
  forgetRun,
  holdRun,
  identityOf,
  notePhoto,
  type RunPhotoRecord,
  type RunRecord,
  reserveKept,
  runPartStarted,
  sendKept,
  startRun,
  updateRunOutput,
} from "../lib/run-journal";
import { addToSelection, fileKey, type Rejection } from "../lib/select-files";
import { analyzeStep, batchSettings, SettingsUnreadableError, settingsSteps } from "../lib/settings-steps";
import { PhotoUnreadableError, PreviewPool, previewPoolSize } from "../preview/preview-pool";
import { unreadableMessage } from "../preview/unreadable-message";
import { type ReviewBatch, reviewBatchOf } from "../review/review-batch";
import { canSaveToFolder, folderOutput, pickDestination } from "../zip/folder-output";
import {
  canChooseSaveLocation,
  chooseSaveStrategy,
  type Discarded,
  openZipTarget,
  prepareZipTarget,
  SaveCancelledError,
  type ZipTarget,
} from "../zip/save-zip";
import { type OutputEntry, zipStream } from "../zip/zip-stream";
import { keepBatch } from "./use-kept-batch";

/** More files turned away at once than this are summed up in one toast (a folder's other files), not named. */
const SKIPPED_TOASTS_AT_MOST = 3;

const PROGRESS_TOAST_ID = "organize-progress";
const SERVICE_TOAST_ID = "organize-service-unavailable";
/** One toast for the whole batch, updated in place and kept up until the batch ends… */
const PROGRESS_TOAST = { id: PROGRESS_TOAST_ID, duration: Number.POSITIVE_INFINITY };
/** …when its last text goes away after the usual time (an update keeps options it does not set). */
const PROGRESS_TOAST_END = { id: PROGRESS_TOAST_ID, duration: TOAST_DEFAULTS.duration };

/**
 * What a cancelled batch cost (the server's count when the batch ended: photos answered by then, and the
 * slots it gave back) and what became of a ZIP already being saved: removed, never written, or a partial file
 * the browser may have kept (a download it had started, or a chosen file it could not remove).
 */
function cancelledSummary(
  batch: OrganizedBatch,
  zip: { started: boolean; discarded: Discarded | null; name: string },
): [string, { description?: string; duration: number }] {
  const analyzed = batch.photos.filter((photo) => photo.status === "ok").length;
  const text = batch.finished
    ? BATCH_COPY.cancelledSummary(batch.finished.charged, batch.finished.released)
    : BATCH_COPY.cancelledNotFinished(analyzed);
  const description =
    zip.discarded === "may-remain"
      ? BATCH_COPY.partialLeft(zip.name)
      : zip.started || zip.discarded === "removed"
        ? BATCH_COPY.partialRemoved
        : undefined;
  return [text, { description, duration: LIMIT_TOAST_MS }];
}

export type OrganizePhase = "idle" | "processing" | "saving";

/** An output option remembered in localStorage: on when the key holds `on`. */
function storedOption(key: string, on: string): boolean {
  try {
    return window.localStorage.getItem(key) === on;
  } catch {
    return false; // storage blocked: the default, the browser's downloads
  }
}

function storeOption(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // not remembered; still used for this visit
  }
}

/** An interrupted run being continued: what the browser kept of it, and its photos found again. */
export type Continuation = {
  run: RunRecord;
  kept: (RunPhotoRecord | undefined)[];
  found: (File | null)[];
};

/** The run kept in the browser while it goes: a new one, or the next part of an interrupted one. */
type Journal = { id: string; part: number; origin: (position: number) => number; next: NextPart | null };

/**
 * The upload page's state: the selection, the running batch, and the spec's toasts. With `userId`, a run is
 * kept in the browser until it ends (#22): written while it goes (a ZIP or a folder), or reviewed first.
 */
export function useOrganize(
  plan: PlanId | null,
  {
    reviewBeforeDownload = false,
    userId = null,
  }: { reviewBeforeDownload?: boolean; userId?: string | null } = {},
) {
  const [files, setFiles] = useState<File[]>([]);
  /** files turned away on selection, with why: listed under the selection */
  const [skipped, setSkipped] = useState<Rejection[]>([]);
  const skippedRef = useRef<Rejection[]>([]);
  skippedRef.current = skipped;
  const [phase, setPhase] = useState<OrganizePhase>("idle");
  const [progress, setProgress] = useState<BatchProgress | null>(null);
  /** the last batch, for the results view (DR 003) */
  const [review, setReview] = useState<ReviewBatch | null>(null);
  /** "Choose where to save": off by default, so the ZIP goes to the downloads with no dialog. */
  const [chooseLocation, setChooseLocationState] = useState(() =>
    storedOption(SAVE_LOCATION_STORAGE_KEY, "choose"),
  );
  const [canChooseLocation] = useState(canChooseSaveLocation);
  /** Chromium: organized copies written into a folder the user picks, instead of the ZIP (remembered, as a
   * collection is organized over several visits) */
  const [toFolder, setToFolderState] = useState(() => storedOption(SAVE_TO_FOLDER_STORAGE_KEY, "folder"));
  const [canToFolder] = useState(canSaveToFolder);
  /** the run's destination folder once picked ("Pictures/organized_photos"), for the page's texts */
  const outputFolderRef = useRef<string | null>(null);
  const filesRef = useRef<File[]>([]);
  const abortRef = useRef<AbortController | null>(null);
  const [paused, setPaused] = useState(false);
  /** the run is held because the connection was lost; it goes on by itself once it is back */
  const [offline, setOffline] = useState(false);
  const gateRef = useRef<PauseGate | null>(null);
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  filesRef.current = files;
  useEffect(() => () => abortRef.current?.abort(), []);
  useEffect(() => {
    if (plan) prepareZipTarget();
  }, [plan]);

  const setChooseLocation = useCallback((on: boolean) => {
    setChooseLocationState(on);
    storeOption(SAVE_LOCATION_STORAGE_KEY, on ? "choose" : "download");
  }, []);
  const setToFolder = useCallback((on: boolean) => {
    setToFolderState(on);
    storeOption(SAVE_TO_FOLDER_STORAGE_KEY, on ? "folder" : "zip");
  }, []);

  const batchCap = plan ? PLANS[plan].batchCap : 0;

  const addFiles = useCallback(
    async (incoming: File[]) => {
      if (!plan) {
        toast.error(MESSAGES.signUpToUpload);
        return;
      }
      if (incoming.length === 0) return;
      const result = await addToSelection(filesRef.current, incoming, selectionCap(plan));
      if (result.rejected.length > SKIPPED_TOASTS_AT_MOST)
        toast.warning(COLLECTION_COPY.skippedSummary(result.rejected.length));
      else for (const { message } of result.rejected) toast.error(message);
      if (result.rejected.length > 0) setSkipped((current) => [...current, ...result.rejected]);
      if (result.dropped > 0) toast.warning(MESSAGES.batchCapDropped(result.dropped, PLANS[plan].batchCap));
      filesRef.current = result.files;
      setFiles(result.files);
    },
    [plan],
  );

  const removeFile = useCallback((file: File) => {
    const key = fileKey(file);
    setFiles((current) => current.filter((f) => fileKey(f) !== key));
  }, []);
  const clearFiles = useCallback(() => {
    setFiles([]);
    setSkipped([]);
  }, []);

  /** How many of `selected` photos this month's allowance still covers; null when the page cannot tell. */
  const coveredByAllowance = useCallback(
    async (selected: number): Promise<number | null> => {
      if (!plan) return null;
      try {
        const usage = await queryClient.fetchQuery({ ...usageQueryOptions(), staleTime: 0 });
        return planConsecutiveBatches({ selected, batchCap: usage.batchCap, remaining: usage.remaining })
          .covered;
      } catch {
        return null; // the server's per-batch check still holds
      }
    },
    [plan, queryClient],
  );

  const notify = useCallback(
    (event: OrganizeEvent) => {
      const upgrade = { label: MESSAGES.upgradePlan, onClick: () => navigate(paths.pricing.getHref()) };
      switch (event.kind) {
        case "limit-reached":
          toast.error(event.message, {
            description: MESSAGES.limitReachedDescription,
            duration: LIMIT_TOAST_MS,
            action: upgrade,
          });
          break;
        case "refused":
          toast.error(event.message);
          break;
        case "quota-warning":
          toast.warning(MESSAGES.limitWarning(event.usage.percent), {
            description: MESSAGES.limitWarningDescription(
              event.usage.remaining,
              planDisplayName(event.usage.plan),
            ),
            duration: WARNING_TOAST_MS,
            action: upgrade,
          });
          break;
        // Plain toasts that stay up, not sonner's loading toast: its spinner would animate for the whole
        // batch, and continuous animations cost a CPU-bound batch about a tenth of its speed.
        case "started":
          toast(MESSAGES.processingStarted(event.count), PROGRESS_TOAST);
          break;
        case "progress":
          toast(MESSAGES.processingProgress(event.done, event.total), PROGRESS_TOAST);
          break;
        case "complete":
          toast.success(MESSAGES.processingComplete(event.processed, event.failed), {
            ...PROGRESS_TOAST_END,
            ...(event.duplicates > 0
              ? { description: ORGANIZATION_COPY.duplicatesFound(event.duplicates) }
              : {}),
          });
          break;
        case "remaining":
          toast.info(MESSAGES.remainingThisMonth(event.usage.remaining, planDisplayName(event.usage.plan)));
          break;
        case "service-unavailable":
          // A toast of its own: the run's end ("Processing complete!") replaces the progress toast right after.
          toast.error(
            event.backAt
              ? MESSAGES.serviceUnavailableHeld(
                  new Date(event.backAt).toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" }),
                )
              : MESSAGES.serviceUnavailable,
            { id: SERVICE_TOAST_ID, duration: LIMIT_TOAST_MS },
          );
          break;
        case "batch-renewed":
          toast.info(COLLECTION_COPY.batchRenewed(event.left), { duration: LIMIT_TOAST_MS });
          break;
        case "unreadable":
          toast.warning(MESSAGES.photoUnreadable(event.name), { duration: LIMIT_TOAST_MS });
          break;
        case "none-succeeded":
          toast.error(MESSAGES.failedToProcessAny, PROGRESS_TOAST_END);
          break;
        case "download-complete":
          toast.success(
            outputFolderRef.current
              ? COLLECTION_COPY.savedToFolder(outputFolderRef.current)
              : MESSAGES.downloadComplete,
          );
          break;
        case "cancelled":
          toast.dismiss(PROGRESS_TOAST_ID);
          break;
        case "error":
          toast.error(MESSAGES.processingFailed(event.message), PROGRESS_TOAST_END);
          break;
      }
    },
    [navigate],
  );

  const organize = useCallback(
    async (continuation?: Continuation) => {
      if (!plan) {
        toast.error(MESSAGES.signUpToProcess);
        return;
      }
      const next = continuation
        ? nextPart(continuation.kept, continuation.found, continuation.run.duplicates)
        : null;
      if ((next ? next.files : filesRef.current).length === 0) {
        toast.error(MESSAGES.selectImagesFirst);
        return;
      }
      // A continued run goes on as it started: written while it goes, or reviewed first.
      const streamZip = continuation ? continuation.run.output.kind !== "review" : !reviewBeforeDownload;
      const folderRun = continuation?.run.output.kind === "folder" ? continuation.run.output : null;
      const writeToFolder = folderRun !== null || (!continuation && toFolder && canToFolder);
      const part = continuation && next ? nextPartNumber(continuation.run.partsStarted) : 1;
      const zipName = zipPartName(part);
      const strategy = chooseSaveStrategy({ chooseLocation: chooseLocation && canChooseLocation });
      // Where the output goes is asked first, at the click: a browser refuses a picker a few seconds after
      // the click (the reservation, hashing thousands of photos or a slow network take longer), and closing
      // the picker then leaves nothing reserved, nothing written, nothing to undo.
      const picked = streamZip && writeToFolder && !folderRun ? await pickDestination() : undefined;
      if (picked === null) return;
      let chosenZip: ZipTarget | null = null;
      if (streamZip && !writeToFolder && strategy === "file-system") {
        try {
          chosenZip = await openZipTarget(zipName, strategy);
        } catch (error) {
          if (error instanceof SaveCancelledError) return;
          throw error;
        }
      }
      /** whether the run took the ZIP chosen at the click; one it never wrote is removed again */
      let zipTaken = false;
      const largeBatches = planHasFeature(plan, "large-batches");
      // Large batches: said before anything starts when the month's allowance covers only part of the
      // selection; the run stops there and the rest stays selected. (The server still checks every batch.)
      const covered = largeBatches && !next ? await coveredByAllowance(filesRef.current.length) : null;
      if (covered !== null && covered > 0 && covered < filesRef.current.length) {
        toast.warning(COLLECTION_COPY.allowanceCovers(covered, filesRef.current.length), {
          duration: LIMIT_TOAST_MS,
        });
      }
      const selected = next ? next.files : covered ? filesRef.current.slice(0, covered) : filesRef.current;
      const controller = new AbortController();
      abortRef.current = controller;
      outputFolderRef.current = null;
      const gate = pauseGate(setPaused);
      gateRef.current = gate;
      const connection = connectionHold(setOffline);
      setReview(null);
      setPhase("processing");
      setProgress(null);
      // Workers start with the first photo, not before the reservation is granted.
      let previews: PreviewPool | null = null;
      const previewPool = () => {
        previews ??= new PreviewPool(previewPoolSize(navigator.hardwareConcurrency));
        return previews;
      };
      /** whether writing the ZIP began, and what discarding it left on the disk */
      const zip: { started: boolean; discarded: Discarded | null } = { started: false, discarded: null };
      // A run written while it goes is kept in the browser, by each photo's place in the run.
      const journal: Journal | null =
        continuation && next
          ? {
              id: continuation.run.id,
              part,
              origin: (position) => next.origin[position] ?? position,
              next,
            }
          : userId
            ? { id: crypto.randomUUID(), part: 1, origin: (position) => position, next: null }
            : null;
      const kept = (write: Promise<void>) => void write.catch(() => undefined);
      const releaseRun = journal ? holdRun(journal.id) : () => undefined;
      let result: OrganizedBatch["result"] | null = null;
      /** the image service kept failing, so the run stopped with photos not analysed */
      let serviceStopped = false;
      /** the photos in this part's ZIP, for a continued run that leaves some for later */
      const inZip: NonNullable<OutputEntry["photo"]>[] = [];
      try {
        let settings: Awaited<ReturnType<typeof batchSettings>>;
        try {
          settings = await batchSettings({ connection, signal: controller.signal });
        } catch (error) {
          // Nothing reserved, nothing sent: the photos stay selected for another try.
          if (error instanceof SettingsUnreadableError)
            toast.error(error.message, { duration: LIMIT_TOAST_MS });
          else if (!controller.signal.aborted) throw error;
          return;
        }
        const analyze = analyzeStep(settings, connection);
        if (continuation) {
          await settleEarlierBatches(
            continuation.run,
            continuation.kept,
            continuation.found,
            {
              analyze,
              finish: finishBatch,
              answered: (index, answer) => notePhoto(continuation.run.id, index, { answer }),
              reserve: (reservation) =>
                reserveKept(continuation.run.id, reservation, () =>
                  connection.send(() => reserveBatch(reservation.count, reservation.key), controller.signal),
                ),
            },
            controller.signal,
          );
          // The answers received just now count as kept ones.
          if (next) next.answers = next.origin.map((index) => continuation.kept[index]?.answer ?? null);
        }
        const steps = settingsSteps(settings);
        const batch = await organizeBatch(
          selected,
          {
            reserve: (count) => {
              // One key for the reservation, sent again as it was when the connection drops: never two batches.
              const key = crypto.randomUUID();
              const send = () => connection.send(() => reserveBatch(count, key), controller.signal);
              // Kept with its key before the request leaves, and with its batch before any photo is sent under
              // it, so a continued run finishes it.
              return journal ? reserveKept(journal.id, { key, count }, send) : send();
            },
            finish: finishBatch,
            ...(journal
              ? {
                  planned: async (photos, duplicates) => {
                    if (continuation) await runPartStarted(journal.id, journal.part);
                    else if (userId)
                      await startRun({
                        id: journal.id,
                        userId,
                        startedAt: Date.now(),
                        output: streamZip ? { kind: "zip" } : { kind: "review" },
                        partsStarted: 1,
                        photos: photos.map(identityOf),
                        batches: [],
                        duplicates: duplicates.map(({ file, of, path }) => ({
                          photo: identityOf(file),
                          of,
                          path,
                        })),
                      });
                  },
                  answered: (position: number) => journal.next?.answers[position] ?? null,
                }
              : {}),
            ...(largeBatches ? { batchCap: PLANS[plan].batchCap } : {}),
            preview: async (file, signal) => {
              try {
                // With the account's duplicate check, the preview's dHash points out near-duplicates.
                const { base64, dhash } = await previewPool().preview(file, signal, {
                  fingerprint: !!settings,
                });
                return dhash ? { base64, dhash } : base64;
              } catch (error) {
                if (error instanceof PhotoUnreadableError)
                  toast.error(unreadableMessage(file.name, error.reason));
                throw error;
              }
            },
            analyze: journal
              ? async (file, request, signal) => {
                  const index = journal.origin(Number(request.photoKey));
                  const { batchId, photoKey, base64Image: preview } = request;
                  return sendKept(journal.id, index, { batchId, photoKey, preview }, () =>
                    analyze(file, request, signal),
                  );
                }
              : analyze,
            // A continued run's photos were set apart from their duplicates when it started.
            ...(next
              ? { setAside: next.duplicates, ...(steps.layout ? { layout: steps.layout } : {}) }
              : steps),
            // Reviewing first: nothing is saved now; the results view writes the reviewed ZIP.
            ...(streamZip && writeToFolder
              ? folderOutput(
                  OUTPUT_FOLDER_NAME,
                  (name, folder) => {
                    outputFolderRef.current = name;
                    if (journal && !continuation)
                      kept(updateRunOutput(journal.id, { kind: "folder", handle: folder, label: name }));
                  },
                  {
                    ...(folderRun
                      ? { continueIn: { folder: folderRun.handle, label: folderRun.label } }
                      : picked
                        ? { picked }
                        : {}),
                    ...(next ? { part: { earlier: next.earlier, earlierPlaced: next.earlierPlaced } } : {}),
                    ...(journal
                      ? {
                          onWritten: ({ key, row }) =>
                            kept(notePhoto(journal.id, journal.origin(key), { written: { part, row } })),
                        }
                      : {}),
                  },
                )
              : {}),
            ...(streamZip && !writeToFolder
              ? {
                  openSink: async () => {
                    zipTaken = true;
                    const target = chosenZip ?? (await openZipTarget(zipName, strategy));
                    return {
                      write: (stream) => {
                        zip.started = true;
                        return target.write(stream);
                      },
                      discard: async () => {
                        zip.discarded = await target.discard();
                      },
                    };
                  },
                  zip: (results, options) =>
                    zipStream(results, {
                      ...options,
                      ...(part > 1
                        ? {
                            zipFile: zipName,
                            earlier: next?.earlier ?? [],
                            earlierPlaced: next?.earlierPlaced ?? new Map(),
                          }
                        : {}),
                      onPhoto: (photo) => inZip.push(photo),
                    }),
                }
              : {}),
            notify: (event) => {
              if (event.kind === "complete" && streamZip) setPhase("saving");
              if (event.kind === "service-unavailable") serviceStopped = true;
              notify(event);
            },
            onProgress: setProgress,
            pause: gate,
            connection,
          },
          controller.signal,
        );
        result = batch.result;
        // A part that leaves photos for later: those in its finished ZIP are never written again.
        if (journal && next && next.missing > 0 && batch.result === "downloaded")
          for (const { key, row } of inZip)
            kept(notePhoto(journal.id, journal.origin(key), { written: { part, row } }));
        if (batch.result === "cancelled") {
          const [text, options] = cancelledSummary(batch, { ...zip, name: zipName });
          const folder = outputFolderRef.current;
          const description = [
            folder ? COLLECTION_COPY.folderPartial(folder) : options.description,
            next ? BATCH_COPY.continuedRunKept : undefined,
          ].filter(Boolean);
          toast.info(
            text,
            description.length > 0 ? { ...options, description: description.join(" ") } : options,
          );
        }
        if (next && batch.result === "downloaded") {
          toast.info(part > 1 && !writeToFolder ? RUN_COPY.finishedInParts(zipName) : RUN_COPY.finished, {
            duration: LIMIT_TOAST_MS,
          });
        }
        if (!next && (batch.result === "downloaded" || batch.result === "ready")) {
          // The photos the month's allowance did not cover stay selected, those of a batch refused mid-run too
          // (they are in the ZIP unanalysed), to be organized once there is allowance again; so do those the
          // image service left unanalysed when it stopped the run, to be organized again once it answers.
          const refused = (photo: PhotoResult) => photo.error instanceof BatchRefusedError;
          const unanalysed = (photo: PhotoResult) =>
            serviceStopped && photo.status === "failed" && !refused(photo);
          const notDone = batch.photos.filter((photo) => refused(photo) || unanalysed(photo));
          const uncovered = notDone.filter(refused).length + filesRef.current.length - selected.length;
          if (uncovered > 0)
            toast.info(COLLECTION_COPY.leftSelected(uncovered), { duration: LIMIT_TOAST_MS });
          const stopped = notDone.length - notDone.filter(refused).length;
          if (stopped > 0)
            toast.info(COLLECTION_COPY.unanalysedSelected(stopped), { duration: LIMIT_TOAST_MS });
          setFiles([...notDone.map((photo) => photo.file), ...filesRef.current.slice(selected.length)]);
          // A run of several batches ends with what became of every photo and what it cost.
          if (largeBatches && selected.length > PLANS[plan].batchCap) {
            const charged = batch.finished?.charged ?? null;
            const organized = batch.photos.filter((photo) => photo.status === "ok").length;
            toast.info(
              COLLECTION_COPY.summary({
                organized,
                failed: batch.photos.length - organized,
                skipped: skippedRef.current.length,
                charged,
              }),
              { duration: LIMIT_TOAST_MS },
            );
          }
        }
        // The results view shows a whole run: a continued one only when this part wrote every photo of it (a
        // ZIP cut off by the interruption is never a whole archive, so the part after it holds them all).
        // A review is the whole output of its part, whatever earlier parts reviewed.
        const wholeRun = !next || (next.missing === 0 && next.earlier.length === 0);
        if ((wholeRun || !streamZip) && (batch.result === "downloaded" || batch.result === "ready")) {
          const results = reviewBatchOf(batch.photos, streamZip, {
            ...batch,
            ...(settings ? { offered: offeredFolders(settings) } : {}),
            savedInto: writeToFolder ? outputFolderRef.current : null,
          });
          if (journal && !streamZip && userId) {
            // The review is kept in this browser before the run is forgotten, so a reload loses neither. A part
            // that leaves photos not found again: those reviewed now are held by this review, not the next.
            await keepBatch(results, userId).catch(() => undefined);
            if (next && next.missing > 0)
              await Promise.all(
                next.origin.map((index) =>
                  notePhoto(journal.id, index, { written: { part } }).catch(() => undefined),
                ),
              );
          }
          setReview(results);
        }
      } finally {
        // Refused or cancelled before anything was written: the empty file chosen at the click goes again.
        if (chosenZip && !zipTaken) await chosenZip.discard().catch(() => undefined);
        // A new run is kept only when the page could not end it (a failed save too, to go on later). A
        // continued one ends once every photo is written: cancelled (this part stops, and what was analysed
        // before stays paid for), refused (the month used up) or with photos not found again, it stays offered.
        const ended = next
          ? (result === "downloaded" || result === "ready") && next.missing === 0
          : result !== null && result !== "failed";
        // Forgotten before the page is idle again, so the run just ended is never offered to continue.
        if (journal && ended) await forgetRun(journal.id).catch(() => undefined);
        releaseRun();
        (previews as PreviewPool | null)?.close();
        abortRef.current = null;
        gateRef.current = null;
        setPaused(false);
        setOffline(false);
        setPhase("idle");
        setProgress(null);
        void queryClient.invalidateQueries({ queryKey: usageQueryKey });
      }
    },
    [
      notify,
      plan,
      queryClient,
      chooseLocation,
      canChooseLocation,
      reviewBeforeDownload,
      coveredByAllowance,
      toFolder,
      canToFolder,
      userId,
    ],
  );

  const cancel = useCallback(() => abortRef.current?.abort(), []);
  const togglePause = useCallback(() => {
    const gate = gateRef.current;
    if (!gate) return;
    if (paused) gate.resume();
    else gate.pause();
  }, [paused]);

  return {
    files,
    skipped,
    phase,
    review,
    closeReview: useCallback(() => setReview(null), []),
    /** shows a batch kept in the browser again (continued from /upload) */
    showReview: setReview,
    saveStrategy: useCallback(
      () => chooseSaveStrategy({ chooseLocation: chooseLocation && canChooseLocation }),
      [chooseLocation, canChooseLocation],
    ),
    busy: phase !== "idle",
    progress,
    batchCap,
    addFiles,
    removeFile,
    clearFiles,
    organize,
    cancel,
    paused,
    togglePause,
    /** held for want of a connection (the card says so) */
    offline,
    /** null where the browser cannot write into a folder (File System Access): then the output is a ZIP */
    saveToFolder: canToFolder ? { on: toFolder, set: setToFolder } : null,
    /** null where the browser cannot let the user choose (then the ZIP always goes to the downloads) */
    saveLocation: canChooseLocation ? { choose: chooseLocation, setChoose: setChooseLocation } : null,
  };
}
