import {
  MESSAGES,
  PLANS,
  type PlanId,
  PRICING_COPY,
  PRICING_PLANS,
  type PricingPlan,
  planButton,
  VIP_FIRST_ACCOUNTS,
} from "@photo-organizer/core";
import { Check, Crown, Sparkles, X } from "lucide-react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { PageHeader, PageSection } from "@/components/page-header";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { paths } from "@/config/paths";
import { useAuth } from "@/features/auth/use-auth";
import { useSiteConfig } from "@/lib/site-config";
import { cn } from "@/lib/utils";

function PlanCard({
  plan,
  current,
  onChoose,
}: {
  plan: PricingPlan;
  /** the signed-in account's plan; null for a visitor */
  current: PlanId | null;
  onChoose: (plan: PricingPlan, contact: boolean) => void;
}) {
  const isCurrent = current === plan.planId;
  const button = planButton(plan, current);
  return (
    <Card
      aria-labelledby={`plan-${plan.id}`}
      className={cn(
        "relative h-full",
        plan.isPopular && "border-primary/60 shadow-lift ring-1 ring-primary/40 lg:-translate-y-3",
      )}
    >
      {plan.isPopular && (
        <Badge variant="brand" className="absolute -top-3 left-1/2 -translate-x-1/2 px-3 py-1">
          <Sparkles aria-hidden />
          Most popular
        </Badge>
      )}
      <CardHeader>
        <div className="flex items-center justify-between gap-2">
          <CardTitle as="h2" id={`plan-${plan.id}`} className="flex items-center gap-2 text-xl">
            {plan.id === "vip" && <Crown aria-hidden className="size-5 text-warning" />}
            {plan.name}
          </CardTitle>
          {isCurrent && <Badge variant="success">{PRICING_COPY.yourPlan}</Badge>}
        </div>
        <CardDescription>{plan.description}</CardDescription>
        <p className="mt-4 flex items-baseline gap-1">
          <span className="text-4xl font-extrabold tracking-tight">{plan.price}</span>
          <span className="text-sm text-muted-foreground">{plan.priceInfo}</span>
        </p>
      </CardHeader>
      <CardContent className="flex-1">
        <ul className="space-y-3 text-sm">
          {plan.features.map((feature) => (
            <li
              key={feature.name}
              className={cn("flex items-start gap-2.5", !feature.included && "text-muted-foreground")}
            >
              {feature.included ? (
                <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-success" />
              ) : (
                <X aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground/70" />
              )}
              <span>
                <span className="sr-only">{feature.included ? "Included: " : "Not included: "}</span>
                {feature.name}
                {feature.detail ? (
                  <span className="mt-0.5 block text-xs text-muted-foreground">{feature.detail}</span>
                ) : null}
              </span>
            </li>
          ))}
        </ul>
      </CardContent>
      <CardFooter>
        <Button
          className="w-full"
          size="lg"
          variant={plan.isPopular && !button.disabled ? "brand" : "outline"}
          disabled={button.disabled}
          onClick={() => onChoose(plan, button.contact)}
        >
          {button.text}
        </Button>
      </CardFooter>
    </Card>
  );
}

export function PricingPage() {
  const { user } = useAuth();
  const { data: siteConfig } = useSiteConfig();
  const navigate = useNavigate();

  const choose = (plan: PricingPlan, contact: boolean) => {
    // A smaller plan than the account's: no checkout sells it, a message to us does.
    if (contact) {
      navigate(paths.contact.getHref());
      return;
    }
    if (plan.id === "free") {
      toast.success(MESSAGES.freePlanSelected(PLANS.free.monthlyLimit, PLANS.free.batchCap), {
        action: { label: MESSAGES.signUp, onClick: () => navigate(paths.signup.getHref()) },
      });
      return;
    }
    // D14: the configured hosted checkout page, or /contact when there is none.
    const checkoutUrl = siteConfig?.checkoutUrls[plan.id];
    if (checkoutUrl) window.location.assign(checkoutUrl);
    else navigate(paths.contact.getHref());
  };

  return (
    <>
      <PageHeader
        eyebrow="Pricing"
        title="Simple plans for every photo library"
        description="Start free, upgrade when your library grows. Every plan keeps your originals in your browser and resets its monthly allowance on the first of each month (UTC)."
      />
      <PageSection className="pt-16">
        <div className="mx-auto grid max-w-5xl items-stretch gap-8 lg:grid-cols-3">
          {PRICING_PLANS.map((plan) => (
            <PlanCard key={plan.id} plan={plan} current={user?.plan ?? null} onChoose={choose} />
          ))}
        </div>
        <div className="mx-auto mt-14 grid max-w-5xl gap-4 text-sm text-muted-foreground sm:grid-cols-3">
          <p className="rounded-xl border bg-card p-4">
            <strong className="block text-foreground">Early-bird VIP</strong>
            The first {VIP_FIRST_ACCOUNTS} accounts get the VIP plan automatically.
          </p>
          <p className="rounded-xl border bg-card p-4">
            <strong className="block text-foreground">One free account per person</strong>
            You sign in with your social account; the monthly allowance belongs to that account.
          </p>
          <p className="rounded-xl border bg-card p-4">
            <strong className="block text-foreground">Questions about plans?</strong>
            Write to us on the contact page and we'll help you pick the right one.
          </p>
        </div>
      </PageSection>
    </>
  );
}
