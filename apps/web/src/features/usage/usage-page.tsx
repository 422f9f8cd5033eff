import { MESSAGES, USAGE_COPY } from "@photo-organizer/core";
import { BarChart3 } from "lucide-react";
import { AppPageTitle } from "@/components/page-header";
import { ForgetCorrections } from "../upload/review/forget-corrections";
import { useUsage } from "./api/get-usage";
import { AccessTokens } from "./components/access-tokens";
import { UsageOverview } from "./components/usage-overview";

/** /usage (behind the sign-in guard, A1). */
export function UsagePage() {
  const usage = useUsage();
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:py-16">
      <AppPageTitle icon={<BarChart3 aria-hidden />} title={MESSAGES.usageHeading} />
      {usage.isPending ? (
        <div role="status" aria-label={USAGE_COPY.loading} className="space-y-6">
          <div className="h-52 animate-pulse rounded-xl bg-muted" />
          <div className="h-44 animate-pulse rounded-xl bg-muted" />
        </div>
      ) : usage.isError ? (
        <p
          role="alert"
          className="rounded-xl border border-destructive/40 bg-destructive/10 p-4 text-destructive"
        >
          {USAGE_COPY.loadFailed}
        </p>
      ) : (
        <div className="space-y-6">
          <UsageOverview usage={usage.data} />
          <ForgetCorrections />
          <AccessTokens />
        </div>
      )}
    </div>
  );
}
