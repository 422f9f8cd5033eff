import { MESSAGES } from "@photo-organizer/core";
import { RotateCcw, TriangleAlert } from "lucide-react";
import { isRouteErrorResponse, useRouteError } from "react-router";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return "Something went wrong while showing this page.";
}

/** The router's fallback when a page fails to render. */
export function ErrorPage() {
  const error = useRouteError();
  return (
    <section
      role="alert"
      className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 py-20 text-center"
    >
      <span className="flex size-14 items-center justify-center rounded-2xl bg-destructive/10 text-destructive">
        <TriangleAlert aria-hidden className="size-7" />
      </span>
      <h1 className="mt-6 text-2xl font-semibold sm:text-3xl">{MESSAGES.unexpectedApplicationError}</h1>
      <p className="mt-3 text-muted-foreground">
        Sorry — this page hit a problem. Reloading usually helps; if it keeps happening, let us know.
      </p>
      <pre className="mt-4 max-w-full overflow-x-auto rounded-lg bg-muted px-4 py-2 text-left text-xs text-muted-foreground">
        {describe(error)}
      </pre>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button variant="brand" onClick={() => window.location.reload()}>
          <RotateCcw aria-hidden />
          Reload page
        </Button>
        <Button asChild variant="outline">
          <a href={paths.home.getHref()}>Go to Home</a>
        </Button>
      </div>
    </section>
  );
}

/** Used when even the layout cannot render: the same screen on a bare page. */
export function RootErrorPage() {
  return (
    <main className="min-h-dvh bg-background">
      <ErrorPage />
    </main>
  );
}
