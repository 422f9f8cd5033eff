import {
  EXTENSION_COPY,
  MESSAGES,
  PLANS,
  type PlanId,
  planDisplayName,
  UPLOAD_COPY,
} from "@photo-organizer/core";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";
import type { BatchProgress } from "@/features/upload/lib/progress";
import { addToSelection } from "@/features/upload/lib/select-files";
import { organizeFiles } from "../lib/organize-files";
import { isToolbarPopup } from "../lib/popup-mode";
import { eventText } from "./event-text";
import { PageImagesPicker } from "./page-images-picker";

type Line = { text: string; tone: "info" | "error"; progress?: boolean };

function useInPopup(): boolean {
  const [inPopup, setInPopup] = useState(false);
  useEffect(() => {
    void isToolbarPopup().then(setInPopup);
  }, []);
  return inPopup;
}

/**
 * Pick photos (or a page's images), organize them as /upload does, and save organized_photos.zip. `onBusy`
 * says when a batch starts and ends: the popup keeps this panel while one runs.
 */
export function OrganizePanel({
  plan,
  onDone,
  onBusy,
}: {
  plan: PlanId;
  onDone(): void;
  onBusy?(busy: boolean): void;
}) {
  const [files, setFiles] = useState<File[]>([]);
  const [lines, setLines] = useState<Line[]>([]);
  const [progress, setProgress] = useState<BatchProgress | null>(null);
  const [busy, setBusy] = useState(false);
  const [pickingFromPage, setPickingFromPage] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const cancel = useRef<AbortController | null>(null);
  const batchCap = PLANS[plan].batchCap;
  const inPopup = useInPopup();

  async function add(incoming: File[]) {
    const result = await addToSelection(files, incoming, batchCap);
    const notes: Line[] = result.rejected.map((r) => ({ text: r.message, tone: "error" }));
    if (result.dropped > 0)
      notes.push({ text: MESSAGES.batchCapDropped(result.dropped, batchCap), tone: "error" });
    setFiles(result.files);
    setLines(notes);
  }

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
      const { result, savedAs } = await organizeFiles(
        selected,
        {
          notify: (event) => {
            const line = eventText(event, plan);
            if (!line) return;
            // A progress line replaces the one before it; everything else is kept.
            setLines((current) => {
              const kept = current.filter((l) => !l.progress);
              return [...kept, { ...line, progress: event.kind === "progress" || event.kind === "started" }];
            });
          },
          onProgress: setProgress,
        },
        controller.signal,
      );
      if (result === "downloaded") {
        setFiles([]);
        setLines((current) => [...current, { text: EXTENSION_COPY.savedZip(savedAs), tone: "info" }]);
      }
    } finally {
      cancel.current = null;
      setBusy(false);
      onBusy?.(false);
      setProgress(null);
      onDone();
    }
  }

  if (pickingFromPage) {
    return (
      <PageImagesPicker
        busy={busy}
        batchCap={batchCap}
        planName={planDisplayName(plan)}
        onBack={() => setPickingFromPage(false)}
        onOrganize={async (picked, missed) => {
          const result = await addToSelection([], picked, batchCap);
          const notes: Line[] = [...missed, ...result.rejected.map((r) => r.message)].map((text) => ({
            text,
            tone: "error",
          }));
          if (result.dropped > 0)
            notes.push({ text: MESSAGES.batchCapDropped(result.dropped, batchCap), tone: "error" });
          setPickingFromPage(false);
          await organize(result.files, notes);
        }}
      />
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
      <p className="text-muted-foreground text-sm">{MESSAGES.filesSelected(files.length)}</p>
      {busy ? (
        <Button variant="outline" onClick={() => cancel.current?.abort()}>
          {UPLOAD_COPY.cancel}
        </Button>
      ) : (
        <Button disabled={files.length === 0} onClick={() => void organize(files)}>
          {MESSAGES.organizePhotos}
        </Button>
      )}
      {progress && (
        <Progress
          value={progress.percent}
          aria-label={MESSAGES.processingProgress(progress.done, progress.total)}
        />
      )}
      {busy && (
        <p className="text-muted-foreground text-xs">
          {inPopup ? EXTENSION_COPY.keepPopupOpen : EXTENSION_COPY.openAsTabHint}
        </p>
      )}
      <ul className="flex flex-col gap-1 text-sm" aria-live="polite">
        {lines.map((line, index) => (
          // Two files can fail with the same line: each is its own item.
          // biome-ignore lint/suspicious/noArrayIndexKey: the lines are only ever appended or replaced as a whole
          <li key={index} className={line.tone === "error" ? "text-destructive" : undefined}>
            {line.text}
          </li>
        ))}
      </ul>
    </section>
  );
}
