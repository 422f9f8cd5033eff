import {
  BATCH_COPY,
  EXTENSION_COPY,
  MESSAGES,
  planDisplayName,
  planHasFeature,
  selectionCap,
  UPLOAD_COPY,
} from "@photo-organizer/core";
import type { Usage } from "@photo-organizer/core/api";
import { LogIn, WifiOff } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";
import type { BatchProgress } from "@/features/upload/lib/progress";
import { addToSelection } from "@/features/upload/lib/select-files";
import { SettingsUnreadableError } from "@/features/upload/lib/settings-steps";
import { fetchPageImages } from "../lib/fetch-page-images";
import { type HandedOver, handOver, takeOver } from "../lib/handoff";
import { guardUnload } from "../lib/leave-guard";
import { organizeFiles, type RunHeld } from "../lib/organize-files";
import { isToolbarPopup } from "../lib/popup-mode";
import { eventText } from "./event-text";
import { batchLimit } from "./page-choice";
import { PageImagesPicker } from "./page-images-picker";

type Line = { text: string; tone: "info" | "error"; progress?: boolean };

/**
 * Pick photos (or a page's images), organize them as /upload does, and save organized_photos.zip. `onBusy`
 * says when a batch starts and ends: the popup keeps this panel while one runs. A batch started in the toolbar
 * popup is handed to a tab (`handedOver` names it there), where a click elsewhere does not stop it. With
 * `usable` false (the account check after a batch said signed out or out of reach), only the last batch's
 * lines and the photos still chosen are shown: what was saved and what failed is never hidden.
 */
