import { TOKENS_COPY } from "@photo-organizer/core";
import type { TokenSummary } from "@photo-organizer/core/api";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { json, renderRoute, stubFetch, testUser, toastTexts } from "@/testing/render-route";
import { AccessTokens } from "./access-tokens";

const id = "3f6c1d2e-8a4b-4c5d-9e6f-7a8b9c0d1e2f";
const secret = "po_abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG";

/** The tokens API over a list kept in memory, as the server keeps it. */
function tokensApi(
  initial: TokenSummary[] = [],
  offered: string | null = "/downloads/photo-organizer-cli.tgz",
) {
  let tokens = [...initial];
  return stubFetch({
    "GET /api/tokens": () => json({ tokens }),
    "GET /api/config": () => json({ cliPackagePath: offered }),
    "POST /api/tokens": (init) => {
      const { name, expiresInDays } = JSON.parse(String(init?.body)) as {
        name: string;
        expiresInDays: number | null;
      };
      const createdAt = "2026-11-20T10:00:00.000Z";
      const expiresAt =
        expiresInDays === null
          ? null
          : new Date(Date.parse(createdAt) + expiresInDays * 86_400_000).toISOString();
      tokens = [...tokens, { id, name, createdAt, lastUsedAt: null, expiresAt }];
      return json({ id, name, token: secret, expiresAt }, 201);
    },
    [`DELETE /api/tokens/${id}`]: () => {
      tokens = tokens.filter((token) => token.id !== id);
      return new Response(null, { status: 204 });
    },
  });
}

/** The command box, by its whole text (two lines: the install and the sign-in). */
const codeSaying = (text: string) =>
  screen.getByText((_, element) => element?.tagName === "CODE" && element.textContent === text);

