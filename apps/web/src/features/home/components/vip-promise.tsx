import {
  HOME_COPY as COPY,
  formatCount,
  PLANS,
  planDisplayName,
  VIP_FIRST_ACCOUNTS,
} from "@photo-organizer/core";
import { Crown } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { useAuth } from "@/features/auth/use-auth";
import { useStats } from "../api/get-stats";

/**
 * D4: the first 10 accounts get the VIP (enterprise) plan. The server says how many places are left: once none is,
 * the offer is said as closed, not promised to a visitor who would get Free. Someone signed in already has their
 * account, so the promise is not followed by a button asking them to create one.
 */
export function VipPromise() {
  const vip = PLANS.enterprise;
  const { status } = useAuth();
  // Until the server has said, the offer as the spec words it.
  const left = useStats().data?.vipPlacesLeft;
  const taken = left === 0;
  return (
    <section
      aria-labelledby="vip-promise"
      className="relative overflow-hidden rounded-2xl bg-brand-gradient p-8 text-white shadow-lift sm:p-10"
    >
      <div className="pointer-events-none absolute inset-0 dark:bg-black/40" aria-hidden />
      <Crown className="absolute -right-6 -bottom-6 size-40 opacity-15" aria-hidden />
      <div className="relative max-w-2xl space-y-4">
        <Badge className="border-white/30 bg-white/15 text-white">
          {taken ? COPY.vipTakenBadge : COPY.vipBadge}
        </Badge>
        <h2 id="vip-promise" className="text-2xl font-bold tracking-tight sm:text-3xl">
          {(taken ? COPY.vipTakenHeading : COPY.vipHeading)(
            VIP_FIRST_ACCOUNTS,
            planDisplayName("enterprise"),
          )}
        </h2>
        <p className="text-white/90">
          {taken
            ? COPY.vipTakenText(formatCount(PLANS.free.monthlyLimit), formatCount(PLANS.free.batchCap))
            : COPY.vipText(formatCount(vip.monthlyLimit), formatCount(vip.batchCap), `$${vip.priceUsd}`)}
          {left ? ` ${COPY.vipPlacesLeft(left, VIP_FIRST_ACCOUNTS)}` : null}
        </p>
        {status === "authenticated" ? null : (
          <Button asChild size="lg" className="bg-white text-indigo-700 hover:bg-white/90">
            <Link to={paths.signup.getHref()}>{COPY.vipCta}</Link>
          </Button>
        )}
      </div>
    </section>
  );
}
