import { HOME_COPY as COPY, PRODUCT_NAME } from "@photo-organizer/core";
import { ShieldCheck, Sparkles } from "lucide-react";
import { type ReactNode, useCallback, useState } from "react";
import { Link } from "react-router";
import { CallToAction } from "@/components/call-to-action";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { OrganizePreview } from "./components/organize-preview";
import { QuickStart } from "./components/quick-start";
import { StatsCard } from "./components/stats-card";
import { VipPromise } from "./components/vip-promise";
import { useTripleClick } from "./hooks/use-triple-click";

type Props = {
  /** The newsletter section; `showAdminControls` is the hidden flag three clicks on the heading toggle. */
  renderNewsletter?: (options: { showAdminControls: boolean }) => ReactNode;
};

/** / (spec section 2): hero, Quick Start, statistics card, VIP promise and the newsletter signup. */
export function HomePage({ renderNewsletter }: Props) {
  const [showAdminControls, setShowAdminControls] = useState(false);
  const toggle = useCallback(() => setShowAdminControls((v) => !v), []);
  const onHeadingClick = useTripleClick(toggle);

  return (
    <>
      <section className="relative overflow-hidden">
        <div className="pointer-events-none absolute inset-0 bg-hero-glow" aria-hidden />
        <div className="relative mx-auto grid max-w-6xl items-center gap-12 px-4 py-16 sm:py-24 lg:grid-cols-2">
          <div className="space-y-6 text-center lg:text-left">
            <Badge variant="secondary" className="gap-1.5 px-3 py-1 text-sm">
              <Sparkles aria-hidden />
              {COPY.eyebrow}
            </Badge>
            {/* biome-ignore lint/a11y/useKeyWithClickEvents: three quick clicks are a hidden admin gesture (spec section 2), not a control */}
            <h1
              onClick={onHeadingClick}
              className="text-4xl font-extrabold tracking-tight select-none sm:text-6xl"
            >
              <span className="text-gradient">{PRODUCT_NAME}</span>
            </h1>
            <p className="mx-auto max-w-xl text-lg text-muted-foreground lg:mx-0">{COPY.tagline}</p>
            <div className="flex flex-wrap justify-center gap-3 lg:justify-start">
              <CallToAction to={paths.upload.getHref()}>{COPY.startOrganizing}</CallToAction>
              <Button asChild variant="outline" size="lg">
                <Link to={paths.features.getHref()}>{COPY.seeFeatures}</Link>
              </Button>
            </div>
            <p className="flex items-center justify-center gap-2 text-sm text-muted-foreground lg:justify-start">
              <ShieldCheck className="size-4 text-success" aria-hidden />
              {COPY.privacy}
            </p>
          </div>
          <OrganizePreview />
        </div>
      </section>
      <div className="mx-auto max-w-6xl space-y-20 px-4 pb-20">
        <StatsCard />
        <QuickStart />
        <VipPromise />
        {renderNewsletter?.({ showAdminControls })}
      </div>
    </>
  );
}
