import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ThemeProvider } from "@/components/theme-provider";
import { renderRoute, testUser } from "@/testing/render-route";
import { Header } from "./header";

const header = (
  <ThemeProvider>
    <Header />
  </ThemeProvider>
);

describe("Header", () => {
  it("marks Usage as the page a signed-in user is on", async () => {
    renderRoute(header, { path: "/usage", user: testUser() });
    expect(await screen.findByRole("link", { name: "Usage" })).toHaveAttribute("aria-current", "page");
  });

  it("does not mark Usage on another page", async () => {
    renderRoute(header, { path: "/upload", user: testUser() });
    expect(await screen.findByRole("link", { name: "Usage" })).not.toHaveAttribute("aria-current");
  });
});