describe("AccessTokens", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("creates a token, shows it once, lists it without it, and revokes it after asking", async () => {
    const fetchMock = tokensApi();
    renderRoute(<AccessTokens />, { path: "/usage", user: testUser() });
    expect(await screen.findByText(TOKENS_COPY.none)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: TOKENS_COPY.create })).toBeDisabled();

    await userEvent.type(screen.getByLabelText(TOKENS_COPY.nameLabel), "My laptop");
    await userEvent.click(screen.getByRole("button", { name: TOKENS_COPY.create }));
    expect(await screen.findByLabelText(TOKENS_COPY.tokenLabel)).toHaveValue(secret);
    expect(screen.getByText(TOKENS_COPY.createdTitle)).toBeInTheDocument();
    // The package this site offers, installed from here and pointed at here (never the bare npm name).
    const origin = window.location.origin;
    expect(
      codeSaying(TOKENS_COPY.cliCommand(origin, "/downloads/photo-organizer-cli.tgz")),
    ).toHaveTextContent(
      `npm install --global ${origin}/downloads/photo-organizer-cli.tgz photo-organizer login --server ${origin}`,
    );
    expect(screen.getByText(TOKENS_COPY.cliHint(true))).toBeInTheDocument();
    const row = await screen.findByRole("row", { name: /My laptop/ });
    expect(within(row).getByText(TOKENS_COPY.neverUsed)).toBeInTheDocument();
    expect(row).not.toHaveTextContent(secret);

    await userEvent.click(screen.getByRole("button", { name: TOKENS_COPY.done }));
    expect(screen.queryByLabelText(TOKENS_COPY.tokenLabel)).not.toBeInTheDocument();
    expect(screen.queryByText(secret)).not.toBeInTheDocument();

    await userEvent.click(within(row).getByRole("button", { name: TOKENS_COPY.revokeNamed("My laptop") }));
    const dialog = await screen.findByRole("dialog", { name: TOKENS_COPY.revokeTitle("My laptop") });
    await userEvent.click(within(dialog).getByRole("button", { name: TOKENS_COPY.revoke }));
    expect(await screen.findByText(TOKENS_COPY.none)).toBeInTheDocument();
    await waitFor(() => expect(toastTexts()).toContain(TOKENS_COPY.revoked("My laptop")));
    const methods = fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? "GET"} ${String(url)}`);
    expect(methods).toContain(`DELETE /api/tokens/${id}`);
  });

  it("copies the new token, and where the browser refuses the clipboard selects it and says how to copy it", async () => {
    tokensApi();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    renderRoute(<AccessTokens />, { path: "/usage", user: testUser() });
    await userEvent.type(await screen.findByLabelText(TOKENS_COPY.nameLabel), "My laptop");
    await userEvent.click(screen.getByRole("button", { name: TOKENS_COPY.create }));
    const field = await screen.findByLabelText<HTMLInputElement>(TOKENS_COPY.tokenLabel);
    await userEvent.click(screen.getByRole("button", { name: TOKENS_COPY.copy }));
    expect(writeText).toHaveBeenCalledWith(secret);
    expect(await screen.findByRole("button", { name: TOKENS_COPY.copied })).toBeInTheDocument();

    // A site reached over plain http by its address has no clipboard to write to.
    Object.defineProperty(navigator, "clipboard", { value: undefined, configurable: true });
    await userEvent.click(screen.getByRole("button", { name: TOKENS_COPY.copied }));
    await waitFor(() => expect(toastTexts()).toContain(TOKENS_COPY.copyFailed));
    expect(document.activeElement).toBe(field);
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, secret.length]);
  });

  it("makes a token that ends in 90 days unless another end is chosen, and shows when each ends", async () => {
    const fetchMock = tokensApi();
    renderRoute(<AccessTokens />, { path: "/usage", user: testUser() });
    await screen.findByText(TOKENS_COPY.none);
    const expiry = screen.getByLabelText(TOKENS_COPY.expiryLabel);
    expect(expiry).toHaveDisplayValue(TOKENS_COPY.expiryOption(90));
    await userEvent.selectOptions(expiry, TOKENS_COPY.expiryOption(null));
    await userEvent.type(screen.getByLabelText(TOKENS_COPY.nameLabel), "Backup server");
    await userEvent.click(screen.getByRole("button", { name: TOKENS_COPY.create }));
    const row = await screen.findByRole("row", { name: /Backup server/ });
    // In its column, and under its name for a phone.
    expect(within(row).getAllByText(TOKENS_COPY.noExpiry)).toHaveLength(2);
    const bodies = fetchMock.mock.calls.flatMap(([, init]) => (init?.method === "POST" ? [init.body] : []));
    expect(bodies.map((body) => JSON.parse(String(body)))).toEqual([
      { name: "Backup server", expiresInDays: null },
    ]);
  });

  it("marks a token past its end as expired, in its column and under its name on a phone", async () => {
    const ended = "2026-10-01T08:00:00.000Z";
    tokensApi([
      { id, name: "Old laptop", createdAt: "2026-07-03T08:00:00.000Z", lastUsedAt: null, expiresAt: ended },
    ]);
    renderRoute(<AccessTokens />, { path: "/usage", user: testUser() });
    const row = await screen.findByRole("row", { name: /Old laptop/ });
    const date = new Date(ended).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });
    expect(within(row).getAllByText(TOKENS_COPY.expiredOn(date))).toHaveLength(2);
  });

  it("shows when a token was last used", async () => {
    tokensApi([
      {
        id,
        name: "CI",
        createdAt: "2026-11-01T08:00:00.000Z",
        lastUsedAt: "2026-11-25T17:30:00.000Z",
        expiresAt: null,
      },
    ]);
    renderRoute(<AccessTokens />, { path: "/usage", user: testUser() });
    const row = await screen.findByRole("row", { name: /CI/ });
    expect(within(row).queryByText(TOKENS_COPY.neverUsed)).not.toBeInTheDocument();
    expect(row).toHaveTextContent("2026");
  });

  it("shows a long name whole, wrapped, with its created date under it for a phone", async () => {
    const long = "laptop desk-livingroom-photo-library-2026-weekly-backup-job";
    tokensApi([
      { id, name: long, createdAt: "2026-11-01T08:00:00.000Z", lastUsedAt: null, expiresAt: null },
      {
        id: "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d",
        name: "laptop desk",
        createdAt: "2026-11-20T08:00:00.000Z",
        lastUsedAt: null,
        expiresAt: null,
      },
    ]);
    renderRoute(<AccessTokens />, { path: "/usage", user: testUser() });
    const nameCell = (await screen.findByText(long)).closest("td") as HTMLElement;
    // Not cut off with an ellipsis: the name wraps, even where it has no space to wrap at.
    expect(nameCell).not.toHaveClass("truncate");
    expect(nameCell).toHaveClass("[overflow-wrap:anywhere]");
    expect(nameCell).toHaveTextContent(long);
    // The Created column is hidden on a phone: each name carries its date, so two tokens can be told apart.
    const created = (iso: string) =>
      TOKENS_COPY.createdOn(
        new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" }),
      );
    const under = within(nameCell).getByText(created("2026-11-01T08:00:00.000Z"));
    expect(under).toHaveClass("sm:hidden");
    const other = screen.getByText("laptop desk").closest("td") as HTMLElement;
    expect(within(other).getByText(created("2026-11-20T08:00:00.000Z"))).toBeInTheDocument();
  });

  it("without a package offered by the site, says how to run the tool from a copy of the repository", async () => {
    tokensApi([], null);
    renderRoute(<AccessTokens />, { path: "/usage", user: testUser() });
    await userEvent.type(await screen.findByLabelText(TOKENS_COPY.nameLabel), "My laptop");
    await userEvent.click(screen.getByRole("button", { name: TOKENS_COPY.create }));
    await screen.findByLabelText(TOKENS_COPY.tokenLabel);
    await waitFor(() => expect(screen.getByText(TOKENS_COPY.cliHint(false))).toBeInTheDocument());
    expect(codeSaying(`npx photo-organizer login --server ${window.location.origin}`)).toBeInTheDocument();
  });
});
