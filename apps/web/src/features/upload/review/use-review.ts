import {
  checkFolderName,
  createReview,
  describePhoto,
  MANIFEST_FILE_NAME,
  menuFolders,
  moveFolder,
  movePhotos,
  REVIEW_TEXTS,
  type ReviewState,
  redo as redoChange,
  renamePhoto,
  reviewExamples,
  reviewFolders,
  reviewPaths,
  undo as undoChange,
} from "@photo-organizer/core";
import type { RecordExamplesBody } from "@photo-organizer/core/api";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { toast } from "sonner";
import { recordExamples } from "./api/learning";
import type { ReviewBatch } from "./review-batch";

export type { ReviewBatch } from "./review-batch";

/** Which control of which photo should have the keyboard focus once the list shows the change. */
export type FocusRequest = { index: number; control: "move" | "rename" | "describe"; serial: number };

/** Text fields take Ctrl+Z for their own text; a checkbox or a button does not. */
function typingIn(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (
    target.isContentEditable ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement
  )
    return true;
  return (
    target instanceof HTMLInputElement &&
    !["checkbox", "radio", "button", "submit", "reset", "range", "color", "file"].includes(target.type)
  );
}

/** Ctrl/Cmd+Z undoes, Ctrl/Cmd+Shift+Z and Ctrl+Y redo, anywhere on the page but in a text field. */
function useUndoKeys(undo: () => void, redo: () => void) {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.altKey || !(e.ctrlKey || e.metaKey) || typingIn(e.target)) return;
      const key = e.key.toLowerCase();
      if (key === "z") {
        e.preventDefault();
        if (e.shiftKey) redo();
        else undo();
      } else if (key === "y" && e.ctrlKey && !e.shiftKey) {
        e.preventDefault();
        redo();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [undo, redo]);
}

