import { ArrowRight } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";

/** The site's main next step on a page: a large brand-coloured link with an arrow. */
export function CallToAction({
  to,
  className,
  children,
}: {
  to: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Button asChild variant="brand" size="lg" className={className}>
      <Link to={to}>
        {children}
        <ArrowRight aria-hidden />
      </Link>
    </Button>
  );
}
