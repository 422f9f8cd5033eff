import { documentTitle, PRODUCT_NAME } from "@photo-organizer/core";
import { type ReactNode, useEffect, useRef } from "react";
import { Outlet, ScrollRestoration, useLocation } from "react-router";
import { LeaveGuards } from "@/lib/leave-guards";
import { Footer } from "./footer";
import { Header } from "./header";
import { ScrollToTop } from "./scroll-to-top";

function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      Skip to content
    </a>
  );
}

/** Header, page, footer; `children` replaces the outlet (used by the error screen). */
export function RootLayout({ children }: { children?: ReactNode }) {
  const { pathname } = useLocation();
  const firstPath = useRef(pathname);
  useEffect(() => {
    document.title = documentTitle(pathname, PRODUCT_NAME);
  }, [pathname]);
  useEffect(() => {
    // After a client-side navigation, move focus to the new page so keyboard and screen-reader users start there.
    if (pathname === firstPath.current) return;
    firstPath.current = "";
    document.getElementById("main")?.focus({ preventScroll: true });
  }, [pathname]);
  return (
    <LeaveGuards>
      <div className="flex min-h-dvh flex-col">
        <SkipLink />
        <Header />
        <main id="main" tabIndex={-1} className="flex-1 outline-none">
          {children ?? <Outlet />}
        </main>
        <Footer />
        <ScrollToTop />
        <ScrollRestoration />
      </div>
    </LeaveGuards>
  );
}
