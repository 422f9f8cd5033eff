import { CONTACT_COPY as COPY } from "@photo-organizer/core";
import { Clock, HelpCircle, LifeBuoy, MessageSquare } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { paths } from "@/config/paths";
import { ContactForm } from "./components/contact-form";

/** /contact: the form (stored by the server, D8), contact details and the newsletter signup. */
export function ContactPage({ newsletter }: { newsletter?: ReactNode }) {
  const details = [
    { icon: Clock, title: COPY.responseTitle, text: COPY.responseText },
    {
      icon: LifeBuoy,
      title: COPY.helpTitle,
      text: COPY.helpText,
      to: paths.help.getHref(),
      link: COPY.helpLink,
    },
    {
      icon: HelpCircle,
      title: COPY.faqTitle,
      text: COPY.faqText,
      to: paths.faq.getHref(),
      link: COPY.faqLink,
    },
  ];
  return (
    <div className="relative">
      <div className="pointer-events-none absolute inset-x-0 top-0 h-80 bg-hero-glow" aria-hidden />
      <div className="relative mx-auto w-full max-w-6xl space-y-12 px-4 py-12 sm:py-16">
        <header className="mx-auto max-w-2xl space-y-3 text-center">
          <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">
            <span className="text-gradient">{COPY.heading}</span>
          </h1>
          <p className="text-lg text-muted-foreground">{COPY.intro}</p>
        </header>
        <div className="grid gap-6 lg:grid-cols-[1.6fr_1fr]">
          <Card className="shadow-soft">
            <CardHeader>
              <h2 className="flex items-center gap-2 text-xl font-semibold">
                <MessageSquare className="size-5 text-primary" aria-hidden />
                {COPY.formHeading}
              </h2>
            </CardHeader>
            <CardContent>
              <ContactForm source="contact" />
            </CardContent>
          </Card>
          <section aria-labelledby="contact-details" className="space-y-4">
            <h2 id="contact-details" className="text-lg font-semibold">
              {COPY.detailsHeading}
            </h2>
            {details.map(({ icon: Icon, title, text, to, link }) => (
              <Card key={title} className="shadow-soft">
                <CardHeader className="flex flex-row items-start gap-3 space-y-0">
                  <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground">
                    <Icon className="size-5" aria-hidden />
                  </span>
                  <div className="space-y-1">
                    <CardTitle className="text-base">{title}</CardTitle>
                    <CardDescription>{text}</CardDescription>
                    {to && (
                      <Link
                        to={to}
                        className="text-sm font-medium text-primary underline-offset-4 hover:underline"
                      >
                        {link}
                      </Link>
                    )}
                  </div>
                </CardHeader>
              </Card>
            ))}
          </section>
        </div>
        {newsletter}
      </div>
    </div>
  );
}
