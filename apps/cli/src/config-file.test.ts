import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CLI_COPY } from "@photo-organizer/core";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { connection, noTokenMessage, sameServer, TOKEN_ENV, writeConfig } from "./config-file.ts";

describe("which token a run sends, and where", () => {
  beforeEach(() => {
    vi.stubEnv("XDG_CONFIG_HOME", mkdtempSync(join(tmpdir(), "po-config-")));
    vi.stubEnv(TOKEN_ENV, "");
  });
  afterEach(() => vi.unstubAllEnvs());
  const saveLogin = () => writeConfig({ server: "https://photos.example.com", token: "po_saved" });

  it("sends the saved token to the server it was saved for, however its address is written", async () => {
    await saveLogin();
    expect(await connection({})).toEqual({
      server: "https://photos.example.com",
      token: "po_saved",
      savedFor: null,
    });
    const spelled = await connection({ server: "HTTPS://Photos.Example.com:443/" });
    expect(spelled.token).toBe("po_saved");
  });

  it("never sends the saved token to another server, and says why there is none", async () => {
    await saveLogin();
    for (const other of [
      "https://photos.example.co",
      "http://photos.example.com",
      "https://photos.example.com:8443",
    ]) {
      const run = await connection({ server: other });
      expect(run).toEqual({ server: other, token: null, savedFor: "https://photos.example.com" });
      expect(noTokenMessage(run.server, run.savedFor)).toBe(
        CLI_COPY.tokenForAnotherServer("https://photos.example.com", other),
      );
    }
  });

  it("sends PHOTO_ORGANIZER_TOKEN to whichever server is given: the user named both", async () => {
    await saveLogin();
    vi.stubEnv(TOKEN_ENV, "po_from_env");
    expect(await connection({ server: "https://staging.example.com" })).toEqual({
      server: "https://staging.example.com",
      token: "po_from_env",
      savedFor: null,
    });
  });

  it("says plainly when nothing was ever saved", async () => {
    const run = await connection({});
    expect([run.token, noTokenMessage(run.server, run.savedFor)]).toEqual([null, CLI_COPY.noToken]);
  });

  it("compares addresses as one server", () => {
    expect(sameServer("http://localhost:3000", "http://LOCALHOST:3000/")).toBe(true);
    expect(sameServer("http://localhost:3000", "http://localhost:3001")).toBe(false);
    expect(sameServer("http://example.com:80", "http://example.com")).toBe(true);
  });
});
