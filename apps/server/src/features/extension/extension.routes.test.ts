import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { suiteTestApp } from "../../../test/helper.ts";
import { loadConfig } from "../../config/env.ts";
import { BUILT_EXTENSION_ID } from "./extension-build.ts";

const zipPath = join(mkdtempSync(join(tmpdir(), "extension-zip-")), "photo-organizer-extension.zip");
const zipBytes = Buffer.from("PK\u0005\u0006".padEnd(22, "\0"), "binary");
writeFileSync(zipPath, zipBytes);

describe("the built extension, offered by the server it was built for (D19)", () => {
  const t = suiteTestApp({ db: "pglite", env: { EXTENSION_ZIP: zipPath } });

  it("is named in the public settings and downloads as the zip that was built", async () => {
    const config = await t.inject({ method: "GET", url: "/api/config" });
    expect(config.json().extensionDownloadPath).toBe("/downloads/photo-organizer-extension.zip");
    const res = await t.inject({ method: "GET", url: "/downloads/photo-organizer-extension.zip" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/zip");
    expect(res.headers["content-disposition"]).toContain("photo-organizer-extension.zip");
    expect(res.rawPayload.equals(zipBytes)).toBe(true);
  });
});

describe("a server without a built extension", () => {
  const t = suiteTestApp({ db: "pglite", env: { EXTENSION_ZIP: join(tmpdir(), "no-such-extension.zip") } });

  it("offers no download and answers 404 for it", async () => {
    const config = await t.inject({ method: "GET", url: "/api/config" });
    expect(config.json().extensionDownloadPath).toBeNull();
    const res = await t.inject({ method: "GET", url: "/downloads/photo-organizer-extension.zip" });
    expect(res.statusCode).toBe(404);
  });
});

describe("the extension ids the server accepts", () => {
  it("always include the id Chromium derives from the key in our manifest", () => {
    // Chromium's id for the key in packages/core/src/extension/extension.ts, as chrome://extensions shows it.
    expect(BUILT_EXTENSION_ID).toBe("lccdcjflnbfjommcebanpcikeblclpcd");
    expect(loadConfig({}).extension.ids).toEqual([BUILT_EXTENSION_ID]);
  });

  it("include the extension of the store listing 'Add to Chrome' leads to, with no EXTENSION_IDS", () => {
    const listed = "ponmlkjihgfedcbaponmlkjihgfedcba";
    const store = (url: string) => loadConfig({ CHROME_EXTENSION_URL: url }).extension.ids;
    expect(store(`https://chromewebstore.google.com/detail/photo-organizer/${listed}`)).toEqual([
      BUILT_EXTENSION_ID,
      listed,
    ]);
    expect(store(`https://chrome.google.com/webstore/detail/photo-organizer/${listed}?hl=en`)).toEqual([
      BUILT_EXTENSION_ID,
      listed,
    ]);
    // Any other page (a shop of our own, a look-alike host) names no extension the server should take.
    expect(store(`https://example.com/detail/photo-organizer/${listed}`)).toEqual([BUILT_EXTENSION_ID]);
    expect(store(`https://chromewebstore.google.com.evil.example/detail/x/${listed}`)).toEqual([
      BUILT_EXTENSION_ID,
    ]);
  });

  it("refuse an EXTENSION_IDS entry that is not an extension id, naming the variable", () => {
    expect(() => loadConfig({ EXTENSION_IDS: "https://evil.example" })).toThrow("EXTENSION_IDS");
  });
});
