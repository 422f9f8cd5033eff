import type { ReactNode } from "react";
import { Link } from "react-router";
import { paths } from "@/config/paths";
import { PageHeader } from "./page-header";

export type LegalSection = { id: string; title: string; body: ReactNode };

/** Long-form policy pages: header, a table of contents on wide screens, and readable prose. */
export function LegalPage({
  title,
  intro,
  dateLabel,
  sections,
}: {
  title: string;
  intro: ReactNode;
  dateLabel: ReactNode;
  sections: LegalSection[];
}) {
  return (
    <>
      <PageHeader eyebrow={dateLabel} title={title} description={intro} />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[220px_1fr]">
        <nav aria-label="On this page" className="hidden lg:block">
          <div className="sticky top-24">
            <p className="mb-3 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
              On this page
            </p>
            <ol className="space-y-2 border-l text-sm">
              {sections.map((section) => (
                <li key={section.id}>
                  <a
                    href={`#${section.id}`}
                    className="-ml-px block border-l border-transparent pl-3 text-muted-foreground transition-colors hover:border-primary hover:text-foreground"
                  >
                    {section.title}
                  </a>
                </li>
              ))}
            </ol>
          </div>
        </nav>
        <article className="prose-page max-w-3xl">
          {sections.map((section) => (
            <section key={section.id} id={section.id} className="scroll-mt-24">
              <h2>{section.title}</h2>
              {section.body}
            </section>
          ))}
          <p className="mt-12 rounded-xl border bg-muted/40 p-4 text-sm">
            Questions about this page? <Link to={paths.contact.getHref()}>Contact us</Link> and we'll explain.
          </p>
        </article>
      </div>
    </>
  );
}
