import { DEFAULT_ORGANIZATION_SETTINGS, ORGANIZATION_COPY } from "@photo-organizer/core";
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { json, renderRoute, stubFetch, testUser } from "@/testing/render-route";
import { OrganizationSettingsPanel } from "./organization-settings-panel";

const T = ORGANIZATION_COPY.panel;

/** jsdom has no ResizeObserver; Radix's Switch measures itself with one. */
class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

/**
 * The panel on /upload of an account on `plan` whose saved settings are the defaults, opened as a user opens
 * it; the user came from /pricing.
 */
async function openPanelOn(plan: "free" | "pro", applies: boolean) {
  stubFetch({
    "GET /api/organization-settings": () =>
      json({ settings: DEFAULT_ORGANIZATION_SETTINGS, saved: false, applies }),
  });
  const { router } = renderRoute(<OrganizationSettingsPanel disabled={false} />, {
    path: "/upload",
    from: "/pricing",
    user: testUser({ plan }),
  });
  const user = userEvent.setup();
  await user.click(await screen.findByRole("button", { name: new RegExp(T.open) }));
  return { user, router };
}

const openPanel = async (plan: "free" | "pro", applies: boolean) => (await openPanelOn(plan, applies)).user;

describe("OrganizationSettingsPanel", () => {
  beforeEach(() => vi.stubGlobal("ResizeObserver", NoResizeObserver));
  afterEach(() => vi.unstubAllGlobals());

  it("shows a VIP the live preview and saves their patterns and folders", async () => {
    let saved: unknown;
    stubFetch({
      "GET /api/organization-settings": () =>
        json({ settings: DEFAULT_ORGANIZATION_SETTINGS, saved: false, applies: true }),
      "PUT /api/organization-settings": (init) => {
        saved = JSON.parse(String(init?.body));
        return json({ settings: saved, saved: true, applies: true });
      },
    });
    renderRoute(<OrganizationSettingsPanel disabled={false} />, { user: testUser({ plan: "enterprise" }) });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: T.open }));
    expect(screen.getByTestId("organization-preview").textContent).toContain(
      "Animals/golden_retriever_puppy_in_the_snow.jpg",
    );

    const type = (label: string, value: string) =>
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    type(T.folderPattern, "{year}/{category}");
    type(T.namePattern, "{date}_{description}");
    await user.click(screen.getByRole("button", { name: T.addFolder }));
    // A new folder's name is no error before the user had a chance to type it; each field keeps its name
    // in sight once filled.
    expect(screen.queryByRole("alert")).toBeNull();
    type(T.folderName, "Pets");
    expect(screen.getByText(T.folderName)).toBeVisible();
    type(T.folderCategories, "Animals");
    expect(screen.getByTestId("organization-preview").textContent).toContain(
      "2024/Pets/2024-01-14_golden_retriever_puppy_in_the_snow.jpg",
    );
    expect(screen.getByTestId("organization-preview").textContent).toContain("Unknown_date/Food/");
    // Which date an undated photo really gets (its file's), so Unknown_date is not taken for the usual case.
    expect(screen.getByText(T.undatedNote)).toBeVisible();
    // Each pattern's tokens are read out with its field.
    expect(screen.getByLabelText(T.folderPattern)).toHaveAccessibleDescription(T.folderPatternHint);

    await user.click(screen.getByRole("button", { name: T.save }));
    await waitFor(() =>
      expect(saved).toEqual({
        ...DEFAULT_ORGANIZATION_SETTINGS,
        folderPattern: "{year}/{category}",
        namePattern: "{date}_{description}",
        folders: [{ name: "Pets", words: [], categories: ["Animals"] }],
      }),
    );
  }, 30_000);

  it("opens on its title, not on the Folders pattern selected for the first key to replace", async () => {
    const user = await openPanel("pro", true);
    expect(screen.getByRole("heading", { name: T.title })).toHaveFocus();
    // A key typed now does not replace the pattern; Tab goes on to the first field.
    await user.keyboard("x");
    expect(screen.getByLabelText(T.folderPattern)).toHaveValue(DEFAULT_ORGANIZATION_SETTINGS.folderPattern);
    await user.tab();
    expect(screen.getByLabelText(T.folderPattern)).toHaveFocus();
  });

  it("marks a wrong pattern's field and gives it the problem's words, for a screen reader coming back to it", async () => {
    const user = await openPanel("pro", true);
    const pattern = screen.getByLabelText(T.folderPattern);
    expect(pattern).not.toHaveAttribute("aria-invalid");
    await user.clear(pattern);
    await user.type(pattern, "{{year}/{categry}");
    const alert = await screen.findByRole("alert");
    expect(pattern).toHaveAttribute("aria-invalid", "true");
    expect(pattern).toHaveAccessibleDescription(`${T.folderPatternHint} ${alert.textContent}`);
    // The other pattern is fine: nothing points it at the problem.
    expect(screen.getByLabelText(T.namePattern)).not.toHaveAttribute("aria-invalid");
  });

  it("says a new folder needs a name once its field is left, not before, with examples for placeholders", async () => {
    const user = await openPanel("pro", true);
    await user.click(screen.getByRole("button", { name: T.addFolder }));
    const name = screen.getByLabelText(T.folderName);
    expect(name).toHaveAttribute("placeholder", "e.g. Pets");
    expect(screen.getByLabelText(T.folderWords)).toHaveAttribute("placeholder", "e.g. dog, cat, puppy");
    expect(screen.getByLabelText(T.folderCategories).getAttribute("placeholder")).toMatch(/^e\.g\. /);
    // Nothing red yet, and the preview still shows.
    expect(screen.queryByRole("alert")).toBeNull();
    expect(name).not.toHaveAttribute("aria-invalid");
    expect(screen.getByTestId("organization-preview")).toBeInTheDocument();

    await user.click(name);
    await user.tab();
    expect(await screen.findByRole("alert")).toHaveTextContent(
      ORGANIZATION_COPY.settingsErrors.folderNameEmpty,
    );
    // The focus went on to the next field, not back to the dialog.
    expect(screen.getByLabelText(T.folderWords)).toHaveFocus();
    expect(name).toHaveAttribute("aria-invalid", "true");
    expect(name).toHaveAccessibleDescription(ORGANIZATION_COPY.settingsErrors.folderNameEmpty);
    expect(screen.getByRole("button", { name: T.save })).toBeDisabled();
    await user.type(name, "Pets");
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.getByRole("button", { name: T.save })).toBeEnabled();
  });

  it("says why Save did nothing when a new folder still has no name, at its field", async () => {
    const put = vi.fn(() => json({}));
    stubFetch({
      "GET /api/organization-settings": () =>
        json({ settings: DEFAULT_ORGANIZATION_SETTINGS, saved: false, applies: true }),
      "PUT /api/organization-settings": put,
    });
    renderRoute(<OrganizationSettingsPanel disabled={false} />, { user: testUser({ plan: "pro" }) });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: T.open }));
    await user.click(screen.getByRole("button", { name: T.addFolder }));
    expect(screen.queryByRole("alert")).toBeNull();
    await user.click(screen.getByRole("button", { name: T.save }));
    expect(screen.getByRole("alert")).toHaveTextContent(ORGANIZATION_COPY.settingsErrors.folderNameEmpty);
    expect(screen.getByLabelText(T.folderName)).toHaveFocus();
    expect(put).not.toHaveBeenCalled();
  });

  it("asks before closing with changes not saved, and keeps them to go on editing", async () => {
    const user = await openPanel("pro", true);
    // Nothing changed: Escape closes at once.
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByLabelText(T.folderPattern)).toBeNull());

    await user.click(screen.getByRole("button", { name: T.open }));
    fireEvent.change(screen.getByLabelText(T.folderPattern), { target: { value: "{year}/{category}" } });
    await user.keyboard("{Escape}");
    await screen.findByText(T.discardTitle);
    await user.click(screen.getByRole("button", { name: T.keepEditing }));
    await waitFor(() => expect(screen.queryByText(T.discardTitle)).toBeNull());
    expect(screen.getByLabelText(T.folderPattern)).toHaveValue("{year}/{category}");

    await user.keyboard("{Escape}");
    await user.click(await screen.findByRole("button", { name: T.discard }));
    await waitFor(() => expect(screen.queryByLabelText(T.folderPattern)).toBeNull());
    await user.click(screen.getByRole("button", { name: T.open }));
    expect(screen.getByLabelText(T.folderPattern)).toHaveValue(DEFAULT_ORGANIZATION_SETTINGS.folderPattern);
  });

  it("asks before Back drops changes not saved, and keeps them to go on editing", async () => {
    const { user, router } = await openPanelOn("pro", true);
    fireEvent.change(screen.getByLabelText(T.folderPattern), { target: { value: "{year}/{category}" } });

    await act(() => router.navigate(-1));
    await screen.findByText(T.discardTitle);
    expect(router.state.location.pathname).toBe("/upload");
    await user.click(screen.getByRole("button", { name: T.keepEditing }));
    await waitFor(() => expect(screen.queryByText(T.discardTitle)).toBeNull());
    expect(router.state.location.pathname).toBe("/upload");
    expect(screen.getByLabelText(T.folderPattern)).toHaveValue("{year}/{category}");

    await act(() => router.navigate(-1));
    await user.click(await screen.findByRole("button", { name: T.discard }));
    await screen.findByRole("heading", { name: "page /pricing" });
  });

  it("names the bad token instead of a preview, and does not save", async () => {
    await openPanel("pro", true);
    fireEvent.change(screen.getByLabelText(T.folderPattern), { target: { value: "{category}/{yaer}" } });
    expect(screen.getByRole("alert").textContent).toContain("{yaer} is not a token of the folder pattern");
    expect(screen.getByRole("button", { name: T.save })).toBeDisabled();
  });

  it("shows a Free account the features marked Pro with an upgrade link, what applies instead, and no way to save", async () => {
    await openPanel("free", false);
    expect(screen.getByTestId("organization-upgrade").textContent).toContain(T.upgradeNote);
    // The choices shown are Pro's; what applies to this account instead is said, duplicates included.
    expect(screen.getByTestId("organization-upgrade").textContent).toContain(T.withoutFeature);
    expect(screen.getByRole("link", { name: T.upgradeLink })).toHaveAttribute("href", "/pricing");
    expect(screen.getByLabelText(T.folderPattern)).toBeDisabled();
    expect(screen.getByRole("button", { name: T.save })).toBeDisabled();
  });

  it("tells an account moved to Free that its saved settings are kept, shown, and not applied", async () => {
    const mine = { ...DEFAULT_ORGANIZATION_SETTINGS, folderPattern: "{year}/{category}" };
    stubFetch({
      "GET /api/organization-settings": () => json({ settings: mine, saved: true, applies: false }),
    });
    renderRoute(<OrganizationSettingsPanel disabled={false} />, { user: testUser({ plan: "free" }) });
    await userEvent.setup().click(await screen.findByRole("button", { name: new RegExp(T.open) }));
    const upgrade = screen.getByTestId("organization-upgrade").textContent;
    expect(upgrade).toContain(ORGANIZATION_COPY.notApplied("Free"));
    expect(upgrade).not.toContain(T.withoutFeature);
    expect(screen.getByLabelText(T.folderPattern)).toHaveValue("{year}/{category}");
  });
});
