import {
  changedByUser,
  DEFAULT_FOLDER_PATTERN,
  ORGANIZATION_COPY,
  REVIEW_TEXTS,
  type ReviewPhoto,
} from "@photo-organizer/core";
import { Copy, FileText, Pencil, Sparkles } from "lucide-react";
import { type KeyboardEvent, memo, useRef, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { cn } from "@/lib/utils";
import { useFileThumbnail } from "../preview/use-file-thumbnail";
import { MoveMenu } from "./move-menu";
import type { Review } from "./use-review";

export const DRAG_TYPE = "application/x-photo-indices";

/** `data-focus-key` of a photo's control, where the list puts the focus back after a change. */
export const photoControlKey = (index: number, control: string) => `photo-${index}-${control}`;

function baseName(path: string): string {
  return path.slice(path.lastIndexOf("/") + 1);
}

function stemOf(path: string): string {
  const name = baseName(path);
  const dot = name.lastIndexOf(".");
  return dot > 0 ? name.slice(0, dot) : name;
}

/** Focuses the control with this `data-focus-key`; false when it is not on the page (yet). */
export function focusKeyed(key: string): boolean {
  const element = document.querySelector<HTMLElement>(`[data-focus-key="${key.replace(/["\\]/g, "\\$&")}"]`);
  element?.focus();
  return element !== null && document.activeElement === element;
}

/** Gives the focus back to a row's button once its editor is gone (Escape, Cancel). */
function focusLater(key: string) {
  requestAnimationFrame(() => focusKeyed(key));
}

function RenameForm({
  name,
  onSave,
  onCancel,
}: {
  name: string;
  onSave: (name: string) => boolean;
  onCancel: () => void;
}) {
  const [draft, setDraft] = useState(stemOf(name));
  return (
    <form
      className="flex flex-wrap items-center gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        onSave(draft);
      }}
    >
      <Input
        autoFocus
        value={draft}
        onChange={(e) => setDraft(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === "Escape") onCancel();
        }}
        aria-label={REVIEW_TEXTS.renameLabel(name)}
        className="h-8 min-w-0 flex-1 basis-40"
      />
      <Button type="submit" size="sm">
        {REVIEW_TEXTS.renameSave}
      </Button>
    </form>
  );
}

function DescriptionForm({
  index,
  name,
  description,
  onSave,
  onCancel,
}: {
  index: number;
  name: string;
  description: string;
  onSave: (description: string) => boolean;
  onCancel: () => void;
}) {
  const [draft, setDraft] = useState(description);
  const hintId = `review-description-hint-${index}`;
  const save = () => onSave(draft);
  return (
    <form
      className="mt-1 grid gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        save();
      }}
    >
      <Textarea
        autoFocus
        value={draft}
        rows={2}
        onChange={(e) => setDraft(e.target.value)}
        onFocus={(e) => e.currentTarget.select()}
        onKeyDown={(e: KeyboardEvent<HTMLTextAreaElement>) => {
          if (e.key === "Escape") onCancel();
          // Enter saves, as in the rename field; Shift+Enter is not needed in a one-sentence description.
          if (e.key === "Enter" && !e.shiftKey) {
            e.preventDefault();
            save();
          }
        }}
        aria-label={REVIEW_TEXTS.descriptionLabel(name)}
        aria-describedby={hintId}
        className="min-h-16 text-sm"
      />
      <div className="flex flex-wrap items-center gap-2">
        <Button type="submit" size="sm">
          {REVIEW_TEXTS.descriptionSave}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
          {REVIEW_TEXTS.renameCancel}
        </Button>
        <span id={hintId} className="text-xs text-muted-foreground">
          {REVIEW_TEXTS.descriptionHint}
        </span>
      </div>
    </form>
  );
}

/** What a row does, all stable across renders so that scrolling re-renders no row already on screen. */
export type RowActions = Pick<Review, "toggle" | "rename" | "describe" | "move" | "dragged" | "menu"> & {
  /** asks for a new folder's name for these photos */
  askNewFolder: (indices: readonly number[]) => void;
  /** how a photo's full path is introduced: in the ZIP, or as organized into a folder on disk */
  pathLabel: (path: string) => string;
};

/** The preview made for the analysis; without one, a small picture of the original once on screen. */
function PhotoThumbnail({ thumbnail, file }: { thumbnail: string | null; file: File | null }) {
  const box = useRef<HTMLDivElement>(null);
  const fromFile = useFileThumbnail(thumbnail ? null : file, box);
  const src = thumbnail ? `data:image/jpeg;base64,${thumbnail}` : fromFile;
  return src ? (
    <img
      src={src}
      alt=""
      width={64}
      height={64}
      loading="lazy"
      decoding="async"
      className="size-16 shrink-0 rounded-md bg-muted object-cover"
    />
  ) : (
    <div ref={box} className="size-16 shrink-0 rounded-md bg-muted" aria-hidden />
  );
}

/**
 * One photo of the results: its thumbnail, new file name (wrapped, never cut), original name, description
 * (editable: the name follows it), what changed it, and its actions.
 */
