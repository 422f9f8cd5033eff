import {
  BATCH_COPY,
  COLLECTION_COPY,
  MESSAGES,
  PLANS,
  planDisplayName,
  planHasFeature,
  RUN_COPY,
  SIGN_OUT_COPY,
  UPLOAD_COPY,
} from "@photo-organizer/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { LogIn, Sparkles, UserPlus } from "lucide-react";
import { Link } from "react-router";
import { LeaveGuardDialog } from "@/components/leave-dialog";
import { AppPageTitle } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { Switch } from "@/components/ui/switch";
import { paths } from "@/config/paths";
import { useAuth } from "@/features/auth/use-auth";
import { useLeaveGuard } from "@/lib/leave-guards";
import { OrganizationSettingsPanel } from "../organization-settings/organization-settings-panel";
import { finishBatch, reserveBatch } from "./api/batches";
import { ContinueBatch } from "./components/continue-batch";
import { ContinueRun } from "./components/continue-run";
import { DropZone } from "./components/drop-zone";
import { OrganizeProgress } from "./components/organize-progress";
import { SelectedFiles } from "./components/selected-files";
import { SkippedFiles } from "./components/skipped-files";
import { UploadInfo } from "./components/upload-info";
import { batchFromKept, forgetKeptBatch, keptBatches } from "./hooks/use-kept-batch";
import { useOrganize } from "./hooks/use-organize";
import { useUndoableDiscard } from "./hooks/use-undoable-discard";
import { discardRun, interruptedRun } from "./lib/run-journal";
import { useLearning } from "./review/api/learning";
import { ReviewPanel } from "./review/review-panel";
import { ReviewSwitch } from "./review/review-switch";

/** An output option under the button: a switch with its label and a hint. */
function OutputOption({
  id,
  label,
  hint,
  checked,
  onChange,
  disabled,
}: {
  id: string;
  label: string;
  hint: string;
  checked: boolean;
  onChange: (on: boolean) => void;
  disabled: boolean;
}) {
  return (
    <div className="flex items-start gap-3">
      <Switch
        id={id}
        checked={checked}
        onCheckedChange={onChange}
        disabled={disabled}
        aria-describedby={`${id}-hint`}
        className="mt-0.5"
      />
      <div className="grid gap-0.5">
        <Label htmlFor={id}>{label}</Label>
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      </div>
    </div>
  );
}

function SignUpPrompt() {
  return (
    <div className="rounded-2xl border bg-card p-6 text-center shadow-soft sm:p-8">
      <h2 className="text-xl font-semibold">{UPLOAD_COPY.signedOutTitle}</h2>
      <p className="mx-auto mt-2 max-w-md text-muted-foreground">{MESSAGES.uploadSignUpPrompt}</p>
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        <Button asChild variant="brand" size="lg">
          <Link to={paths.signup.getHref()}>
            <UserPlus aria-hidden />
            {MESSAGES.signUp}
          </Link>
        </Button>
        <Button asChild variant="outline" size="lg">
          <Link to={paths.login.getHref(paths.upload.getHref())}>
            <LogIn aria-hidden />
            {MESSAGES.logIn}
          </Link>
        </Button>
      </div>
    </div>
  );
}

