import { ADMIN_COPY as COPY, type PlanId, planSupport } from "@photo-organizer/core";
import { Download, Inbox, Newspaper } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { NEWSLETTER_CSV_URL, useAdminMessages } from "../api/admin-api";
import { AdminSection } from "./admin-section";

const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });

export function AdminNewsletter() {
  return (
    <AdminSection icon={Newspaper} title={COPY.newsletterHeading} description={COPY.newsletterIntro}>
      <Button asChild variant="outline">
        <a href={NEWSLETTER_CSV_URL} download>
          <Download aria-hidden />
          {COPY.newsletterExport}
        </a>
      </Button>
    </AdminSection>
  );
}

export function AdminMessages() {
  const messages = useAdminMessages();
  return (
    <AdminSection icon={Inbox} title={COPY.messagesHeading} description={COPY.messagesIntro}>
      {messages.isPending && <div className="h-24 animate-pulse rounded-xl bg-muted" />}
      {messages.isError && (
        <p role="alert" className="text-sm text-destructive">
          {COPY.loadFailed}
        </p>
      )}
      {messages.data?.length === 0 && <p className="text-sm text-muted-foreground">{COPY.noMessages}</p>}
      {messages.data && messages.data.length > 0 && (
        <ul className="divide-y rounded-xl border">
          {messages.data.map((m) => (
            <li key={m.id} className="space-y-1.5 p-4">
              <div className="flex flex-wrap items-center gap-2 text-sm">
                {m.subject ? <span className="font-semibold">{m.subject}</span> : null}
                <Badge variant={m.source === "help" ? "warning" : "secondary"}>
                  {m.source === "help" ? COPY.fromHelp : COPY.fromContact}
                </Badge>
                <SenderBadge plan={m.plan} />
                <time className="ml-auto text-xs text-muted-foreground" dateTime={m.createdAt}>
                  {dateFormat.format(new Date(m.createdAt))}
                </time>
              </div>
              <p className="text-sm text-muted-foreground">
                {m.name} ·{" "}
                <a href={`mailto:${m.email}`} className="text-primary hover:underline">
                  {m.email}
                </a>
              </p>
              <p className="whitespace-pre-wrap text-sm">{m.message}</p>
            </li>
          ))}
        </ul>
      )}
    </AdminSection>
  );
}

/** The support the sender's plan promises: the reason the message sits where it does in the list. */
function SenderBadge({ plan }: { plan: PlanId | null }) {
  const level = planSupport(plan);
  return (
    <Badge variant={level === "priority" ? "brand" : level === "email" ? "default" : "outline"}>
      {COPY.sender[plan ?? "visitor"]}
    </Badge>
  );
}