export const PhotoRow = memo(function PhotoRow({
  photo,
  path,
  thumbnail,
  file = null,
  selected,
  looksLike = null,
  actions: review,
}: {
  photo: ReviewPhoto;
  path: string;
  thumbnail: string | null;
  /** the original, for a thumbnail of its own where no preview was made (a photo answered before a reload) */
  file?: File | null;
  selected: boolean;
  /** the name of another photo of the batch this one looks like (a near-duplicate: both are kept) */
  looksLike?: string | null;
  actions: RowActions;
}) {
  const [editing, setEditing] = useState<"rename" | "describe" | null>(null);
  const name = baseName(path);
  const key = (control: string) => photoControlKey(photo.index, control);
  const cancel = (control: "rename" | "describe") => {
    setEditing(null);
    focusLater(key(control));
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: dragging is the mouse's shortcut for "Move to…"
    <div
      className={cn(
        "flex flex-wrap items-start gap-x-3 gap-y-2 border-b px-3 py-3",
        selected && "bg-primary/10",
      )}
      draggable={editing === null}
      onDragStart={(e) => {
        e.dataTransfer.setData(DRAG_TYPE, JSON.stringify(review.dragged(photo.index)));
        e.dataTransfer.effectAllowed = "move";
      }}
    >
      <div className="flex shrink-0 items-center gap-3">
        <input
          type="checkbox"
          className="size-5 shrink-0 accent-primary"
          checked={selected}
          onChange={() => review.toggle(photo.index)}
          aria-label={REVIEW_TEXTS.selectPhoto(name)}
        />
        <PhotoThumbnail thumbnail={thumbnail} file={file} />
      </div>
      <div className="min-w-44 flex-1 basis-0">
        {editing === "rename" ? (
          <RenameForm
            name={name}
            onSave={(wanted) => {
              const saved = review.rename(photo.index, wanted);
              if (saved) setEditing(null);
              return saved;
            }}
            onCancel={() => cancel("rename")}
          />
        ) : (
          <p className="font-medium [overflow-wrap:anywhere]" title={path}>
            {name}
          </p>
        )}
        {photo.layout && photo.layout.folderPattern !== DEFAULT_FOLDER_PATTERN ? (
          // Under the account's folder pattern the folders are more than the heading says (2024/Nature/…).
          <p className="font-mono text-xs text-muted-foreground [overflow-wrap:anywhere]">
            {review.pathLabel(path)}
          </p>
        ) : null}
        <p className="text-xs text-muted-foreground [overflow-wrap:anywhere]">
          {REVIEW_TEXTS.originalName(photo.originalName)}
        </p>
        {editing === "describe" ? (
          <DescriptionForm
            index={photo.index}
            name={name}
            description={photo.description}
            onSave={(wanted) => {
              const saved = review.describe(photo.index, wanted);
              if (saved) setEditing(null);
              return saved;
            }}
            onCancel={() => cancel("describe")}
          />
        ) : (
          <p className="mt-0.5 text-sm text-muted-foreground [overflow-wrap:anywhere]">
            {photo.failure !== null ? REVIEW_TEXTS.failedReason(photo.failure) : photo.description}
          </p>
        )}
        {looksLike ? (
          <Badge
            variant="outline"
            className="mt-1 mr-1 max-w-full [overflow-wrap:anywhere] whitespace-normal"
          >
            <Copy aria-hidden />
            {ORGANIZATION_COPY.looksLike(looksLike)}
          </Badge>
        ) : null}
        {changedByUser(photo) ? (
          <Badge variant="secondary" className="mt-1">
            {REVIEW_TEXTS.changedByYou}
          </Badge>
        ) : photo.refiled ? (
          <Badge variant="outline" className="mt-1">
            <Sparkles aria-hidden />
            {REVIEW_TEXTS.refiledLive}
          </Badge>
        ) : photo.folder !== photo.learning?.describedCategory && photo.learning ? (
          <Badge variant="outline" className="mt-1">
            {REVIEW_TEXTS.filedFromCorrections}
          </Badge>
        ) : null}
      </div>
      <div className="ml-auto flex shrink-0 items-center gap-1">
        {editing === "rename" ? null : (
          <Button
            type="button"
            variant="ghost"
            size="icon-sm"
            data-focus-key={key("rename")}
            aria-label={`${REVIEW_TEXTS.rename} ${name}`}
            title={REVIEW_TEXTS.rename}
            onClick={() => setEditing("rename")}
          >
            <Pencil aria-hidden />
          </Button>
        )}
        {editing === "describe" || photo.failure !== null ? null : (
          <Button
            type="button"
            variant="ghost"
            size="icon-sm"
            data-focus-key={key("describe")}
            aria-label={REVIEW_TEXTS.editDescriptionOf(name)}
            title={REVIEW_TEXTS.editDescription}
            onClick={() => setEditing("describe")}
          >
            <FileText aria-hidden />
          </Button>
        )}
        <MoveMenu
          size="icon"
          focusKey={key("move")}
          label={`${REVIEW_TEXTS.moveTo} ${name}`}
          folders={review.menu}
          current={photo.folder}
          onMove={(folder) => review.move([photo.index], folder)}
          onNewFolder={() => review.askNewFolder([photo.index])}
        />
      </div>
    </div>
  );
});