/** /upload: select photos, organise them, download one ZIP (spec sections 2, 4, 5, 8; D2, D5, D6, D9, D12). */
export function UploadPage() {
  const auth = useAuth();
  const plan = auth.user?.plan ?? null;
  const learning = useLearning(plan !== null);
  const userId = auth.user?.id ?? null;
  const organizer = useOrganize(plan, {
    reviewBeforeDownload: learning.data?.reviewBeforeDownload ?? false,
    userId,
  });
  // Leaving while a batch runs stops it (the page is what runs it): a link in the app or Back asks first,
  // a reload, closing or another address through the browser's question.
  const leaving = useLeaveGuard(organizer.busy, SIGN_OUT_COPY.holding.run);
  const batchCap = plan ? PLANS[plan].batchCap : PLANS.free.batchCap;
  const queryClient = useQueryClient();
  // The batch kept in this browser, not downloaded yet: offered again when no batch is on screen.
  const keptKey = ["kept-batches", userId];
  const kept = useQuery({
    queryKey: keptKey,
    queryFn: () => keptBatches(userId ?? ""),
    enabled: userId !== null && organizer.review === null && !organizer.busy,
    staleTime: 0,
  });
  const discards = useUndoableDiscard();
  const latestKept =
    organizer.review === null && !organizer.busy
      ? (kept.data?.find((batch) => !discards.isDiscarded(batch.id)) ?? null)
      : null;
  // The run a closed tab, a crash or a reload interrupted: offered until it is continued to its end or discarded.
  const interruptedKey = ["interrupted-run", userId];
  const interrupted = useQuery({
    queryKey: interruptedKey,
    queryFn: ({ signal }) => interruptedRun(userId ?? "", signal),
    enabled: userId !== null && !organizer.busy,
    staleTime: 0,
  });
  const latestRun =
    !organizer.busy && interrupted.data && !discards.isDiscarded(interrupted.data.run.id)
      ? interrupted.data
      : null;

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-10 sm:py-16">
      <AppPageTitle icon={<Sparkles aria-hidden />} title={MESSAGES.uploadHeading} />

      <div className="space-y-6">
        {auth.status === "loading" ? (
          <div role="status" aria-label={UPLOAD_COPY.loading}>
            <Skeleton className="h-64 rounded-2xl" />
          </div>
        ) : auth.status === "anonymous" ? (
          <>
            <SignUpPrompt />
            <DropZone onFiles={organizer.addFiles} />
            {/* The formats and sizes, for visitors too: "How It Works" below refers to this note. */}
            <p className="text-sm text-muted-foreground">{MESSAGES.uploadNote}</p>
          </>
        ) : (
          <>
            {organizer.review && !organizer.busy && userId ? (
              <ReviewPanel
                key={organizer.review.id}
                batch={organizer.review}
                userId={userId}
                saveStrategy={organizer.saveStrategy}
                onClose={organizer.closeReview}
              />
            ) : null}
            {latestKept ? (
              <ContinueBatch
                kept={latestKept}
                onContinue={() => organizer.showReview(batchFromKept(latestKept))}
                onDiscard={() =>
                  discards.discard(latestKept.id, BATCH_COPY.discarded, async () => {
                    await forgetKeptBatch(latestKept.id);
                    await queryClient.invalidateQueries({ queryKey: keptKey });
                  })
                }
              />
            ) : null}
            {latestRun ? (
              <ContinueRun
                key={latestRun.run.id}
                run={latestRun.run}
                kept={latestRun.kept}
                disabled={organizer.busy}
                onContinue={(continuation) => void organizer.organize(continuation)}
                onDiscard={() =>
                  discards.discard(latestRun.run.id, RUN_COPY.discarded, async () => {
                    await discardRun(latestRun.run, {
                      finish: finishBatch,
                      reserve: ({ count, key }) => reserveBatch(count, key),
                    });
                    await queryClient.invalidateQueries({ queryKey: interruptedKey });
                  })
                }
              />
            ) : null}
            {organizer.busy ? (
              <OrganizeProgress
                progress={organizer.progress}
                saving={organizer.phase === "saving"}
                onCancel={organizer.cancel}
                offline={organizer.offline}
                {...(organizer.progress?.batch
                  ? { pause: { paused: organizer.paused, onToggle: organizer.togglePause } }
                  : {})}
              />
            ) : (
              <DropZone onFiles={organizer.addFiles} />
            )}
            <LeaveGuardDialog question={leaving} texts={BATCH_COPY.leavingRun} />
            <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
              <div className="text-sm text-muted-foreground">
                <p>{MESSAGES.uploadNote}</p>
                {plan ? <p>{MESSAGES.batchCap(PLANS[plan].batchCap, planDisplayName(plan))}</p> : null}
                {plan && planHasFeature(plan, "large-batches") ? (
                  <p>{COLLECTION_COPY.consecutiveNote}</p>
                ) : null}
              </div>
              <div className="flex shrink-0 flex-col gap-4 sm:items-end">
                <Button
                  type="button"
                  variant="brand"
                  size="lg"
                  className="w-full sm:w-auto"
                  disabled={organizer.files.length === 0 || organizer.busy}
                  onClick={() => void organizer.organize()}
                >
                  {organizer.busy ? MESSAGES.processingImages : MESSAGES.organizePhotos}
                </Button>
                {/* One column for the switches, so their left edges line up under the button. */}
                <div className="grid gap-4 sm:max-w-sm">
                  <OrganizationSettingsPanel disabled={organizer.busy} />
                  {learning.data ? (
                    <ReviewSwitch on={learning.data.reviewBeforeDownload} disabled={organizer.busy} />
                  ) : null}
                  {organizer.saveToFolder ? (
                    <OutputOption
                      id="save-to-folder"
                      label={COLLECTION_COPY.saveToFolder}
                      hint={COLLECTION_COPY.saveToFolderHint}
                      checked={organizer.saveToFolder.on}
                      onChange={organizer.saveToFolder.set}
                      disabled={organizer.busy}
                    />
                  ) : null}
                  {/* "Choose where to save the ZIP": off by default, so the ZIP goes to the downloads. */}
                  {organizer.saveLocation && !organizer.saveToFolder?.on ? (
                    <OutputOption
                      id="choose-save-location"
                      label={MESSAGES.chooseSaveLocation}
                      hint={MESSAGES.chooseSaveLocationHint}
                      checked={organizer.saveLocation.choose}
                      onChange={organizer.saveLocation.setChoose}
                      disabled={organizer.busy}
                    />
                  ) : null}
                </div>
              </div>
            </div>
            <SelectedFiles
              files={organizer.files}
              busy={organizer.busy}
              onRemove={organizer.removeFile}
              onClear={organizer.clearFiles}
            />
            <SkippedFiles skipped={organizer.skipped} />
          </>
        )}

        <UploadInfo
          batchCap={batchCap}
          signedIn={plan !== null}
          largeBatches={plan !== null && planHasFeature(plan, "large-batches")}
        />
      </div>
    </div>
  );
}
