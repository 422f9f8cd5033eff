import { HOME_COPY as COPY, formatCount } from "@photo-organizer/core";
import { ImageIcon, Star, Users } from "lucide-react";
import { Card } from "@/components/ui/card";
import { useStats } from "../api/get-stats";
import { useCountUp } from "../hooks/use-count-up";

const ratingFormat = new Intl.NumberFormat("en-US", { minimumFractionDigits: 1, maximumFractionDigits: 1 });

function Figure({ icon: Icon, value, label }: { icon: typeof Users; value: string; label: string }) {
  return (
    <div className="flex flex-col items-center gap-2 p-6 text-center">
      <dt className="order-last text-sm text-muted-foreground">{label}</dt>
      <dd className="flex flex-col items-center gap-2">
        <span className="flex size-11 items-center justify-center rounded-xl bg-accent text-accent-foreground">
          <Icon className="size-5" aria-hidden />
        </span>
        <span className="text-3xl font-bold tabular-nums tracking-tight sm:text-4xl">{value}</span>
      </dd>
    </div>
  );
}

/** The statistics card (D13): figures from GET /api/stats, counting up when they arrive. */
export function StatsCard() {
  const stats = useStats();
  const users = useCountUp(stats.data?.activeUsers);
  const images = useCountUp(stats.data?.imagesProcessed);
  if (stats.isError)
    return <p className="text-center text-sm text-muted-foreground">{COPY.statsUnavailable}</p>;
  return (
    <Card className="overflow-hidden p-0 shadow-lift" aria-busy={stats.isPending}>
      <h2 className="sr-only">{COPY.statsHeading}</h2>
      <dl className="grid divide-y sm:grid-cols-3 sm:divide-x sm:divide-y-0">
        <Figure icon={Users} value={stats.data ? `${formatCount(users)}+` : "—"} label={COPY.activeUsers} />
        <Figure
          icon={ImageIcon}
          value={stats.data ? `${formatCount(images)}+` : "—"}
          label={COPY.imagesProcessed}
        />
        <Figure
          icon={Star}
          value={stats.data ? COPY.ratingValue(ratingFormat.format(stats.data.rating)) : "—"}
          label={COPY.rating}
        />
      </dl>
    </Card>
  );
}
