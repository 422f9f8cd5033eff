import {
  CATALOGUE,
  type CategoryName,
  MESSAGES,
  ORGANIZATION_COPY,
  PLANS,
  PRIVACY,
} from "@photo-organizer/core";
import {
  ChevronDown,
  Clock,
  FileArchive,
  type LucideIcon,
  PenLine,
  Search,
  ShieldCheck,
  Sparkles,
} from "lucide-react";
import { Collapsible } from "radix-ui";
import { Link } from "react-router";
import { CallToAction } from "@/components/call-to-action";
import { PageHeader, PageSection } from "@/components/page-header";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { paths } from "@/config/paths";
import { usePreviewPrivacy } from "@/lib/preview-privacy";

type FeatureDetail = { icon: LucideIcon; summary: string; more: string[]; comingSoon?: boolean };

/** The folders the summary names; the rest are counted, so the count stays the catalogue's. */
const NAMED_FOLDERS: CategoryName[] = ["Animals", "Food", "Nature", "People", "Travel"];

/** In the order of `MESSAGES.featureCards`. */
const details: FeatureDetail[] = [
  {
    icon: Sparkles,
    summary: `An AI vision model describes every photo, and the description decides its folder: ${NAMED_FOLDERS.join(", ")} and ${CATALOGUE.length - NAMED_FOLDERS.length} more.`,
    more: [
      `Each description is matched against the keywords of ${CATALOGUE.length} categories as whole words, so “education” is never mistaken for a cat.`,
      "A photo that matches no category goes to Unsorted, so nothing is ever dropped from your download.",
      "AI descriptions are best-effort: most photos land where you would put them, and the manifest shows you why each one went where it did.",
      ORGANIZATION_COPY.featuresPageLine,
    ],
  },
  {
    icon: PenLine,
    summary: "IMG_2041.JPG becomes sunset_over_a_mountain_lake.jpg — names that say what the photo shows.",
    more: [
      "The name comes from the first sentence of the description, cut at 40 characters, with spaces turned into underscores.",
      "Letters and digits in any language are kept; the original extension stays.",
      "Two photos that would get the same name become name.jpg and name_2.jpg — no file is ever overwritten.",
    ],
  },
  {
    icon: FileArchive,
    summary: "One ZIP — organized_photos.zip — with a folder per category, ready to unpack anywhere.",
    more: [
      "The ZIP is built in your browser from your untouched originals: same bytes, same quality, EXIF data kept.",
      "A manifest.csv inside lists every photo's original name, new path, category, description and status.",
      "Photos that could not be analyzed are still included, under Unsorted with their original names.",
    ],
  },
  {
    icon: Search,
    comingSoon: true,
    summary:
      "Search your library in plain words — “dog on the beach”, “birthday cake” — and find the photo at once.",
    more: [
      "Natural-language search by tags is on our roadmap and not available yet.",
      "Until then, the descriptive file names already make your photos easy to find with your computer's own file search.",
    ],
  },
  {
    icon: ShieldCheck,
    summary: PRIVACY.card,
    more: [PRIVACY.previews, PRIVACY.reviewedPhotos, PRIVACY.browser],
  },
  {
    icon: Clock,
    summary:
      "Hundreds of photos sorted and renamed in minutes instead of an afternoon of dragging files around.",
    more: [
      `Select up to ${PLANS.free.batchCap} photos at once on the Free plan. On Pro and VIP, select a whole folder: it runs as consecutive batches of ${PLANS.pro.batchCap} (Pro) or ${PLANS.enterprise.batchCap} (VIP), as far as your monthly allowance goes.`,
      "Several previews are analyzed in parallel while a progress bar shows how far along you are.",
      "When it is done, the ZIP downloads by itself — just unpack it.",
    ],
  },
];

function FeatureCard({ title, detail }: { title: string; detail: FeatureDetail }) {
  const { truthful } = usePreviewPrivacy();
  const Icon = detail.icon;
  return (
    <Card className="group h-full gap-4 transition-shadow hover:shadow-lift">
      <CardHeader>
        <div className="flex items-start justify-between gap-3">
          <span className="flex size-11 items-center justify-center rounded-xl bg-brand-gradient text-white shadow-soft">
            <Icon aria-hidden className="size-5" />
          </span>
          {detail.comingSoon && <Badge variant="secondary">{MESSAGES.comingSoon}</Badge>}
        </div>
        <CardTitle as="h2" className="mt-3">
          {title}
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-3">
        <p className="text-sm text-muted-foreground">{truthful(detail.summary)}</p>
        <Collapsible.Root className="mt-auto">
          <Collapsible.Content className="overflow-hidden data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in">
            <ul className="mb-3 space-y-2 border-l-2 border-primary/30 pl-3 text-sm text-muted-foreground">
              {detail.more.map((line) => (
                <li key={line}>{truthful(line)}</li>
              ))}
            </ul>
          </Collapsible.Content>
          <Collapsible.Trigger asChild>
            <Button variant="link" className="h-auto px-0 [&[data-state=open]>svg]:rotate-180">
              {MESSAGES.learnMore}
              <ChevronDown aria-hidden className="transition-transform duration-200" />
            </Button>
          </Collapsible.Trigger>
        </Collapsible.Root>
      </CardContent>
    </Card>
  );
}

export function FeaturesPage() {
  return (
    <>
      <PageHeader
        eyebrow="Features"
        title={MESSAGES.featuresHeading}
        description="Everything Photo Organizer does to turn a folder of IMG_ files into a library you can actually browse."
      />
      <PageSection>
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {MESSAGES.featureCards.map((title, index) => {
            const detail = details[index];
            return detail ? <FeatureCard key={title} title={title} detail={detail} /> : null;
          })}
        </div>
        <div className="mt-16 flex flex-col items-center gap-4 rounded-2xl border bg-muted/40 px-6 py-10 text-center">
          <h2 className="text-2xl font-bold">Ready to tidy up your photos?</h2>
          <p className="max-w-xl text-muted-foreground">
            The Free plan organizes {PLANS.free.monthlyLimit} photos a month, up to {PLANS.free.batchCap} at a
            time.
          </p>
          <div className="flex flex-wrap justify-center gap-3">
            <CallToAction to={paths.upload.getHref()}>Organize photos</CallToAction>
            <Button asChild variant="outline" size="lg">
              <Link to={paths.pricing.getHref()}>Compare plans</Link>
            </Button>
          </div>
        </div>
      </PageSection>
    </>
  );
}
