import {
  EXTENSION_COPY,
  MESSAGES,
  PAGE_IMAGE_MIN_SIDE,
  PAGE_IMAGE_SIZE_WAIT_MS,
} from "@photo-organizer/core";
import { useEffect, useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { collectPageImages, type PageImage } from "../page-images/collect-page-images";
import { batchLimit, canTick, firstImages, imageName, keepWithin } from "./page-choice";

type State =
  | { kind: "loading" }
  | { kind: "unavailable" }
  | { kind: "ready"; tabId: number; images: PageImage[] };

/**
 * The tab the popup was opened over: the page the user asked about (activeTab grants it on the click). Opened
 * in a tab from the popup, the panel was told which page that was (`?page=<tab id>`).
 */
async function pageTab(): Promise<chrome.tabs.Tab | undefined> {
  const given = Number(new URLSearchParams(location.search).get("page"));
  const [tab] =
    Number.isInteger(given) && given > 0
      ? [await chrome.tabs.get(given).catch(() => undefined)]
      : await chrome.tabs.query({ active: true, lastFocusedWindow: true });
  if (!tab?.id || !tab.url || !/^https?:/.test(tab.url)) return undefined;
  return tab;
}

/** "Organize images on this page": the page's images above a minimum size, with check boxes. */
export function PageImagesPicker({
  busy,
  choiceCap,
  remaining,
  monthlyLimit,
  planName,
  onBack,
  onOrganize,
}: {
  busy: boolean;
  /**
   * the most one choice takes: the batch cap on Free; no cap on Pro and VIP, whose choice runs as consecutive
   * batches
   */
  choiceCap: number;
  /** photos this month's allowance still covers: no more are ticked either */
  remaining: number;
  /** the plan's monthly allowance, for saying it is used up */
  monthlyLimit: number;
  planName: string;
  onBack(): void;
  /** the ticked images of the page in tab `tabId`, largest first */
  onOrganize(tabId: number, images: PageImage[]): void;
}) {
  const [state, setState] = useState<State>({ kind: "loading" });
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const limit = batchLimit(choiceCap, remaining);
  const limitNow = useRef(limit);
  const limitId = useId();
  limitNow.current = limit;

  // The page is read once, when the list opens: the allowance read again later (the tab focused, a photo
  // charged meanwhile) must not undo the user's ticks.
  useEffect(() => {
    (async () => {
      const tab = await pageTab();
      if (!tab?.id) return setState({ kind: "unavailable" });
      const [result] = await chrome.scripting
        .executeScript({
          target: { tabId: tab.id },
          func: collectPageImages,
          args: [PAGE_IMAGE_MIN_SIDE, PAGE_IMAGE_SIZE_WAIT_MS],
        })
        .catch(() => []);
      const images = (result?.result as PageImage[] | undefined) ?? null;
      if (!images) return setState({ kind: "unavailable" });
      setState({ kind: "ready", tabId: tab.id, images });
      setChosen(firstImages(images, limitNow.current));
    })();
  }, []);

  // Fewer photos left than are ticked: the ticks past the new limit go, the others stay.
  useEffect(() => {
    if (state.kind === "ready") setChosen((current) => keepWithin(state.images, current, limit));
  }, [state, limit]);

  return (
    <section className="flex flex-col gap-3" aria-label={EXTENSION_COPY.pageImages}>
      <h2 className="font-medium text-sm">{EXTENSION_COPY.pageImages}</h2>
      {state.kind === "loading" && (
        <p className="text-muted-foreground text-sm">{EXTENSION_COPY.pageImagesLoading}</p>
      )}
      {state.kind === "unavailable" && <p className="text-sm">{EXTENSION_COPY.pageImagesUnavailable}</p>}
      {state.kind === "ready" && state.images.length === 0 && (
        <p className="text-sm">{EXTENSION_COPY.pageImagesNone}</p>
      )}
      {state.kind === "ready" && state.images.length > 0 && (
        <>
          <div className="flex items-center justify-between gap-2 text-sm">
            <span>{EXTENSION_COPY.pageImagesCount(state.images.length)}</span>
            <span className="flex gap-1">
              <Button variant="ghost" size="sm" onClick={() => setChosen(firstImages(state.images, limit))}>
                {EXTENSION_COPY.selectAll}
              </Button>
              <Button variant="ghost" size="sm" onClick={() => setChosen(new Set())}>
                {EXTENSION_COPY.selectNone}
              </Button>
            </span>
          </div>
          {/* Why no more are ticked: the month's allowance when it has less left than a batch takes. */}
          {state.images.length > limit && (
            <p id={limitId} className="text-muted-foreground text-xs" data-testid="picker-limit">
              {remaining <= 0
                ? MESSAGES.limitReached(monthlyLimit)
                : remaining < choiceCap
                  ? MESSAGES.remainingThisMonth(remaining, planName)
                  : MESSAGES.batchCap(choiceCap, planName)}
            </p>
          )}
          <ul className="grid max-h-72 grid-cols-3 gap-2 overflow-y-auto">
            {state.images.map((image) => (
              <li key={image.src}>
                <label className="relative block cursor-pointer overflow-hidden rounded-md border has-[:checked]:ring-2 has-[:checked]:ring-primary">
                  <img src={image.src} alt={image.alt} className="aspect-square w-full object-cover" />
                  <input
                    type="checkbox"
                    className="absolute top-1 left-1 size-4"
                    checked={chosen.has(image.src)}
                    disabled={!canTick(chosen, image.src, limit)}
                    aria-label={imageName(image)}
                    // A box that cannot be ticked says why: the batch or the month has no room for it.
                    aria-describedby={canTick(chosen, image.src, limit) ? undefined : limitId}
                    onChange={(event) => {
                      const next = new Set(chosen);
                      if (event.currentTarget.checked) next.add(image.src);
                      else next.delete(image.src);
                      setChosen(next);
                    }}
                  />
                </label>
              </li>
            ))}
          </ul>
          <Button
            disabled={busy || chosen.size === 0}
            onClick={() =>
              onOrganize(
                state.tabId,
                state.images.filter((image) => chosen.has(image.src)),
              )
            }
          >
            {EXTENSION_COPY.organizeSelected(chosen.size)}
          </Button>
        </>
      )}
      <Button variant="ghost" onClick={onBack} disabled={busy}>
        {EXTENSION_COPY.backToPhotos}
      </Button>
    </section>
  );
}
