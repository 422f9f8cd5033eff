import { describe, expect, it } from "vitest";
import { signInProviderName } from "./sign-in-provider.ts";

describe("the name of the provider a server signs people in with", () => {
  it("names the well-known providers, any other by its host, and none for the development provider", () => {
    expect(signInProviderName("https://accounts.google.com")).toBe("Google");
    expect(signInProviderName("https://login.microsoftonline.com/common/v2.0")).toBe("Microsoft");
    expect(signInProviderName("https://auth.example.com/realms/photos")).toBe("auth.example.com");
    expect(signInProviderName(null)).toBeNull();
  });
});
