import { HOME_COPY as COPY } from "@photo-organizer/core";
import { Download, Sparkles, Upload } from "lucide-react";

const ICONS = [Upload, Sparkles, Download];

/** Quick Start (spec section 2): 1 upload, 2 Analyze, 3 download ZIP. */
export function QuickStart() {
  return (
    <section aria-labelledby="quick-start" className="space-y-8">
      <div className="space-y-2 text-center">
        <h2 id="quick-start" className="text-3xl font-bold tracking-tight">
          {COPY.quickStartHeading}
        </h2>
        <p className="text-muted-foreground">{COPY.quickStartIntro}</p>
      </div>
      <ol className="grid gap-5 md:grid-cols-3">
        {COPY.steps.map((step, i) => {
          const Icon = ICONS[i] ?? Upload;
          return (
            <li key={step.title} className="relative rounded-2xl border bg-card p-6 shadow-soft">
              <span className="absolute -top-3 left-6 flex size-7 items-center justify-center rounded-full bg-brand-gradient text-sm font-bold text-white shadow-soft">
                {i + 1}
              </span>
              <Icon className="mb-3 size-7 text-primary" aria-hidden />
              <h3 className="text-lg font-semibold">{step.title}</h3>
              <p className="mt-1 text-sm text-muted-foreground">{step.text}</p>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
