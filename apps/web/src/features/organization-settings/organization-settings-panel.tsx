import {
  DEFAULT_ORGANIZATION_SETTINGS,
  hasFolderName,
  ORGANIZATION_COPY,
  planDisplayName,
  SIGN_OUT_COPY,
} from "@photo-organizer/core";
import { FolderTree, Plus, Trash2 } from "lucide-react";
import { startTransition, useRef, useState } from "react";
import { Link } from "react-router";
import { toast } from "sonner";
import { LeaveDialog } from "@/components/leave-dialog";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { paths } from "@/config/paths";
import { useAuth } from "@/features/auth/use-auth";
import { useLeaveGuard } from "@/lib/leave-guards";
import { useOrganizationSettings, useSaveOrganizationSettings } from "./api";
import { draftOf, type FolderDraft, previewPaths, type SettingsDraft, settingsOf } from "./settings-form";

const T = ORGANIZATION_COPY.panel;
const PROBLEM_ID = "organization-settings-problem";
const folderFieldId = (index: number, field: keyof FolderDraft) => `folder-${index}-${field}`;
const FOLDER_FIELDS = [
  ["name", T.folderName, T.folderNameExample],
  ["words", T.folderWords, T.folderWordsExample],
  ["categories", T.folderCategories, T.folderCategoriesExample],
] as const satisfies readonly (readonly [keyof FolderDraft, string, string])[];

/**
 * The organization settings on /upload (#21): patterns, own folders, duplicates and sidecars, with a live preview
 * of three example paths. A plan without Advanced categorization sees everything, marked Pro, and cannot save
 * (the server refuses it anyway).
 */
export function OrganizationSettingsPanel({ disabled }: { disabled: boolean }) {
  const view = useOrganizationSettings();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<SettingsDraft | null>(null);
  const [confirming, setConfirming] = useState(false);
  const title = useRef<HTMLHeadingElement>(null);
  const saved = view.data ? draftOf(view.data.settings) : null;
  // Escape, a click beside the panel, its close button or Back would drop what was typed: each asks first.
  const dirty = draft !== null && saved !== null && JSON.stringify(draft) !== JSON.stringify(saved);
  const leaving = useLeaveGuard(open && dirty, SIGN_OUT_COPY.holding.settings);
  const close = () => {
    setConfirming(false);
    setOpen(false);
    setDraft(null);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) {
          setDraft(saved);
          setOpen(true);
        } else if (dirty) setConfirming(true);
        else close();
      }}
    >
      <DialogTrigger asChild>
        <Button type="button" variant="outline" disabled={disabled || !view.data}>
          <FolderTree aria-hidden />
          {T.open}
          {view.data && !view.data.applies ? <Badge variant="secondary">{T.proBadge}</Badge> : null}
        </Button>
      </DialogTrigger>
      <DialogContent
        className="max-h-[90vh] max-w-2xl overflow-y-auto"
        onOpenAutoFocus={(event) => {
          // Radix would focus the Folders field with its text selected, so the first key replaced the pattern
          // (and a phone's keyboard covered the panel): the title is read out first, Tab goes on to the fields.
          event.preventDefault();
          title.current?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle ref={title} tabIndex={-1}>
            {T.title}
          </DialogTitle>
          <DialogDescription>{T.description}</DialogDescription>
        </DialogHeader>
        {view.data && draft ? (
          <SettingsForm
            draft={draft}
            onChange={setDraft}
            applies={view.data.applies}
            kept={view.data.saved}
            onSaved={close}
          />
        ) : null}
        <LeaveDialog
          open={confirming || leaving.asking}
          title={T.discardTitle}
          description={T.discardBody}
          leaveLabel={T.discard}
          stayLabel={T.keepEditing}
          onStay={() => {
            setConfirming(false);
            if (leaving.asking) leaving.stay();
          }}
          onLeave={() => {
            if (leaving.asking) leaving.leave();
            close();
          }}
        />
      </DialogContent>
    </Dialog>
  );
}

