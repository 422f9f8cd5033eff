import type { ReactNode } from "react";
import { cn } from "@/lib/utils";

/** The title block at the top of a content page. */
export function PageHeader({
  eyebrow,
  title,
  description,
  children,
  className,
}: {
  eyebrow?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <section className={cn("relative overflow-hidden border-b", className)}>
      <div aria-hidden className="pointer-events-none absolute inset-0 bg-hero-glow" />
      <div className="relative mx-auto max-w-4xl px-4 pt-16 pb-14 text-center sm:pt-20 sm:pb-16">
        {eyebrow && (
          <p className="mb-4 inline-flex items-center gap-1.5 rounded-full border bg-background/70 px-3 py-1 text-xs font-medium text-muted-foreground backdrop-blur">
            {eyebrow}
          </p>
        )}
        <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">{title}</h1>
        {description && (
          <p className="mx-auto mt-5 max-w-2xl text-base text-muted-foreground sm:text-lg">{description}</p>
        )}
        {children && <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div>}
      </div>
    </section>
  );
}

/** A centred content column with the page's horizontal padding. */
export function PageSection({
  className,
  children,
  id,
}: {
  className?: string;
  children: ReactNode;
  id?: string;
}) {
  return (
    <section id={id} className={cn("mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-16", className)}>
      {children}
    </section>
  );
}

/** The icon-and-heading title of the signed-in tool pages (/upload, /usage, /admin). */
export function AppPageTitle({
  icon,
  title,
  subtitle,
}: {
  icon: ReactNode;
  title: ReactNode;
  subtitle?: ReactNode;
}) {
  return (
    <header className="mb-8 flex items-center gap-3">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-gradient text-white shadow-soft">
        {icon}
      </span>
      <div>
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
        {subtitle && <p className="text-sm text-muted-foreground">{subtitle}</p>}
      </div>
    </header>
  );
}
