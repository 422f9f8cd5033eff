import { RUN_COPY, runLeft, zipPartName } from "@photo-organizer/core";
import { RotateCcw } from "lucide-react";
import { useRef, useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import type { Continuation } from "../hooks/use-organize";
import { nextPart, progressOf } from "../lib/resume-run";
import { matchRun, type RunPhotoRecord, type RunRecord } from "../lib/run-journal";
import { checkFile } from "../lib/select-files";
import { mayWrite } from "../zip/folder-output";

/** Chromium, Firefox and Safari all read a chosen folder, subfolders included, through this attribute. */
const FOLDER_PICKER = { webkitdirectory: "" };
/** Most file names listed in a message; the count says how many there are. */
const NAMES_AT_MOST = 5;

/**
 * Offers the run a closed tab, a crash or a reload interrupted (#22): how far it got, where the rest goes, and
 * the same photos to select again (matched by name, size and date) before it goes on; or discard it.
 */
export function ContinueRun({
  run,
  kept,
  disabled,
  onContinue,
  onDiscard,
}: {
  run: RunRecord;
  kept: (RunPhotoRecord | undefined)[];
  disabled: boolean;
  onContinue: (continuation: Continuation) => void;
  onDiscard: () => void;
}) {
  const filesInput = useRef<HTMLInputElement>(null);
  const folderInput = useRef<HTMLInputElement>(null);
  // The run's photos, then the duplicates set aside when it started: found again the same way.
  const wanted = [...run.photos, ...(run.duplicates ?? []).map((duplicate) => duplicate.photo)];
  const [found, setFound] = useState<(File | null)[]>(() => wanted.map(() => null));
  const [unmatched, setUnmatched] = useState<File[]>([]);
  const [chosen, setChosen] = useState(false);
  const left = runLeft(progressOf(kept));
  const done = left.total - left.toAnalyse;
  const part = nextPart(kept, found, run.duplicates);
  const missingNames = run.photos.flatMap((photo, index) =>
    kept[index]?.written || found[index] ? [] : [photo.path],
  );
  const output =
    run.output.kind === "folder"
      ? RUN_COPY.folderOutput(run.output.label)
      : run.output.kind === "review"
        ? RUN_COPY.reviewOutput
        : RUN_COPY.zipOutput(zipPartName(run.partsStarted + 1));

  function choose(files: File[]) {
    const matched = matchRun(wanted, files);
    setFound((current) => current.map((file, index) => file ?? matched.files[index] ?? null));
    setUnmatched(matched.unmatched);
    setChosen(true);
  }

  async function start() {
    if (run.output.kind === "folder" && !(await mayWrite(run.output.handle))) {
      toast.error(RUN_COPY.folderRefused);
      return;
    }
    // Their formats, read from content as on the first selection, for the manifest's format column.
    await Promise.all(found.map((file) => (file ? checkFile(file) : null)));
    onContinue({ run, kept, found });
  }

  const picker = (props: Record<string, string>, ref: typeof filesInput, testId: string) => (
    <input
      {...props}
      ref={ref}
      type="file"
      multiple
      hidden
      data-testid={testId}
      onChange={(e) => {
        const files = Array.from(e.currentTarget.files ?? []);
        e.currentTarget.value = "";
        if (files.length > 0) choose(files);
      }}
    />
  );

  return (
    <section
      aria-labelledby="continue-run-heading"
      className="space-y-4 rounded-2xl border-2 border-primary/30 bg-card p-4 shadow-soft sm:p-6"
      data-testid="continue-run"
    >
      <div className="flex items-start gap-3">
        <RotateCcw className="mt-1 size-5 shrink-0 text-primary" aria-hidden />
        <div className="space-y-1">
          <h2 id="continue-run-heading" className="text-lg font-semibold">
            {RUN_COPY.title}
          </h2>
          <p className="text-sm">
            {RUN_COPY.progress(done, left.total, left.toAnalyse)}{" "}
            {RUN_COPY.startedAt(new Date(run.startedAt))}
          </p>
          <p className="text-sm text-muted-foreground">{output}</p>
        </div>
      </div>
      {missingNames.length > 0 ? (
        <p className="text-sm">{RUN_COPY.reselectBody(missingNames.length)}</p>
      ) : null}
      {picker({}, filesInput, "continue-run-input")}
      {picker(FOLDER_PICKER, folderInput, "continue-run-folder-input")}
      <div className="flex flex-wrap gap-2">
        {missingNames.length > 0 ? (
          <>
            <Button
              type="button"
              variant="outline"
              disabled={disabled}
              onClick={() => filesInput.current?.click()}
            >
              {RUN_COPY.selectPhotos}
            </Button>
            <Button
              type="button"
              variant="outline"
              disabled={disabled}
              onClick={() => folderInput.current?.click()}
            >
              {RUN_COPY.selectFolder}
            </Button>
          </>
        ) : null}
        <Button type="button" variant="outline" disabled={disabled} onClick={onDiscard}>
          {RUN_COPY.discardAction}
        </Button>
        {part.files.length > 0 ? (
          <Button type="button" variant="brand" disabled={disabled} onClick={() => void start()}>
            {RUN_COPY.start(part.files.length)}
          </Button>
        ) : null}
      </div>
      <div aria-live="polite" className="space-y-1 text-sm break-words">
        {chosen && missingNames.length === 0 ? <p>{RUN_COPY.allFound}</p> : null}
        {chosen && missingNames.length > 0 ? (
          <p>{RUN_COPY.stillMissing(missingNames.length, missingNames.slice(0, NAMES_AT_MOST))}</p>
        ) : null}
        {unmatched.length > 0 ? (
          <p className="text-destructive">
            {RUN_COPY.notInRun(
              unmatched.length,
              unmatched.slice(0, NAMES_AT_MOST).map((file) => file.webkitRelativePath || file.name),
            )}
          </p>
        ) : null}
      </div>
    </section>
  );
}