function SettingsForm({
  draft,
  onChange,
  applies,
  kept,
  onSaved,
}: {
  draft: SettingsDraft;
  onChange: (draft: SettingsDraft) => void;
  applies: boolean;
  /** settings saved on a plan that had the feature: kept, shown, and not applied on this one */
  kept: boolean;
  onSaved: () => void;
}) {
  const save = useSaveOrganizationSettings();
  const plan = useAuth().user?.plan ?? "free";
  // Folders added in this session whose name field the user has not left yet: a name still to be typed is
  // not an error until the field is left or Save is pressed.
  const [unnamedYet, setUnnamedYet] = useState<ReadonlySet<number>>(() => new Set());
  const waitsForName = (index: number) =>
    unnamedYet.has(index) && !hasFolderName(draft.folders[index]?.name ?? "");
  const result = settingsOf(draft);
  // What the panel shows (problem, preview, Save): the settings without those folders.
  const shown = draft.folders.some((_, i) => waitsForName(i))
    ? settingsOf({ ...draft, folders: draft.folders.filter((_, i) => !waitsForName(i)) })
    : result;
  const locked = !applies;
  /** The field the problem shown is in (a word of a folder's words: that field): marked, and given its words. */
  const wrong = (...path: PropertyKey[]) =>
    !shown.ok && path.length <= shown.path.length && path.every((key, i) => key === shown.path[i]);
  const described = (hint: string, invalid: boolean) => (invalid ? `${hint} ${PROBLEM_ID}` : hint);
  const change = (next: Partial<SettingsDraft>) => onChange({ ...draft, ...next });
  const changeFolder = (index: number, next: Partial<FolderDraft>) =>
    change({ folders: draft.folders.map((f, i) => (i === index ? { ...f, ...next } : f)) });
  // In a transition: rendered once the focus has moved on. Rendered at the blur itself, the preview it removes
  // would leave the focus on <body> a moment, and the dialog's focus trap would pull it back to the dialog.
  const nameLeft = (index: number) =>
    startTransition(() => setUnnamedYet((current) => new Set([...current].filter((i) => i !== index))));
  const removeFolder = (index: number) => {
    change({ folders: draft.folders.filter((_, i) => i !== index) });
    setUnnamedYet(
      (current) => new Set([...current].filter((i) => i !== index).map((i) => (i > index ? i - 1 : i))),
    );
  };

  return (
    <form
      className="grid gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        if (!result.ok) {
          // Only a new folder's missing name was held back: say it now, at the field that lacks it.
          const unnamed = draft.folders.findIndex((_, i) => waitsForName(i));
          setUnnamedYet(new Set());
          if (unnamed >= 0) document.getElementById(folderFieldId(unnamed, "name"))?.focus();
          return;
        }
        save.mutate(result.settings, {
          onSuccess: () => {
            toast.success(T.saved);
            onSaved();
          },
          onError: (error) => toast.error(error.message),
        });
      }}
    >
      {locked ? (
        <p
          className="rounded-lg border border-brand/40 bg-brand/5 p-3 text-sm"
          data-testid="organization-upgrade"
        >
          <Badge className="mr-2">{T.proBadge}</Badge>
          {ORGANIZATION_COPY.featureSummary} {T.upgradeNote}{" "}
          <Link to={paths.pricing.getHref()} className="font-medium underline underline-offset-4">
            {T.upgradeLink}
          </Link>
          <span className="mt-2 block text-muted-foreground">
            {kept ? ORGANIZATION_COPY.notApplied(planDisplayName(plan)) : T.withoutFeature}
          </span>
        </p>
      ) : null}
      {/* Locked, the saved values are shown as values, read-only on a muted ground: faded as disabled fields
          are, they read as placeholders, as if nothing had been kept. */}
      <fieldset
        disabled={locked}
        className="grid gap-5 [&_input:disabled]:bg-muted [&_input:disabled]:text-foreground [&_input:disabled]:opacity-100"
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="folder-pattern" label={T.folderPattern} hint={T.folderPatternHint}>
            <Input
              id="folder-pattern"
              aria-invalid={wrong("folderPattern") || undefined}
              aria-describedby={described("folder-pattern-hint", wrong("folderPattern"))}
              value={draft.folderPattern}
              onChange={(e) => change({ folderPattern: e.target.value })}
            />
          </Field>
          <Field id="name-pattern" label={T.namePattern} hint={T.namePatternHint}>
            <Input
              id="name-pattern"
              aria-invalid={wrong("namePattern") || undefined}
              aria-describedby={described("name-pattern-hint", wrong("namePattern"))}
              value={draft.namePattern}
              onChange={(e) => change({ namePattern: e.target.value })}
            />
          </Field>
        </div>

        <section className="grid gap-3" aria-labelledby="own-folders">
          <div>
            <h3 id="own-folders" className="text-sm font-medium">
              {T.ownFolders}
            </h3>
            <p className="text-sm text-muted-foreground">{T.ownFoldersHint}</p>
          </div>
          {draft.folders.map((folder, index) => (
            <div
              // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place; their index is their identity
              key={index}
              className="grid items-end gap-2 rounded-lg border p-3 sm:grid-cols-[1fr_1.4fr_1.4fr_auto]"
            >
              {/* A visible label per field: a placeholder alone is gone once the field is filled. */}
              {FOLDER_FIELDS.map(([field, label, example]) => {
                const invalid =
                  (field === "name" && !unnamedYet.has(index) && !hasFolderName(folder.name)) ||
                  wrong("folders", index, field);
                return (
                  <div key={field} className="grid gap-1">
                    <Label
                      htmlFor={folderFieldId(index, field)}
                      className="text-xs font-normal leading-snug text-muted-foreground"
                    >
                      {label}
                    </Label>
                    <Input
                      id={folderFieldId(index, field)}
                      placeholder={example}
                      value={folder[field]}
                      aria-invalid={invalid || undefined}
                      aria-describedby={invalid ? PROBLEM_ID : undefined}
                      onChange={(e) => changeFolder(index, { [field]: e.target.value })}
                      onBlur={field === "name" ? () => nameLeft(index) : undefined}
                    />
                  </div>
                );
              })}
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={T.removeFolder(folder.name)}
                onClick={() => removeFolder(index)}
              >
                <Trash2 aria-hidden />
              </Button>
            </div>
          ))}
          <Button
            type="button"
            variant="outline"
            className="justify-self-start"
            onClick={() => {
              setUnnamedYet((current) => new Set(current).add(draft.folders.length));
              change({ folders: [...draft.folders, { name: "", words: "", categories: "" }] });
            }}
          >
            <Plus aria-hidden />
            {T.addFolder}
          </Button>
        </section>

        <div className="grid gap-4 sm:grid-cols-2">
          <fieldset className="grid gap-2 text-sm">
            <legend className="mb-1 font-medium">{T.otherPhotos}</legend>
            <label className="flex items-center gap-2">
              <input
                type="radio"
                name="other-photos"
                checked={draft.otherFolder === null}
                onChange={() => change({ otherFolder: null })}
              />
              {T.keepCategory}
            </label>
            <label className="flex items-center gap-2">
              <input
                type="radio"
                name="other-photos"
                checked={draft.otherFolder !== null}
                onChange={() => change({ otherFolder: ORGANIZATION_COPY.defaultOtherFolder })}
              />
              {T.otherFolder}
            </label>
            {draft.otherFolder !== null ? (
              <Input
                aria-label={T.otherFolder}
                value={draft.otherFolder}
                onChange={(e) => change({ otherFolder: e.target.value })}
              />
            ) : null}
          </fieldset>
          <fieldset className="grid gap-2 text-sm">
            <legend className="mb-1 font-medium">{T.duplicates}</legend>
            {(["skip", "folder"] as const).map((choice) => (
              <label key={choice} className="flex items-center gap-2">
                <input
                  type="radio"
                  name="duplicates"
                  checked={draft.duplicates === choice}
                  onChange={() => change({ duplicates: choice })}
                />
                {choice === "skip" ? T.duplicatesSkip : T.duplicatesFolder}
              </label>
            ))}
          </fieldset>
        </div>
        <div className="flex items-center gap-3">
          <Switch
            id="sidecars"
            checked={draft.sidecars}
            onCheckedChange={(sidecars) => change({ sidecars })}
          />
          {/* The label wraps to two lines on a phone; the label default (leading-none) makes them touch. */}
          <Label htmlFor="sidecars" className="leading-snug">
            {T.sidecars}
          </Label>
        </div>
      </fieldset>

      <section aria-labelledby="organization-preview" className="grid gap-2">
        <h3 id="organization-preview" className="text-sm font-medium">
          {T.preview}
        </h3>
        {shown.ok ? (
          <>
            <ul
              className="grid gap-1 rounded-lg bg-muted p-3 font-mono text-xs break-all"
              data-testid="organization-preview"
            >
              {previewPaths(shown.settings).map((path) => (
                <li key={path}>{path}</li>
              ))}
            </ul>
            <p className="text-xs text-muted-foreground">{T.undatedNote}</p>
          </>
        ) : (
          <p id={PROBLEM_ID} role="alert" className="text-sm text-destructive">
            {shown.message}
          </p>
        )}
      </section>

      <div className="flex justify-end gap-2">
        {!locked ? (
          <Button
            type="button"
            variant="ghost"
            onClick={() => {
              setUnnamedYet(new Set());
              onChange(draftOf(DEFAULT_ORGANIZATION_SETTINGS));
            }}
          >
            {T.reset}
          </Button>
        ) : null}
        {/* Disabled while a problem is shown; held back (a new folder's name still to type), Save says it. */}
        <Button type="submit" variant="brand" disabled={locked || !shown.ok || save.isPending}>
          {T.save}
        </Button>
      </div>
    </form>
  );
}

function Field({
  id,
  label,
  hint,
  children,
}: {
  id: string;
  label: string;
  hint: string;
  children: React.ReactNode;
}) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {hint}
      </p>
    </div>
  );
}
