import { HELP_COPY as COPY } from "@photo-organizer/core";
import {
  BookOpen,
  FolderTree,
  LifeBuoy,
  type LucideIcon,
  Rocket,
  Search,
  UploadCloud,
  UserCog,
  Wrench,
  X,
} from "lucide-react";
import { type ReactNode, useDeferredValue, useId, useState } from "react";
import { Link } from "react-router";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "@/components/ui/accordion";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { paths } from "@/config/paths";
import { usePreviewPrivacy } from "@/lib/preview-privacy";
import { HELP_FAQ, HELP_TOPICS } from "./data/help-content";
import { filterByQuery } from "./lib/search-help";

const TOPIC_ICONS: Record<string, LucideIcon> = {
  "getting-started": Rocket,
  "uploading-photos": UploadCloud,
  "organization-features": FolderTree,
  "account-management": UserCog,
  troubleshooting: Wrench,
  "contact-support": LifeBuoy,
};

const RELATED = [
  { to: paths.terms.getHref(), label: COPY.related.terms },
  { to: paths.privacy.getHref(), label: COPY.related.privacy },
  { to: paths.contact.getHref(), label: COPY.related.contact },
  { to: paths.features.getHref(), label: COPY.related.features },
  { to: paths.about.getHref(), label: COPY.related.about },
];

/** /help: a search that really filters the six topics and the FAQ, and the support form (stored, D8). */
export function HelpPage({ supportForm }: { supportForm?: ReactNode }) {
  const { truthful } = usePreviewPrivacy();
  const searchId = useId();
  const [query, setQuery] = useState("");
  const deferred = useDeferredValue(query);
  const topics = filterByQuery(HELP_TOPICS, deferred, (t) => [t.title, t.description, ...t.points]);
  const faq = filterByQuery(HELP_FAQ, deferred, (q) => [q.question, q.answer]);
  const searching = deferred.trim() !== "";
  const nothing = topics.length === 0 && faq.length === 0;

  return (
    <div className="relative">
      <div className="pointer-events-none absolute inset-x-0 top-0 h-96 bg-hero-glow" aria-hidden />
      <div className="relative mx-auto w-full max-w-6xl space-y-14 px-4 py-12 sm:py-16">
        <header className="mx-auto max-w-2xl space-y-5 text-center">
          <span className="mx-auto flex size-12 items-center justify-center rounded-2xl bg-brand-gradient text-white shadow-soft">
            <BookOpen aria-hidden />
          </span>
          <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">{COPY.heading}</h1>
          <p className="text-lg text-muted-foreground">{COPY.intro}</p>
          <search className="relative block">
            <label htmlFor={searchId} className="sr-only">
              {COPY.searchLabel}
            </label>
            <Search
              className="absolute top-1/2 left-4 size-5 -translate-y-1/2 text-muted-foreground"
              aria-hidden
            />
            <Input
              id={searchId}
              type="search"
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              placeholder={COPY.searchPlaceholder}
              className="h-13 rounded-2xl pr-12 pl-12 text-base shadow-soft"
            />
            {query && (
              <Button
                type="button"
                variant="ghost"
                size="icon-sm"
                className="absolute top-1/2 right-2.5 -translate-y-1/2"
                aria-label={COPY.clearSearch}
                onClick={() => setQuery("")}
              >
                <X aria-hidden />
              </Button>
            )}
          </search>
          <p aria-live="polite" className="min-h-5 text-sm text-muted-foreground">
            {searching && !nothing ? COPY.results(topics.length, faq.length) : ""}
          </p>
        </header>

        {nothing ? (
          <div className="mx-auto max-w-md space-y-2 rounded-2xl border border-dashed p-8 text-center">
            <p className="font-semibold">{COPY.noResults(deferred.trim())}</p>
            <p className="text-sm text-muted-foreground">{COPY.noResultsHint}</p>
            <Button variant="outline" size="sm" onClick={() => setQuery("")}>
              {COPY.clearSearch}
            </Button>
          </div>
        ) : (
          <>
            {topics.length > 0 && (
              <section aria-labelledby="help-topics" className="space-y-6">
                <h2 id="help-topics" className="text-2xl font-bold tracking-tight">
                  {COPY.topicsHeading}
                </h2>
                <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
                  {topics.map((topic) => {
                    const Icon = TOPIC_ICONS[topic.id] ?? BookOpen;
                    return (
                      <li key={topic.id}>
                        <Card className="h-full transition-shadow hover:shadow-lift">
                          <CardHeader>
                            <span className="mb-2 flex size-10 items-center justify-center rounded-lg bg-accent text-accent-foreground">
                              <Icon className="size-5" aria-hidden />
                            </span>
                            <CardTitle>{topic.title}</CardTitle>
                            <CardDescription>{topic.description}</CardDescription>
                          </CardHeader>
                          <CardContent>
                            <ul className="space-y-1.5 text-sm text-muted-foreground">
                              {topic.points.map((point) => (
                                <li key={point} className="flex gap-2">
                                  <span
                                    className="mt-2 size-1.5 shrink-0 rounded-full bg-primary"
                                    aria-hidden
                                  />
                                  {point}
                                </li>
                              ))}
                            </ul>
                          </CardContent>
                        </Card>
                      </li>
                    );
                  })}
                </ul>
              </section>
            )}
            {faq.length > 0 && (
              <section aria-labelledby="help-faq" className="mx-auto max-w-3xl space-y-6">
                <h2 id="help-faq" className="text-2xl font-bold tracking-tight">
                  {COPY.faqHeading}
                </h2>
                <Accordion type="single" collapsible className="rounded-2xl border bg-card px-5 shadow-soft">
                  {faq.map((item) => (
                    <AccordionItem key={item.question} value={item.question}>
                      <AccordionTrigger>{item.question}</AccordionTrigger>
                      <AccordionContent className="text-muted-foreground">
                        {truthful(item.answer)}
                      </AccordionContent>
                    </AccordionItem>
                  ))}
                </Accordion>
              </section>
            )}
          </>
        )}

        <section aria-labelledby="help-support" className="mx-auto max-w-2xl">
          <Card className="shadow-lift">
            <CardHeader>
              <h2 id="help-support" className="text-2xl font-bold tracking-tight">
                {COPY.supportHeading}
              </h2>
              <CardDescription>{COPY.supportIntro}</CardDescription>
            </CardHeader>
            <CardContent>{supportForm}</CardContent>
          </Card>
        </section>

        <nav aria-labelledby="help-related" className="space-y-3 border-t pt-8 text-center">
          <h2 id="help-related" className="text-sm font-semibold text-muted-foreground">
            {COPY.relatedHeading}
          </h2>
          <ul className="flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm">
            {RELATED.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="text-primary underline-offset-4 hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </div>
  );
}
