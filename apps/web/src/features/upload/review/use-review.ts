import {
  createReview,
  MANIFEST_FILE_NAME,
  movePhotos,
  REVIEW_TEXTS,
  type ReviewInput,
  type ReviewState,
  renamePhoto,
  reviewExamples,
  reviewFolders,
  reviewPaths,
  undo as undoChange,
} from "@photo-organizer/core";
import type { RecordExamplesBody } from "@photo-organizer/core/api";
import { useCallback, useMemo, useRef, useState } from "react";
import { toast } from "sonner";
import { recordExamples } from "./api/learning";

/** A finished batch as the results view gets it. */
export type ReviewBatch = {
  files: File[];
  inputs: ReviewInput[];
  /** the previews already made for the analysis (JPEG, base64), by selection index; null when none */
  thumbnails: (string | null)[];
  /** the ZIP was already saved while the photos were analysed (DR 002) */
  streamed: boolean;
};

/** The state of one batch under review: changes, selection, Undo, and what the server learns from it. */
export function useReview(batch: ReviewBatch) {
  const [state, setStateValue] = useState<ReviewState>(() => createReview(batch.inputs));
  const stateRef = useRef(state);
  const setState = useCallback((next: ReviewState) => {
    stateRef.current = next;
    setStateValue(next);
  }, []);
  const [selected, setSelected] = useState<ReadonlySet<number>>(() => new Set());
  const recorded = useRef(false);

  const folders = useMemo(() => reviewFolders(state.photos), [state.photos]);
  const paths = useMemo(() => reviewPaths(state.photos, [MANIFEST_FILE_NAME]), [state.photos]);

  const move = useCallback(
    (indices: readonly number[], folder: string) => {
      if (indices.length === 0) return;
      const { state: next, refiled } = movePhotos(stateRef.current, indices, folder);
      setState(next);
      toast.success(REVIEW_TEXTS.moved(indices.length, folder), {
        description: refiled > 0 ? REVIEW_TEXTS.refiled(refiled, folder) : undefined,
      });
      setSelected(new Set());
    },
    [setState],
  );

  const rename = useCallback(
    (index: number, name: string): boolean => {
      const next = renamePhoto(stateRef.current, index, name);
      if (!next) {
        toast.error(REVIEW_TEXTS.renameRefused);
        return false;
      }
      setState(next);
      return true;
    },
    [setState],
  );

  const undo = useCallback(() => {
    const previous = undoChange(stateRef.current);
    if (previous) setState(previous);
    toast(previous ? REVIEW_TEXTS.undone : REVIEW_TEXTS.nothingToUndo);
  }, [setState]);

  const toggle = useCallback((index: number) => {
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      return next;
    });
  }, []);

  /** Sends where the user filed every photo once per batch (corrections and confirmations). */
  const remember = useCallback(async () => {
    if (recorded.current) return;
    recorded.current = true;
    const examples = reviewExamples(stateRef.current.photos);
    if (examples.length === 0) return;
    try {
      await recordExamples(examples as RecordExamplesBody["examples"]);
    } catch {
      recorded.current = false;
      toast.warning(REVIEW_TEXTS.examplesFailed);
    }
  }, []);

  return {
    photos: state.photos,
    canUndo: state.history.length > 0,
    folders,
    paths,
    selected,
    toggle,
    clearSelection: useCallback(() => setSelected(new Set()), []),
    move,
    rename,
    undo,
    remember,
  };
}

export type Review = ReturnType<typeof useReview>;
