import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./env.ts";

describe("loadConfig", () => {
  it("runs on embedded defaults with an empty environment", () => {
    expect(loadConfig({})).toMatchObject({ port: 3000, host: "0.0.0.0", nodeEnv: "development" });
  });
  it("names the variable that is wrong", () => {
    expect(() => loadConfig({ PORT: "not-a-port" })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: "not-a-port" })).toThrow(/PORT/);
  });
  it("derives the public URL from the port and keeps only its origin", () => {
    expect(loadConfig({ PORT: "4000" }).publicUrl).toBe("http://localhost:4000");
    expect(loadConfig({ PUBLIC_URL: "https://photos.example.com/" }).publicUrl).toBe(
      "https://photos.example.com",
    );
    expect(() => loadConfig({ PUBLIC_URL: "ftp://x" })).toThrow(/PUBLIC_URL/);
  });
  it("reads the database settings", () => {
    expect(loadConfig({}).dataDir).toBe("./data");
    expect(loadConfig({ DATABASE_URL: "postgres://u@h:5432/d" }).databaseUrl).toBe("postgres://u@h:5432/d");
    expect(() => loadConfig({ DATABASE_URL: "mysql://u@h/d" })).toThrow(/DATABASE_URL/);
  });
  it("runs the development sign-in provider unless an OIDC provider is fully configured", () => {
    expect(loadConfig({}).oidc).toBeNull();
    const oidc = {
      OIDC_ISSUER: "https://accounts.google.com",
      OIDC_CLIENT_ID: "id",
      OIDC_CLIENT_SECRET: "s",
    };
    expect(loadConfig(oidc).oidc).toMatchObject({ issuer: "https://accounts.google.com", clientId: "id" });
    expect(() => loadConfig({ OIDC_ISSUER: "https://accounts.google.com" })).toThrow(/OIDC_CLIENT_ID/);
  });
  it("refuses the development provider in production unless explicitly enabled", () => {
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(/OIDC_ISSUER/);
    expect(loadConfig({ NODE_ENV: "production", DEV_OIDC_IN_PRODUCTION: "true" }).oidc).toBeNull();
  });
  it("lower-cases and trims ADMIN_EMAILS", () => {
    expect(loadConfig({ ADMIN_EMAILS: " Boss@Example.com,,ops@example.com " }).adminEmails).toEqual([
      "boss@example.com",
      "ops@example.com",
    ]);
  });
  it("reads TRUST_PROXY as a number of proxies or their addresses, never as 'believe any address'", () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "false" }).trustProxy).toBe(false);
    // `true` is one proxy in front: the client's own X-Forwarded-For entries are not believed.
    expect(loadConfig({ TRUST_PROXY: "true" }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: "2" }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: "10.0.0.0/8, 192.168.1.7,::1,fd00::/8" }).trustProxy).toEqual([
      "10.0.0.0/8",
      "192.168.1.7",
      "::1",
      "fd00::/8",
    ]);
    for (const wrong of ["yes", "10.0.0.0/33", "10.0.0.1,", "example.com", "-1", "1.5"]) {
      expect(() => loadConfig({ TRUST_PROXY: wrong }), wrong).toThrow(/TRUST_PROXY/);
    }
  });
});
