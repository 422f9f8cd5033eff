import { StrictMode } from "react";
import { describe, expect, it, vi } from "vitest";
import type { AuthStatus } from "@/features/auth/use-auth";
import { renderRoute } from "@/testing/render-route";
import { LoginPage, safeReturnTo } from "./login-page";

const auth = vi.hoisted(() => ({ status: "anonymous" as AuthStatus, login: vi.fn() }));
vi.mock("@/features/auth/use-auth", () => ({ useAuth: () => ({ ...auth, user: null, logout: vi.fn() }) }));

describe("LoginPage", () => {
  it("starts the sign-in once, with the return path, and renders nothing", () => {
    auth.status = "anonymous";
    auth.login.mockClear();
    const { container } = renderRoute(
      <StrictMode>
        <LoginPage />
      </StrictMode>,
      { path: "/login" },
    );
    expect(auth.login).toHaveBeenCalledTimes(1);
    expect(auth.login).toHaveBeenCalledWith("/");
    expect(container.textContent).toBe("");
  });

  it("does not start a sign-in while auth is loading", () => {
    auth.status = "loading";
    auth.login.mockClear();
    renderRoute(<LoginPage />, { path: "/login" });
    expect(auth.login).not.toHaveBeenCalled();
  });
});

describe("safeReturnTo", () => {
  it.each([
    [null, "/"],
    ["/usage", "/usage"],
    ["/upload?x=1", "/upload?x=1"],
    ["https://evil.example", "/"],
    ["//evil.example", "/"],
    ["/\\evil.example", "/"],
    ["usage", "/"],
  ])("%j → %j", (input, expected) => {
    expect(safeReturnTo(input)).toBe(expected);
  });
});
