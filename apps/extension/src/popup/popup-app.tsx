import { EXTENSION_COPY, planDisplayName } from "@photo-organizer/core";
import { ExternalLink, Settings } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { type Account, openSignIn } from "../lib/account";
import { forgetStaleHandovers, HANDED_OVER_PARAM } from "../lib/handoff";
import { isToolbarPopup } from "../lib/popup-mode";
import { OrganizePanel } from "./organize-panel";
import { useAccount } from "./use-account";

/**
 * Opens this same page in a tab, where a long batch is not cut short by the popup closing. It keeps the page the
 * popup was opened over (`?page=<tab id>`), so "Organize images on this page" still reads that page.
 */
async function openAsTab() {
  const [over] = await chrome.tabs.query({ active: true, lastFocusedWindow: true });
  const page = over?.id !== undefined && (await isToolbarPopup()) ? `?page=${over.id}` : "";
  await chrome.tabs.create({ url: chrome.runtime.getURL(`src/popup/popup.html${page}`) });
}

export function PopupApp() {
  const { account: checked, refresh, waitForSignIn, waitingForSignIn } = useAccount();
  // A batch under way keeps its panel (its progress and Cancel), whatever a check on focus answers meanwhile:
  // the server may be briefly out of reach, and the batch says itself what went wrong.
  const [running, setRunning] = useState(false);
  const signedIn = useRef<Extract<Account, { kind: "signed-in" }> | null>(null);
  if (checked?.kind === "signed-in") signedIn.current = checked;
  const account = running && signedIn.current ? signedIn.current : checked;
  const panelUsage = signedIn.current?.usage ?? null;
  const [handedOver] = useState(() => new URLSearchParams(location.search).get(HANDED_OVER_PARAM));
  // Photos handed to a tab that never took them (closed signed out) are not kept past their hour.
  useEffect(() => {
    void forgetStaleHandovers().catch(() => undefined);
  }, []);
  return (
    <main className="mx-auto flex w-[360px] max-w-full flex-col gap-4 bg-background p-4 text-foreground">
      <header className="flex items-center justify-between gap-2">
        <h1 className="flex items-center gap-2 font-semibold text-lg">
          <img src={chrome.runtime.getURL("icons/icon-32.png")} alt="" className="size-6" />
          {EXTENSION_COPY.popupTitle}
        </h1>
        <div className="flex items-center gap-1">
          <Button
            variant="ghost"
            size="icon-sm"
            onClick={() => void openAsTab()}
            aria-label={EXTENSION_COPY.openAsTab}
            title={EXTENSION_COPY.openAsTab}
          >
            <ExternalLink />
          </Button>
          <Button
            variant="ghost"
            size="icon-sm"
            onClick={() => chrome.runtime.openOptionsPage()}
            aria-label={EXTENSION_COPY.options}
            title={EXTENSION_COPY.options}
          >
            <Settings />
          </Button>
        </div>
      </header>
      {account === null && <p className="text-muted-foreground text-sm">{EXTENSION_COPY.checkingSession}</p>}
      {account?.kind === "signed-in" && (
        // No landmark of its own: named by its first line, a screen reader would say that line twice.
        <div>
          <p className="text-sm">
            {EXTENSION_COPY.signedInAs(account.user.name ?? account.user.email ?? "")}
          </p>
          <p className="text-muted-foreground text-xs" data-testid="usage-line">
            {EXTENSION_COPY.usageLine(
              account.usage.count,
              account.usage.limit,
              planDisplayName(account.usage.plan),
            )}
          </p>
        </div>
      )}
      {/* Kept once someone was signed in here: a check after a batch that says signed out or out of reach
          leaves the batch's lines (what was saved, what failed) and the photos still chosen in view. */}
      {panelUsage && (
        <OrganizePanel
          usage={panelUsage}
          usable={account?.kind === "signed-in"}
          onDone={refresh}
          onBusy={setRunning}
          handedOver={handedOver}
        />
      )}
      {account?.kind === "no-permission" && (
        <p role="alert" className="text-sm">
          {EXTENSION_COPY.noPermission(account.server)}
        </p>
      )}
      {account?.kind === "unreachable" && (
        <p role="alert" className="text-sm">
          {EXTENSION_COPY.serverUnreachable(account.server)}
        </p>
      )}
      {account?.kind === "signed-out" && (
        <section className="flex flex-col gap-3">
          <p className="text-sm">
            {waitingForSignIn ? EXTENSION_COPY.signInOpened : EXTENSION_COPY.signedOut}
          </p>
          <Button
            onClick={() => {
              waitForSignIn();
              void openSignIn(account.server);
            }}
          >
            {EXTENSION_COPY.signIn}
          </Button>
        </section>
      )}
    </main>
  );
}
