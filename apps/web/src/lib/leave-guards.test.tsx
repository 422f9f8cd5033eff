import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { renderRoute } from "@/testing/render-route";
import { useLeaveGuard } from "./leave-guards";
import { unsavedWork } from "./unsaved-work";

/** A part of the page holding work while its box is ticked, with its own question when the user leaves. */
function Part({ name }: { name: string }) {
  const [holding, setHolding] = useState(false);
  const leaving = useLeaveGuard(holding, `${name}'s work`);
  return (
    <section>
      <label>
        <input type="checkbox" checked={holding} onChange={(e) => setHolding(e.target.checked)} />
        {`${name} holds work`}
      </label>
      {leaving.asking ? (
        <div role="dialog" aria-label={`Leave ${name}?`}>
          <button type="button" onClick={leaving.leave}>{`Leave ${name}`}</button>
          <button type="button" onClick={leaving.stay}>{`Stay with ${name}`}</button>
        </div>
      ) : null}
    </section>
  );
}

function Page() {
  return (
    <>
      <Part name="results" />
      <Part name="settings" />
    </>
  );
}

async function pageWithBoth() {
  const view = renderRoute(<Page />, { path: "/upload", from: "/pricing" });
  const user = userEvent.setup();
  await user.click(screen.getByLabelText("results holds work"));
  await user.click(screen.getByLabelText("settings holds work"));
  return { ...view, user };
}

describe("LeaveGuards", () => {
  it("asks every part that would lose work, the latest first, before Back goes", async () => {
    const { router, user } = await pageWithBoth();
    await act(() => router.navigate(-1));
    await user.click(await screen.findByRole("button", { name: "Leave settings" }));
    // The results were not let go: they are asked about too, and the page stays until they are.
    expect(screen.queryByRole("dialog", { name: "Leave settings?" })).toBeNull();
    expect(router.state.location.pathname).toBe("/upload");
    await user.click(await screen.findByRole("button", { name: "Leave results" }));
    await screen.findByRole("heading", { name: "page /pricing" });
  });

  it("stays when any part is kept, and asks every part again next time", async () => {
    const { router, user } = await pageWithBoth();
    await act(() => router.navigate(-1));
    await user.click(await screen.findByRole("button", { name: "Leave settings" }));
    await user.click(await screen.findByRole("button", { name: "Stay with results" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(router.state.location.pathname).toBe("/upload");

    await act(() => router.navigate(-1));
    await screen.findByRole("dialog", { name: "Leave settings?" });
  });

  it("lets the page go at once when no part holds work", async () => {
    const { router, user } = await pageWithBoth();
    await user.click(screen.getByLabelText("results holds work"));
    await user.click(screen.getByLabelText("settings holds work"));
    await act(() => router.navigate(-1));
    await screen.findByRole("heading", { name: "page /pricing" });
  });

  it("tells the app's own questions what each part holds, only while it holds it", async () => {
    const { user } = await pageWithBoth();
    expect(unsavedWork()).toEqual(["results's work", "settings's work"]);
    await user.click(screen.getByLabelText("results holds work"));
    expect(unsavedWork()).toEqual(["settings's work"]);
    await user.click(screen.getByLabelText("settings holds work"));
    expect(unsavedWork()).toEqual([]);
  });
});
