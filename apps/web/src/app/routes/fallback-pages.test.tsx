import { MESSAGES } from "@photo-organizer/core";
import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ErrorPage } from "./error-page";
import { NotFoundPage } from "./not-found-page";

afterEach(() => vi.restoreAllMocks());

function Broken(): never {
  throw new Error("render failed");
}

describe("router fallbacks", () => {
  it("shows the spec's heading when a page fails to render", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const router = createMemoryRouter([{ path: "/", element: <Broken />, errorElement: <ErrorPage /> }]);
    render(<RouterProvider router={router} />);
    expect(
      await screen.findByRole("heading", { name: MESSAGES.unexpectedApplicationError }),
    ).toBeInTheDocument();
    expect(screen.getByText("render failed")).toBeInTheDocument();
  });

  it("404: says so, links home and logs the unknown path", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const router = createMemoryRouter([{ path: "*", element: <NotFoundPage /> }], {
      initialEntries: ["/nope"],
    });
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole("heading", { name: MESSAGES.notFoundHeading })).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.notFoundCode)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
    expect(warn).toHaveBeenCalledWith(expect.any(String), "/nope");
  });
});
