/**
 * While a batch runs in this page, closing or reloading it asks first (the browser's own "Leave site?"), as the
 * website's leave guards do: the photos analyzed so far are charged, and their ZIP is written only at the end.
 * Returns the release. Chrome asks only once the page has had a click or a key press (its own rule).
 */
export function guardUnload(target: Pick<EventTarget, "addEventListener" | "removeEventListener"> = window) {
  const ask = (event: Event) => {
    event.preventDefault();
    // Older browsers ask only when returnValue is set.
    (event as BeforeUnloadEvent).returnValue = "";
  };
  target.addEventListener("beforeunload", ask);
  return () => target.removeEventListener("beforeunload", ask);
}
