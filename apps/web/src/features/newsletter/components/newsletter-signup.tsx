import { NEWSLETTER_COPY as COPY } from "@photo-organizer/core";
import { Download, Mail, RotateCcw, ShieldCheck } from "lucide-react";
import { useCallback, useState } from "react";
import { Button } from "@/components/ui/button";
import { useAuth } from "@/features/auth/use-auth";
import { cn } from "@/lib/utils";
import { downloadCapturedEmails } from "../api/export-emails";
import { useExportShortcut } from "../hooks/use-export-shortcut";
import { useResendLocalOnly } from "../hooks/use-resend-local-only";
import { NewsletterForm } from "./newsletter-form";

export type NewsletterSignupProps = {
  /** The home page's hidden flag (three clicks on its heading); the controls show only to admins. */
  showAdminControls?: boolean;
  /** Ctrl+Shift+E downloads the captured email list (spec section 6). */
  exportShortcut?: boolean;
  className?: string;
};

/** The newsletter section of the home and contact pages. */
export function NewsletterSignup({
  showAdminControls = false,
  exportShortcut = false,
  className,
}: NewsletterSignupProps) {
  const { user } = useAuth();
  const isAdmin = user?.isAdmin === true;
  const [formKey, setFormKey] = useState(0);
  useResendLocalOnly();

  const exportEmails = useCallback(() => void downloadCapturedEmails({ isAdmin }), [isAdmin]);
  useExportShortcut(exportEmails, exportShortcut);

  return (
    <section
      aria-labelledby="newsletter-heading"
      className={cn("relative overflow-hidden rounded-2xl border bg-card p-6 shadow-soft sm:p-10", className)}
    >
      <div className="pointer-events-none absolute inset-0 bg-hero-glow opacity-70" aria-hidden />
      <div className="relative mx-auto max-w-xl space-y-5 text-center">
        <div className="mx-auto flex size-12 items-center justify-center rounded-2xl bg-brand-gradient text-white shadow-soft">
          <Mail aria-hidden />
        </div>
        <h2 id="newsletter-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
          {COPY.heading}
        </h2>
        <p className="text-muted-foreground">{COPY.description}</p>
        <NewsletterForm key={formKey} />
        {showAdminControls && isAdmin && (
          <fieldset className="flex flex-wrap items-center justify-center gap-2 rounded-xl border border-dashed p-3">
            <legend className="sr-only">{COPY.adminControlsLabel}</legend>
            <ShieldCheck className="size-4 text-primary" aria-hidden />
            <Button size="sm" variant="outline" onClick={() => setFormKey((k) => k + 1)}>
              <RotateCcw aria-hidden />
              {COPY.adminReset}
            </Button>
            <Button size="sm" variant="outline" onClick={exportEmails}>
              <Download aria-hidden />
              {COPY.adminExport}
            </Button>
          </fieldset>
        )}
      </div>
    </section>
  );
}
