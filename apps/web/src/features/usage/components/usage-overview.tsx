import { formatCount, MESSAGES, planDisplayName, summarizeUsage } from "@photo-organizer/core";
import { AlertTriangle, ArrowRight, Ban } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import { paths } from "@/config/paths";
import type { Usage } from "@/lib/usage";
import { cn } from "@/lib/utils";

/** The /usage content for one answer of GET /api/usage (spec section 2, thresholds from core). */
export function UsageOverview({ usage }: { usage: Usage }) {
  const summary = summarizeUsage({ count: usage.count, plan: usage.plan });
  const planName = planDisplayName(usage.plan);
  // Slots a run reserved and has not analysed are counted against the month, but were not processed.
  const held = Math.min(usage.held ?? 0, summary.count);
  const rows: [string, string][] = [
    [MESSAGES.usageRowTotal, formatCount(summary.count - held)],
    ...(held > 0 ? [[MESSAGES.usageRowHeld, formatCount(held)] as [string, string]] : []),
    [MESSAGES.usageRowLimit, formatCount(summary.limit)],
    [MESSAGES.usageRowRemaining, formatCount(summary.remaining)],
  ];
  return (
    <div className="space-y-6">
      <Card className="shadow-soft">
        <CardHeader>
          <h2 className="text-xl font-semibold leading-tight">{MESSAGES.currentPlan(planName)}</h2>
          <p className="text-muted-foreground">{MESSAGES.usageCount(summary.count, summary.limit)}</p>
        </CardHeader>
        <CardContent className="space-y-4">
          <div className="flex items-end justify-between gap-4">
            <span className="text-4xl font-bold tabular-nums tracking-tight">
              {MESSAGES.usagePercent(summary.barPercent)}
            </span>
            <span className="text-sm text-muted-foreground">{MESSAGES.usageResets(usage.period)}</span>
          </div>
          <Progress
            value={summary.barPercent}
            aria-label={MESSAGES.usageHeading}
            data-danger={summary.isDanger || undefined}
            className="h-3 bg-muted"
            indicatorClassName={summary.isDanger ? "bg-destructive" : "bg-brand-gradient"}
          />
        </CardContent>
      </Card>

      {summary.isAtLimit ? (
        <UsageNotice tone="destructive" icon={<Ban className="size-5 shrink-0" aria-hidden />}>
          <span className="grid gap-0.5">
            <span>{MESSAGES.limitReached(summary.limit)}</span>
            <span className="font-normal">{MESSAGES.limitReachedDescription}</span>
          </span>
        </UsageNotice>
      ) : summary.isWarning ? (
        <UsageNotice tone="warning" icon={<AlertTriangle className="size-5 shrink-0" aria-hidden />}>
          {MESSAGES.usageWarning}
        </UsageNotice>
      ) : null}

      <Card className="shadow-soft">
        <CardHeader>
          <h2 className="text-lg font-semibold leading-tight">{MESSAGES.usageHistory}</h2>
        </CardHeader>
        <CardContent>
          <table className="w-full text-sm">
            <tbody className="divide-y">
              {rows.map(([label, value]) => (
                <tr key={label}>
                  <th scope="row" className="py-3 text-left font-medium text-muted-foreground">
                    {label}
                  </th>
                  <td className="py-3 text-right font-semibold tabular-nums">{value}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {held > 0 && <p className="mt-3 text-sm text-muted-foreground">{MESSAGES.usageHeldNote}</p>}
        </CardContent>
      </Card>
    </div>
  );
}

const NOTICE_TONES = {
  warning: {
    box: "border-warning/50 bg-warning/15",
    text: "text-warning-foreground dark:text-warning",
  },
  destructive: {
    box: "border-destructive/50 bg-destructive/10",
    text: "text-destructive",
  },
} as const;

/** The amber "approaching" warning, or the red "limit reached" notice, each with Upgrade Plan. */
function UsageNotice({
  tone,
  icon,
  children,
}: {
  tone: keyof typeof NOTICE_TONES;
  icon: ReactNode;
  children: ReactNode;
}) {
  const { box, text } = NOTICE_TONES[tone];
  return (
    <div
      role="alert"
      data-tone={tone}
      className={cn(
        "flex flex-col gap-3 rounded-xl border p-4 sm:flex-row sm:items-center sm:justify-between",
        box,
      )}
    >
      <p className={cn("flex items-center gap-2 font-medium", text)}>
        {icon}
        {children}
      </p>
      <Button asChild variant="brand" size="sm">
        <Link to={paths.pricing.getHref()}>
          {MESSAGES.upgradePlan}
          <ArrowRight aria-hidden />
        </Link>
      </Button>
    </div>
  );
}
