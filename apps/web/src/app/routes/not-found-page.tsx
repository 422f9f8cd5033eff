import { MESSAGES } from "@photo-organizer/core";
import { ArrowLeft } from "lucide-react";
import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";

export function NotFoundPage() {
  const location = useLocation();
  useEffect(() => {
    console.warn("404: no route matches", location.pathname);
  }, [location.pathname]);

  return (
    <section className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 py-20 text-center">
      <p className="text-gradient text-8xl font-extrabold tracking-tighter sm:text-9xl">
        {MESSAGES.notFoundCode}
      </p>
      <h1 className="mt-4 text-2xl font-semibold sm:text-3xl">{MESSAGES.notFoundHeading}</h1>
      <p className="mt-3 text-muted-foreground">
        The page <code className="rounded bg-muted px-1.5 py-0.5 text-sm">{location.pathname}</code> doesn't
        exist or has moved.
      </p>
      <Button asChild variant="brand" size="lg" className="mt-8">
        <Link to={paths.home.getHref()}>
          <ArrowLeft aria-hidden />
          Return to Home
        </Link>
      </Button>
    </section>
  );
}
