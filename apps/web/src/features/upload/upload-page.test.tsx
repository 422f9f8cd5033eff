import {
  BATCH_COPY,
  COLLECTION_COPY,
  MESSAGES,
  PLANS,
  SAVE_LOCATION_STORAGE_KEY,
  UPLOAD_COPY,
} from "@photo-organizer/core";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { layOutLists } from "@/testing/laid-out";
import { json, renderRoute, stubFetch, testUser, toastTexts } from "@/testing/render-route";
import { UploadPage } from "./upload-page";

/** A JPEG's first bytes up to its frame header, declaring `width` × `height` pixels. */
const jpegHead = (width: number, height: number) => [
  ...[0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0],
  ...[0xff, 0xc0, 0, 17, 8, height >> 8, height & 0xff, width >> 8, width & 0xff, 3],
  ...[1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1],
];
const jpeg = (name: string, width = 640, height = 480) =>
  new File([new Uint8Array(jpegHead(width, height))], name, { type: "image/jpeg" });

function stubObjectUrls() {
  const created: string[] = [];
  const revoked: string[] = [];
  vi.stubGlobal(
    "URL",
    Object.assign(URL, {
      createObjectURL: vi.fn(() => {
        const url = `blob:test/${created.length}`;
        created.push(url);
        return url;
      }),
      revokeObjectURL: vi.fn((url: string) => revoked.push(url)),
    }),
  );
  return { created, revoked };
}

const input = () => screen.getByTestId("upload-input") as HTMLInputElement;