/** The state of one batch under review: changes, selection, Undo/Redo, and what the server learns from it. */
export function useReview(batch: ReviewBatch) {
  const [state, setStateValue] = useState<ReviewState>(
    () => batch.state ?? createReview(batch.inputs, batch.offered),
  );
  const stateRef = useRef(state);
  const setState = useCallback((next: ReviewState) => {
    stateRef.current = next;
    setStateValue(next);
  }, []);
  const [selected, setSelected] = useState<ReadonlySet<number>>(() => new Set());
  const selectedRef = useRef(selected);
  selectedRef.current = selected;
  /** What this review last sent the server (its folders), or null. */
  const recorded = useRef<string | null>(null);
  const [focus, setFocus] = useState<FocusRequest | null>(null);
  const focusOn = useCallback(
    (index: number, control: FocusRequest["control"]) =>
      setFocus((current) => ({ index, control, serial: (current?.serial ?? 0) + 1 })),
    [],
  );

  const folders = useMemo(() => reviewFolders(state.photos), [state.photos]);
  const paths = useMemo(() => reviewPaths(state.photos, [MANIFEST_FILE_NAME]), [state.photos]);
  /** What "Move to…" lists */
  const menu = useMemo(() => menuFolders(state), [state]);

  const move = useCallback(
    (indices: readonly number[], folder: string) => {
      if (indices.length === 0) return;
      const { state: next, refiled } = movePhotos(stateRef.current, indices, folder);
      setState(next);
      toast.success(REVIEW_TEXTS.moved(indices.length, folder), {
        description: refiled > 0 ? REVIEW_TEXTS.refiled(refiled, folder) : undefined,
      });
      setSelected(new Set());
      focusOn(Math.min(...indices), "move");
    },
    [setState, focusOn],
  );

  /** Moves the photos to a folder the user named: refused with why when core's naming rules refuse it. */
  const moveToNew = useCallback(
    (indices: readonly number[], wanted: string): string | null => {
      const check = checkFolderName(wanted, menuFolders(stateRef.current));
      if (!check.ok) return check.message;
      move(indices, check.name);
      return null;
    },
    [move],
  );

  /** Every photo of `from` into `to`: a rename when `to` has no photo yet, else a merge. */
  const refolder = useCallback(
    (from: string, to: string) => {
      const current = stateRef.current;
      const moving = current.photos.filter((p) => p.folder === from);
      const merging = current.photos.some((p) => p.folder === to);
      const next = moveFolder(current, from, to);
      if (!next) return;
      setState(next);
      toast.success(
        merging ? REVIEW_TEXTS.foldersMerged(moving.length, from, to) : REVIEW_TEXTS.folderRenamed(from, to),
      );
      focusOn((moving[0] as { index: number }).index, "move");
    },
    [setState, focusOn],
  );

  /** Renames a folder (into an existing folder's name: merges them); refused with why by core's naming rules. */
  const renameFolder = useCallback(
    (from: string, wanted: string): string | null => {
      const check = checkFolderName(
        wanted,
        menuFolders(stateRef.current).filter((folder) => folder !== from),
      );
      if (!check.ok) return check.message;
      refolder(from, check.name);
      return null;
    },
    [refolder],
  );

  /** A rename or a new description: applied with the focus kept on the row, or refused with why. */
  const edit = useCallback(
    (index: number, control: "rename" | "describe", next: ReviewState | null, refused: string) => {
      if (!next) {
        toast.error(refused);
        return false;
      }
      setState(next);
      focusOn(index, control);
      return true;
    },
    [setState, focusOn],
  );
  const rename = useCallback(
    (index: number, name: string) =>
      edit(index, "rename", renamePhoto(stateRef.current, index, name), REVIEW_TEXTS.renameRefused),
    [edit],
  );
  /** Rewrites a description; the photo's name follows it (core's naming). */
  const describe = useCallback(
    (index: number, text: string) =>
      edit(index, "describe", describePhoto(stateRef.current, index, text), REVIEW_TEXTS.descriptionRefused),
    [edit],
  );

  /** Undo and Redo: one step through the history, said in one toast that replaces the last one. */
  const step = useCallback(
    (to: (state: ReviewState) => ReviewState | null, done: string, nothing: string) => {
      const next = to(stateRef.current);
      if (next) setState(next);
      toast(next ? done : nothing, { id: "review-history" });
    },
    [setState],
  );
  const undo = useCallback(() => step(undoChange, REVIEW_TEXTS.undone, REVIEW_TEXTS.nothingToUndo), [step]);
  const redo = useCallback(() => step(redoChange, REVIEW_TEXTS.redone, REVIEW_TEXTS.nothingToRedo), [step]);

  useUndoKeys(undo, redo);

  const toggle = useCallback((index: number) => {
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      return next;
    });
  }, []);

  /**
   * Sends where the user filed every photo (corrections and confirmations) under the batch's id, again
   * whenever a folder changed since: the server replaces the review's earlier examples, so a photo moved
   * after the first download counts once, in its last folder.
   */
  const remember = useCallback(async () => {
    const examples = reviewExamples(stateRef.current.photos);
    const sent = examples.map((e) => `${e.category}:${e.corrected}`).join("|");
    if (examples.length === 0 || recorded.current === sent) return;
    const previous = recorded.current;
    recorded.current = sent;
    try {
      await recordExamples(examples as RecordExamplesBody["examples"], batch.id);
    } catch {
      recorded.current = previous;
      toast.warning(REVIEW_TEXTS.examplesFailed);
    }
  }, [batch.id]);

  return {
    /** the whole state, as the browser keeps it until the batch is downloaded */
    state,
    photos: state.photos,
    canUndo: state.history.length > 0,
    canRedo: state.future.length > 0,
    folders,
    /** the folders "Move to…" offers */
    menu,
    paths,
    selected,
    toggle,
    /** What dragging this photo carries: the selection when the photo is in it, else the photo alone. */
    dragged: useCallback(
      (index: number) => (selectedRef.current.has(index) ? [...selectedRef.current] : [index]),
      [],
    ),
    clearSelection: useCallback(() => setSelected(new Set()), []),
    move,
    moveToNew,
    renameFolder,
    mergeFolder: refolder,
    rename,
    describe,
    undo,
    redo,
    focus,
    remember,
  };
}

export type Review = ReturnType<typeof useReview>;
