import { describe, expect, it } from "vitest";
import { extensionManifest } from "./manifest";

type Manifest = { content_security_policy?: { extension_pages?: string } };

describe("the extension's manifest", () => {
  it("lets extension pages compile WebAssembly (the HEIC decoder), and nothing else beyond MV3's default", async () => {
    const defined = extensionManifest("http://localhost:3000", { withKey: false });
    const manifest = (await (typeof defined === "function"
      ? defined({ command: "build", mode: "production" })
      : defined)) as Manifest;
    const policy = manifest.content_security_policy?.extension_pages ?? "";
    const directives = Object.fromEntries(
      policy
        .split(";")
        .map((d) => d.trim().split(/\s+/))
        .filter((d) => d[0])
        .map(([name, ...sources]) => [name, [...sources].sort()]),
    );
    expect(directives).toEqual({
      "script-src": ["'self'", "'wasm-unsafe-eval'"].sort(),
      "object-src": ["'self'"],
    });
  });
});