describe("UploadPage", () => {
  beforeEach(layOutLists);
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("asks signed-out visitors to sign up, and refuses their files", async () => {
    stubFetch({});
    renderRoute(<UploadPage />, { path: "/upload", user: null });
    expect(screen.getByRole("heading", { level: 1, name: MESSAGES.uploadHeading })).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.uploadSignUpPrompt)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: MESSAGES.signUp })).toHaveAttribute("href", "/signup");
    expect(screen.getByRole("link", { name: MESSAGES.logIn })).toHaveAttribute(
      "href",
      "/login?returnTo=%2Fupload",
    );
    // "How It Works" says "in any format the note above lists": the note is there for visitors too.
    expect(screen.getByText(MESSAGES.uploadNote)).toBeInTheDocument();
    fireEvent.change(input(), { target: { files: [jpeg("a.jpg")] } });
    await waitFor(() => expect(toastTexts().join()).toContain(MESSAGES.signUpToUpload));
    expect(screen.queryByText(MESSAGES.filesSelected(1))).not.toBeInTheDocument();
  });

  it.each([
    ["free", "Select your photos: up to 20 at once, in any format the note above lists."],
    [
      "pro",
      "Select your photos or a whole folder, as many as your monthly allowance covers: they run as consecutive batches of up to 100, in any format the note above lists.",
    ],
    [
      "enterprise",
      "Select your photos or a whole folder, as many as your monthly allowance covers: they run as consecutive batches of up to 250, in any format the note above lists.",
    ],
  ] as const)("tells a %s account how large a selection may be", (plan, step) => {
    stubFetch({});
    renderRoute(<UploadPage />, { path: "/upload", user: testUser({ plan }) });
    const steps = screen.getByRole("heading", { name: MESSAGES.howItWorks }).nextElementSibling;
    expect(steps?.textContent).toContain(step);
    // Only Free has a selection limit: no other plan is told one it does not have.
    expect(steps?.textContent?.includes("at once")).toBe(plan === "free");
  });

  it("lists accepted files with thumbnails, toasts each rejection, and removes or clears files", async () => {
    stubFetch({});
    const urls = stubObjectUrls();
    renderRoute(<UploadPage />, { path: "/upload", user: testUser({ plan: "free" }) });
    expect(screen.getByText(MESSAGES.uploadNote)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.batchCap(PLANS.free.batchCap, "Free"))).toBeInTheDocument();
    const organize = screen.getByRole("button", { name: MESSAGES.organizePhotos });
    expect(organize).toBeDisabled();
    for (const title of MESSAGES.uploadFeatureCards) expect(screen.getByText(title)).toBeInTheDocument();
    // Signed in: the "Sign in to your account." step is done and left out.
    expect(
      screen.getByRole("heading", { name: MESSAGES.howItWorks }).nextElementSibling?.children,
    ).toHaveLength(4);

    const user = userEvent.setup({ applyAccept: false });
    await user.upload(input(), [jpeg("a.jpg"), new File(["hello"], "notes.jpg"), jpeg("b.jpg")]);
    await screen.findByText(MESSAGES.filesSelected(2));
    await waitFor(() => expect(toastTexts().join()).toContain(MESSAGES.fileDamaged("notes.jpg", "JPG")));
    expect(organize).toBeEnabled();
    await waitFor(() => expect(urls.created).toHaveLength(2));

    await user.click(screen.getByRole("button", { name: "Remove a.jpg" }));
    await screen.findByText(MESSAGES.filesSelected(1));
    expect(urls.revoked).toContain(urls.created[0]);
    await user.click(screen.getByRole("button", { name: "Clear all" }));
    await waitFor(() => expect(organize).toBeDisabled());
    expect(urls.revoked).toHaveLength(2);
  });

  it("shows no thumbnail for a file whose header declares more pixels than its format allows", async () => {
    stubFetch({});
    const urls = stubObjectUrls();
    renderRoute(<UploadPage />, { path: "/upload", user: testUser({ plan: "free" }) });
    const user = userEvent.setup({ applyAccept: false });
    // 17,000 × 17,000 is 289 MP: the page would decode it whole for a 48-pixel square.
    await user.upload(input(), [jpeg("bomb.jpg", 17_000, 17_000), jpeg("photo.jpg")]);
    await screen.findByText(MESSAGES.filesSelected(2));
    await waitFor(() => expect(urls.created).toHaveLength(1));
    const rowOf = (name: string) => screen.getByTitle(name).closest("li");
    await waitFor(() => expect(rowOf("photo.jpg")?.querySelector("img")).not.toBeNull());
    expect(rowOf("bomb.jpg")?.querySelector("img")).toBeNull();
  });

  it("keeps the first files up to the plan's batch cap and says how many were left out", async () => {
    stubFetch({});
    stubObjectUrls();
    renderRoute(<UploadPage />, { path: "/upload", user: testUser({ plan: "free" }) });
    const cap = PLANS.free.batchCap;
    const files = Array.from({ length: cap + 3 }, (_, i) => jpeg(`p${i}.jpg`));
    fireEvent.change(input(), { target: { files } });
    await screen.findByText(MESSAGES.filesSelected(cap));
    await waitFor(() => expect(toastTexts().join()).toContain(MESSAGES.batchCapDropped(3, cap)));
    // The list shows the rows in view (it is virtualized): the first ones kept.
    expect(screen.getByText("p0.jpg")).toBeInTheDocument();
  });

  it("shows only the limit toast, with Upgrade Plan, when the month's quota is used up", async () => {
    const fetchMock = stubFetch({
      "POST /api/batches": () => json({ message: MESSAGES.limitReached(25), code: "limit_reached" }, 403),
    });
    stubObjectUrls();
    const { router } = renderRoute(<UploadPage />, {
      path: "/upload",
      user: testUser({ plan: "free" }),
      otherPaths: ["/pricing"],
    });
    fireEvent.change(input(), { target: { files: [jpeg("a.jpg")] } });
    await screen.findByText(MESSAGES.filesSelected(1));
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: MESSAGES.organizePhotos }));
    await waitFor(() =>
      expect(toastTexts().join()).toContain(MESSAGES.limitReached(PLANS.free.monthlyLimit)),
    );
    const limitToast = toastTexts().find((t) => t.includes(MESSAGES.limitReached(PLANS.free.monthlyLimit)));
    expect(limitToast).toContain(MESSAGES.limitReachedDescription);
    expect(toastTexts().join()).not.toContain(MESSAGES.processingStarted(1));
    expect(fetchMock.mock.calls.map((c) => String(c[0]))).not.toContain("/api/analyze-image");
    fireEvent.click(screen.getByRole("button", { name: MESSAGES.upgradePlan }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/pricing"));
  });

  it("warns at 80% of the month, and when no photo could be analysed says so, makes no ZIP and finishes the batch", async () => {
    /** A preview worker that cannot decode anything. */
    class BrokenWorker {
      onmessage: ((event: { data: unknown }) => void) | null = null;
      onerror: (() => void) | null = null;
      postMessage(request: { id: number }) {
        setTimeout(
          () => this.onmessage?.({ data: { id: request.id, ok: false, error: "cannot decode" } }),
          0,
        );
      }
      terminate() {}
    }
    vi.stubGlobal("Worker", BrokenWorker);
    const usageAfter = {
      plan: "free",
      period: "2026-11",
      count: 21,
      limit: 25,
      remaining: 4,
      percent: 84,
      batchCap: 20,
    };
    const batchId = "0b9f6f52-6b8e-4c55-9d43-3c8a2f3b9a10";
    const fetchMock = stubFetch({
      "POST /api/batches": () =>
        json(
          { batchId, reserved: 2, expiresAt: "2026-11-23T13:00:00.000Z", usage: usageAfter, concurrency: 4 },
          201,
        ),
      [`POST /api/batches/${batchId}/finish`]: () =>
        json({ released: 2, charged: 0, usage: { ...usageAfter, count: 19, remaining: 6 } }),
    });
    stubObjectUrls();
    renderRoute(<UploadPage />, {
      path: "/upload",
      user: testUser({ plan: "free" }),
      otherPaths: ["/pricing"],
    });
    fireEvent.change(input(), { target: { files: [jpeg("a.jpg"), jpeg("b.jpg")] } });
    await screen.findByText(MESSAGES.filesSelected(2));
    fireEvent.click(screen.getByRole("button", { name: MESSAGES.organizePhotos }));
    await waitFor(() => expect(toastTexts().join()).toContain(MESSAGES.failedToProcessAny));
    const warning = toastTexts().find((t) => t.includes(MESSAGES.limitWarning(84)));
    expect(warning).toContain(MESSAGES.limitWarningDescription(4, "Free"));
    expect(fetchMock.mock.calls.map((c) => String(c[0]))).toContain(`/api/batches/${batchId}/finish`);
    expect(fetchMock.mock.calls.map((c) => String(c[0]))).not.toContain("/api/analyze-image");
    await screen.findByRole("button", { name: MESSAGES.organizePhotos });
    // The selection stays, so the user can try again.
    expect(screen.getByText(MESSAGES.filesSelected(2))).toBeInTheDocument();
  });

  it("saves to the downloads with no dialog, and opens one only when the user chose to pick the place", async () => {
    const picker = vi.fn(async () =>
      Promise.reject(new DOMException("The user aborted a request.", "AbortError")),
    );
    vi.stubGlobal("showSaveFilePicker", picker);
    const batchId = "0b9f6f52-6b8e-4c55-9d43-3c8a2f3b9a10";
    const usage = {
      plan: "free",
      period: "2026-11",
      count: 1,
      limit: 25,
      remaining: 24,
      percent: 4,
      batchCap: 20,
    };
    const fetchMock = stubFetch({
      "POST /api/batches": () =>
        json({ batchId, reserved: 1, expiresAt: "2026-11-23T13:00:00.000Z", usage, concurrency: 4 }, 201),
      [`POST /api/batches/${batchId}/finish`]: () =>
        json({ released: 1, charged: 0, usage: { ...usage, count: 0 } }),
    });
    stubObjectUrls();
    window.localStorage.clear();
    renderRoute(<UploadPage />, { path: "/upload", user: testUser({ plan: "free" }) });
    fireEvent.change(input(), { target: { files: [jpeg("a.jpg")] } });
    await screen.findByText(MESSAGES.filesSelected(1));
    const user = userEvent.setup();
    const choose = screen.getByRole("switch", { name: MESSAGES.chooseSaveLocation });
    expect(choose).not.toBeChecked();

    // Default: the batch starts at once, no dialog (the preview worker is absent here: nothing succeeds).
    await user.click(screen.getByRole("button", { name: MESSAGES.organizePhotos }));
    await waitFor(() => expect(toastTexts().join()).toContain(MESSAGES.failedToProcessAny));
    expect(picker).not.toHaveBeenCalled();

    // Asked for: the dialog opens at the click, before anything is reserved; closing it leaves nothing to undo.
    const sent = (path: string) => fetchMock.mock.calls.filter((c) => String(c[0]).endsWith(path)).length;
    expect([sent("/api/batches"), sent("/finish")]).toEqual([1, 1]);
    await user.click(choose);
    expect(choose).toBeChecked();
    await user.click(await screen.findByRole("button", { name: MESSAGES.organizePhotos }));
    await waitFor(() => expect(picker).toHaveBeenCalledTimes(1));
    await screen.findByRole("button", { name: MESSAGES.organizePhotos });
    expect([sent("/api/batches"), sent("/finish")]).toEqual([1, 1]);
    expect(screen.getByText(MESSAGES.filesSelected(1))).toBeInTheDocument();
    // Remembered for the next visit.
    expect(window.localStorage.getItem(SAVE_LOCATION_STORAGE_KEY)).toBe("choose");
  });

  it("asks for the folder at the click: closing the picker reserves nothing and keeps the selection", async () => {
    const picker = vi.fn(async () =>
      Promise.reject(new DOMException("The user aborted a request.", "AbortError")),
    );
    vi.stubGlobal("showDirectoryPicker", picker);
    const fetchMock = stubFetch({});
    stubObjectUrls();
    window.localStorage.clear();
    renderRoute(<UploadPage />, { path: "/upload", user: testUser({ plan: "pro" }) });
    fireEvent.change(input(), { target: { files: [jpeg("a.jpg"), jpeg("b.jpg")] } });
    await screen.findByText(MESSAGES.filesSelected(2));
    const user = userEvent.setup();
    await user.click(screen.getByRole("switch", { name: COLLECTION_COPY.saveToFolder }));
    await user.click(screen.getByRole("button", { name: MESSAGES.organizePhotos }));
    await waitFor(() => expect(picker).toHaveBeenCalledTimes(1));
    expect(fetchMock.mock.calls.map((c) => String(c[0]))).not.toContain("/api/batches");
    expect(screen.getByText(MESSAGES.filesSelected(2))).toBeInTheDocument();
    expect(screen.getByRole("button", { name: MESSAGES.organizePhotos })).toBeEnabled();
  });

  it("removes the ZIP file chosen at the click when the month's allowance refuses the batch", async () => {
    const remove = vi.fn(async () => undefined);
    const picker = vi.fn(async () => ({ createWritable: vi.fn(), remove }));
    vi.stubGlobal("showSaveFilePicker", picker);
    stubFetch({
      "POST /api/batches": () => json({ message: MESSAGES.limitReached(25), code: "limit_reached" }, 403),
    });
    stubObjectUrls();
    window.localStorage.clear();
    renderRoute(<UploadPage />, { path: "/upload", user: testUser({ plan: "free" }) });
    fireEvent.change(input(), { target: { files: [jpeg("a.jpg")] } });
    await screen.findByText(MESSAGES.filesSelected(1));
    const user = userEvent.setup();
    await user.click(screen.getByRole("switch", { name: MESSAGES.chooseSaveLocation }));
    await user.click(screen.getByRole("button", { name: MESSAGES.organizePhotos }));
    await waitFor(() =>
      expect(toastTexts().join()).toContain(MESSAGES.limitReached(PLANS.free.monthlyLimit)),
    );
    await waitFor(() => expect(remove).toHaveBeenCalledTimes(1));
    expect(picker).toHaveBeenCalledTimes(1);
  });

  it('remembers "Save into a folder" for the next visit, as a collection is organized over several', async () => {
    vi.stubGlobal("showDirectoryPicker", vi.fn());
    window.localStorage.clear();
    const visit = () => renderRoute(<UploadPage />, { path: "/upload", user: testUser({ plan: "pro" }) });
    const first = visit();
    const toFolder = await screen.findByRole("switch", { name: COLLECTION_COPY.saveToFolder });
    expect(toFolder).not.toBeChecked();
    await userEvent.setup().click(toFolder);
    expect(toFolder).toBeChecked();
    first.unmount();
    visit();
    expect(await screen.findByRole("switch", { name: COLLECTION_COPY.saveToFolder })).toBeChecked();
  });

  it("moves the keyboard focus from Organize Photos to the progress card, so Tab goes on inside it", async () => {
    stubFetch({ "POST /api/batches": () => new Promise<Response>(() => undefined) });
    stubObjectUrls();
    renderRoute(<UploadPage />, { path: "/upload", user: testUser({ plan: "free" }) });
    fireEvent.change(input(), { target: { files: [jpeg("a.jpg")] } });
    await screen.findByText(MESSAGES.filesSelected(1));
    const user = userEvent.setup();
    screen.getByRole("button", { name: MESSAGES.organizePhotos }).focus();
    await user.keyboard("{Enter}");
    const progress = await screen.findByTestId("organize-progress");
    await waitFor(() =>
      expect(within(progress).getByRole("heading", { name: UPLOAD_COPY.organizingTitle })).toHaveFocus(),
    );
    expect(document.activeElement).not.toBe(document.body);
    await user.tab();
    expect(within(progress).getByRole("button", { name: UPLOAD_COPY.cancel })).toHaveFocus();
  });

  it("asks before the page is left while a batch runs", async () => {
    stubFetch({ "POST /api/batches": () => new Promise<Response>(() => undefined) });
    stubObjectUrls();
    const { router } = renderRoute(<UploadPage />, {
      path: "/upload",
      from: "/pricing",
      user: testUser({ plan: "free" }),
    });
    const leave = () => {
      const event = new Event("beforeunload", { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    fireEvent.change(input(), { target: { files: [jpeg("a.jpg")] } });
    await screen.findByText(MESSAGES.filesSelected(1));
    expect(leave()).toBe(false);
    fireEvent.click(screen.getByRole("button", { name: MESSAGES.organizePhotos }));
    await screen.findByRole("button", { name: MESSAGES.processingImages });
    expect(leave()).toBe(true);

    // Back inside the app would stop the run: it asks too, and Stay keeps the run going.
    const user = userEvent.setup();
    await act(() => router.navigate(-1));
    const asked = await screen.findByRole("dialog", { name: BATCH_COPY.leavingRun.title });
    expect(asked.textContent).toContain(BATCH_COPY.leavingRun.description);
    await user.click(screen.getByRole("button", { name: BATCH_COPY.leavingRun.stay }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(router.state.location.pathname).toBe("/upload");
    expect(screen.getByRole("button", { name: MESSAGES.processingImages })).toBeDisabled();

    await act(() => router.navigate(-1));
    await user.click(await screen.findByRole("button", { name: BATCH_COPY.leavingRun.leave }));
    await screen.findByRole("heading", { name: "page /pricing" });
  });
});
