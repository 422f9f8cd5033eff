import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { PRIVACY, previewPrivacy, privacyContradictions } from "./privacy.ts";

describe("where the previews are described, as the privacy texts say it", () => {
  it("keeps the site's own sentences when its own models describe the previews", () => {
    const own = previewPrivacy(null);
    expect([own.card, own.summary, own.previews]).toEqual([PRIVACY.card, PRIVACY.summary, PRIVACY.previews]);
    expect(own.previews).toContain("no third-party AI service sees it");
  });

  it("names the outside image service wherever it says where a preview goes, and never denies it", () => {
    fc.assert(
      fc.property(fc.domain(), (host) => {
        const remote = previewPrivacy(host);
        for (const text of [remote.summary, remote.previews, remote.describedBy, remote.serviceProviders])
          expect(text).toContain(host);
        const all = Object.values(remote).join(" ");
        expect(all).not.toMatch(/third-party|own server|own infrastructure/);
        expect(privacyContradictions(all)).toEqual([]);
      }),
    );
  });
});
