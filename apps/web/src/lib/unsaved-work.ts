/**
 * What the open page would interrupt or leave behind by going (a run still going, results not downloaded,
 * settings or a message not sent), as the page's guards declare it. The browser asks before such a page
 * unloads; a step that ends something first and leaves afterwards (signing out ends the session, then the page
 * goes) asks here before it starts, saying what each part holds, and then leaves without the browser asking a
 * second time.
 */
const holds = new Map<symbol, string>();
let leavingAnyway = false;

/**
 * Declares work the page would lose by leaving, until the returned release is called. `what` says what it is
 * and what signing out does to it, in the words the sign-out question shows.
 */
export function holdUnsavedWork(what: string): () => void {
  const hold = Symbol("unsaved work");
  holds.set(hold, what);
  return () => holds.delete(hold);
}

export const hasUnsavedWork = (): boolean => holds.size > 0;

/** What the page holds, each kind once, in the order it began holding it. */
export const unsavedWork = (): string[] => [...new Set(holds.values())];

/** The user chose to leave with it: the page's guards no longer ask. */
export function leaveAnyway(): void {
  leavingAnyway = true;
}

/** The leaving did not happen after all (the page is still here): the guards ask again. */
export function stayAfterAll(): void {
  leavingAnyway = false;
}

/** Whether leaving now should be asked about first. */
export const asksBeforeLeaving = (): boolean => hasUnsavedWork() && !leavingAnyway;
