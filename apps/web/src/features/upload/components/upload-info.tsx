import { MESSAGES, UPLOAD_COPY } from "@photo-organizer/core";
import { Brain, FolderTree, ShieldCheck } from "lucide-react";
import { usePreviewPrivacy } from "@/lib/preview-privacy";

const ICONS = [Brain, FolderTree, ShieldCheck];

/** The feature cards (AI Powered, Smart Categorization, Privacy First) and the five-step How It Works list. */
export function UploadInfo({
  batchCap,
  signedIn,
  largeBatches,
}: {
  batchCap: number;
  signedIn: boolean;
  /** the plan runs a selection over the cap as consecutive batches */
  largeBatches: boolean;
}) {
  const { truthful } = usePreviewPrivacy();
  return (
    <div className="grid gap-6 lg:grid-cols-5">
      <div className="grid gap-4 sm:grid-cols-3 lg:col-span-3 lg:grid-cols-1">
        {MESSAGES.uploadFeatureCards.map((title, i) => {
          const Icon = ICONS[i] ?? Brain;
          return (
            <div
              key={title}
              className="flex gap-4 rounded-2xl border bg-card p-5 shadow-soft sm:flex-col lg:flex-row"
            >
              <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-accent text-accent-foreground">
                <Icon className="size-5" aria-hidden />
              </span>
              <div>
                <h2 className="font-semibold">{title}</h2>
                <p className="mt-1 text-sm text-muted-foreground">
                  {truthful(UPLOAD_COPY.featureDescriptions[title] ?? "")}
                </p>
              </div>
            </div>
          );
        })}
      </div>
      <section className="rounded-2xl border bg-card p-5 shadow-soft lg:col-span-2">
        <h2 className="mb-4 text-lg font-semibold">{MESSAGES.howItWorks}</h2>
        <ol className="space-y-3">
          {UPLOAD_COPY.howItWorksSteps(batchCap, signedIn, largeBatches).map((step, i) => (
            <li key={step} className="flex gap-3 text-sm">
              <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-gradient text-xs font-semibold text-white">
                {i + 1}
              </span>
              <span className="pt-1 text-muted-foreground">{step}</span>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