export function OrganizePanel({
  usage,
  usable = true,
  onDone,
  onBusy,
  handedOver,
}: {
  /** this month's usage as the popup read it: the plan, and how many photos the month still allows */
  usage: Usage;
  usable?: boolean;
  onDone(): void;
  onBusy?(busy: boolean): void;
  handedOver?: string | null;
}) {
  const [files, setFiles] = useState<File[]>([]);
  const [lines, setLines] = useState<Line[]>([]);
  const [progress, setProgress] = useState<BatchProgress | null>(null);
  const [busy, setBusy] = useState(false);
  /** the run is held for want of a connection; it goes on by itself once the server answers again */
  const [held, setHeld] = useState<RunHeld | null>(null);
  const [pickingFromPage, setPickingFromPage] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const cancel = useRef<AbortController | null>(null);
  const plan = usage.plan;
  // As on the site: Pro and VIP choose more than a batch takes, run as consecutive batches; Free one batch.
  const choiceCap = selectionCap(plan);
  const consecutive = planHasFeature(plan, "large-batches") ? { batchCap: usage.batchCap } : {};
  // No more photos are chosen than the plan takes at once and the month still allows.
  const limit = batchLimit(choiceCap, usage.remaining);
  const takenOver = useRef(false);
  /** a batch is being started (or handed to a tab): a second click must not start it twice */
  const starting = useRef(false);
  const [handingOver, setHandingOver] = useState(false);

  // Closing or reloading the page while a batch runs asks first: what was analyzed is charged, and the ZIP
  // is written only at the end.
  useEffect(() => (busy ? guardUnload() : undefined), [busy]);

  /** Why photos beyond `limit` were left out: the month's allowance, or the plan's batch cap. */
  const droppedLine = (dropped: number): Line => ({
    text:
      limit < choiceCap
        ? EXTENSION_COPY.allowanceDropped(dropped, limit)
        : MESSAGES.batchCapDropped(dropped, choiceCap),
    tone: "error",
  });

  async function add(incoming: File[]) {
    const result = await addToSelection(files, incoming, limit);
    const notes: Line[] = result.rejected.map((r) => ({ text: r.message, tone: "error" }));
    if (result.dropped > 0) notes.push(droppedLine(result.dropped));
    setFiles(result.files);
    setLines(notes);
  }

  /**
   * Runs the batch here, or hands it to a tab when this is the toolbar popup (which then closes). Once at a
   * time: a double click would otherwise start, and charge, the same photos twice.
   */
  async function run(batch: HandedOver) {
    if (starting.current) return;
    starting.current = true;
    try {
      await runOnce(batch);
    } finally {
      starting.current = false;
    }
  }

  async function runOnce(batch: HandedOver) {
    if (await isToolbarPopup()) {
      setHandingOver(true);
      try {
        return await handOver(batch);
      } finally {
        setHandingOver(false);
      }
    }
    // The batch's photos are the panel's choice: counted while they are organized, and still chosen should
    // the server refuse the batch.
    if (batch.kind === "files") {
      setFiles(batch.files);
      return organize(batch.files);
    }
    const controller = new AbortController();
    cancel.current = controller;
    setBusy(true);
    onBusy?.(true);
    let picked: Awaited<ReturnType<typeof fetchPageImages>>;
    try {
      picked = await fetchPageImages(
        batch.images,
        batch.tabId,
        (done, total) =>
          setLines([{ text: EXTENSION_COPY.pageImagesFetching(done, total), tone: "info", progress: true }]),
        controller.signal,
      );
    } finally {
      cancel.current = null;
      setBusy(false);
      onBusy?.(false);
    }
    if (controller.signal.aborted) {
      setLines([]);
      return;
    }
    const result = await addToSelection([], picked.files, limit);
    const notes: Line[] = [...picked.missed, ...result.rejected.map((r) => r.message)].map((text) => ({
      text,
      tone: "error",
    }));
    if (result.dropped > 0) notes.push(droppedLine(result.dropped));
    setFiles(result.files);
    await organize(result.files, notes);
  }

  // The batch the toolbar popup handed to this tab starts at once, taken once (a reload finds nothing more).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, when the tab opens
  useEffect(() => {
    if (!handedOver || takenOver.current) return;
    takenOver.current = true;
    void takeOver(handedOver).then((batch) => {
      if (batch) void run(batch);
    });
  }, [handedOver]);

  /** `notes`: what was left out of `selected` on the way (shown above the batch's own lines) */
  async function organize(selected: readonly File[], notes: Line[] = []) {
    if (selected.length === 0) {
      // Nothing left of a choice (every page image failed to download): the notes say why, not "select first".
      setLines(notes.length > 0 ? notes : [{ text: MESSAGES.selectImagesFirst, tone: "error" }]);
      return;
    }
    const controller = new AbortController();
    cancel.current = controller;
    setBusy(true);
    onBusy?.(true);
    setLines(notes);
    try {
      const { result, savedAs, analysed, finished } = await organizeFiles(
        selected,
        {
          notify: (event) => {
            const line = eventText(event);
            if (!line) return;
            // A progress line replaces the one before it; everything else is kept.
            setLines((current) => {
              const kept = current.filter((l) => !l.progress);
              return [...kept, { ...line, progress: event.kind === "progress" || event.kind === "started" }];
            });
          },
          onProgress: setProgress,
          onConnection: setHeld,
        },
        controller.signal,
        consecutive,
      );
      if (result === "downloaded") {
        setFiles([]);
        setLines((current) => [...current, { text: EXTENSION_COPY.savedZip(savedAs), tone: "info" }]);
      }
      if (result === "cancelled") {
        // What the cancel cost, as the website says it: the photos analysed are charged, no ZIP was saved.
        const cost = finished
          ? BATCH_COPY.cancelledSummary(finished.charged, finished.released)
          : BATCH_COPY.cancelledNotFinished(analysed);
        setLines((current) => [
          ...current.filter((line) => !line.progress),
          { text: `${cost} ${BATCH_COPY.partialRemoved}`, tone: "info" },
        ]);
      }
    } catch (error) {
      // Refused before anything was reserved (the account's settings could not be read): said, and the
      // choice stays for another try.
      if (!(error instanceof SettingsUnreadableError)) throw error;
      setLines((current) => [...current, { text: error.message, tone: "error" }]);
    } finally {
      cancel.current = null;
      setBusy(false);
      setHeld(null);
      onBusy?.(false);
      setProgress(null);
      onDone();
    }
  }

  if (pickingFromPage && usable) {
    return (
      <PageImagesPicker
        busy={busy}
        choiceCap={choiceCap}
        remaining={usage.remaining}
        monthlyLimit={usage.limit}
        planName={planDisplayName(plan)}
        onBack={() => setPickingFromPage(false)}
        onOrganize={(tabId, images) => {
          setPickingFromPage(false);
          void run({ kind: "page-images", tabId, images });
        }}
      />
    );
  }

  const outcome = (
    <ul className="flex flex-col gap-1 text-sm" aria-live="polite" data-testid="batch-lines">
      {lines.map((line, index) => (
        // Two files can fail with the same line: each is its own item.
        // biome-ignore lint/suspicious/noArrayIndexKey: the lines are only ever appended or replaced as a whole
        <li key={index} className={line.tone === "error" ? "text-destructive" : undefined}>
          {line.text}
        </li>
      ))}
    </ul>
  );

  if (!usable) {
    // Signed out or out of reach after a batch: its outcome stays, and so do the photos still chosen.
    if (lines.length === 0 && files.length === 0) return null;
    return (
      <section className="flex flex-col gap-2">
        {files.length > 0 && (
          <p className="text-muted-foreground text-sm">{MESSAGES.filesSelected(files.length)}</p>
        )}
        {outcome}
      </section>
    );
  }

  return (
    <section className="flex flex-col gap-3" aria-busy={busy}>
      <input
        ref={input}
        type="file"
        multiple
        accept="image/*,.heic,.heif,.dng,.cr2,.cr3,.nef,.arw,.raf,.rw2,.orf,.pef"
        className="sr-only"
        // The button below opens it: not a second stop for the keyboard (nor a second "Choose photos").
        tabIndex={-1}
        aria-label={EXTENSION_COPY.choosePhotos}
        onChange={(event) => {
          void add(Array.from(event.currentTarget.files ?? []));
          event.currentTarget.value = "";
        }}
      />
      <div className="grid grid-cols-2 gap-2">
        <Button variant="outline" disabled={busy} onClick={() => input.current?.click()}>
          {EXTENSION_COPY.choosePhotos}
        </Button>
        <Button
          variant="outline"
          disabled={busy}
          onClick={() => setPickingFromPage(true)}
          className="whitespace-normal"
        >
          {EXTENSION_COPY.pageImages}
        </Button>
      </div>
      {/* While a page's images download there is no file yet: the line below says what is going on. */}
      {!(busy && files.length === 0) && (
        <div className="flex min-h-8 items-center justify-between gap-2">
          <p className="text-muted-foreground text-sm">{MESSAGES.filesSelected(files.length)}</p>
          {files.length > 0 && !busy && (
            <Button variant="ghost" size="sm" onClick={() => setFiles([])}>
              {EXTENSION_COPY.selectNone}
            </Button>
          )}
        </div>
      )}
      {busy ? (
        <Button variant="outline" onClick={() => cancel.current?.abort()}>
          {UPLOAD_COPY.cancel}
        </Button>
      ) : (
        <Button
          disabled={files.length === 0 || handingOver}
          onClick={() => void run({ kind: "files", files })}
        >
          {MESSAGES.organizePhotos}
        </Button>
      )}
      {progress && (
        <Progress
          value={progress.percent}
          aria-label={MESSAGES.processingProgress(progress.done, progress.total)}
        />
      )}
      {busy && held && (
        <div
          role="status"
          className="flex gap-2 rounded-md border border-warning/60 bg-warning/10 p-3 text-sm"
          data-testid="connection-lost"
        >
          {held === "signed-out" ? (
            <LogIn className="mt-0.5 size-4 shrink-0" aria-hidden />
          ) : (
            <WifiOff className="mt-0.5 size-4 shrink-0" aria-hidden />
          )}
          <p>{held === "signed-out" ? EXTENSION_COPY.signedOutHeld : UPLOAD_COPY.connectionLost}</p>
        </div>
      )}
      {busy && <p className="text-muted-foreground text-xs">{EXTENSION_COPY.keepTabOpen}</p>}
      {outcome}
    </section>
  );
}
