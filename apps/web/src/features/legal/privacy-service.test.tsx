import { PRIVACY, previewPrivacy } from "@photo-organizer/core";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { json, renderRoute, stubFetch } from "@/testing/render-route";
import { FaqPage } from "../faq/faq-page";
import { PrivacyPage } from "./privacy-page";

const config = (imageService: string | null) =>
  stubFetch({ "GET /api/config": () => json({ checkoutUrls: {}, imageService }) });

describe("the privacy texts of a site that has its previews described by an outside service", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("say where the previews go on the privacy policy and in the FAQ, and no longer that no one else sees them", async () => {
    config("api.openai.com");
    renderRoute(<PrivacyPage />);
    expect(
      (await screen.findAllByText(previewPrivacy("api.openai.com").previews, { exact: false })).length,
    ).toBeGreaterThan(0);
    expect(document.body.textContent).not.toContain(PRIVACY.previews);
    expect(document.body.textContent).not.toContain("own infrastructure");
  });

  it("put the outside service in the FAQ's answer where the own-models sentence was", async () => {
    config("vision.example.com");
    renderRoute(<FaqPage />);
    await userEvent.click(await screen.findByRole("button", { name: "Are my photos uploaded or stored?" }));
    const answer = await screen.findByText(previewPrivacy("vision.example.com").previews, { exact: false });
    expect(answer.textContent).toContain(PRIVACY.originals);
    expect(answer.textContent).not.toContain(PRIVACY.previews);
  });
});
