import { MESSAGES } from "@photo-organizer/core";
import {
  Archive,
  ArrowRight,
  Camera,
  ClipboardList,
  type LucideIcon,
  PartyPopper,
  Plane,
  Users,
} from "lucide-react";
import { Link } from "react-router";
import { PageHeader, PageSection } from "@/components/page-header";
import { paths } from "@/config/paths";

/** The spec's use-case card entity. */
type UseCase = {
  title: string;
  shortDesc: string;
  description: string;
  hoverDescription: string;
  icon: LucideIcon;
};

const useCases: UseCase[] = [
  {
    title: "Family Photos",
    shortDesc: "Years of phone photos, finally in order",
    description: "Birthdays, holidays, pets and everyday moments, scattered across phones and old laptops.",
    hoverDescription:
      "Export a few hundred photos from each phone, drop them in and get folders like People, Animals, Celebrations and Food — with names such as girl_blowing_out_birthday_candles.jpg that make the right photo easy to find years later.",
    icon: Users,
  },
  {
    title: "Travel",
    shortDesc: "Sort a whole trip in one go",
    description: "Landmarks, beaches, street food and city views from every trip, mixed in one camera roll.",
    hoverDescription:
      "Photos of the Eiffel Tower land in Landmark, the seaside in Nature, the market stalls in Food. Build a travel album or share the right folder with friends without scrolling through every shot.",
    icon: Plane,
  },
  {
    title: "Project Documentation",
    shortDesc: "Site photos, whiteboards and prototypes",
    description: "Teams take photos of progress, equipment and sketches — and then nobody can find them.",
    hoverDescription:
      "Renovations, workshops and hardware builds get descriptive names like laptop_on_a_wooden_desk.jpg and folders such as Technology, Work and Architecture, plus a manifest.csv you can attach to a report.",
    icon: ClipboardList,
  },
  {
    title: "Event Photography",
    shortDesc: "Weddings, parties, concerts and games",
    description: "Hundreds of shots from one evening: guests, stage, food, decorations and the venue.",
    hoverDescription:
      "Split an event shoot into People, Performing Art, Celebrations, Food and Sports before you start culling, so you can pick the best shot of each moment faster. The originals stay untouched.",
    icon: PartyPopper,
  },
  {
    title: "Product Photography",
    shortDesc: "Catalog shots with names that say what they are",
    description: "Online shops and makers photograph every item from several angles.",
    hoverDescription:
      "Get names such as red_leather_handbag_on_a_table.jpg instead of DSC_0042.jpg, grouped into Fashion, Craft, Design or Technology — a good starting point for product listings and asset libraries.",
    icon: Camera,
  },
  {
    title: "Photo Archiving",
    shortDesc: "Scanned prints and old drives",
    description: "Boxes of scanned prints and backup drives full of folders named “New Folder (3)”.",
    hoverDescription:
      "Work through an archive batch by batch: every photo gets a folder and a descriptive name, nothing is re-compressed, and photos the AI cannot place go to Unsorted under their original names for you to review.",
    icon: Archive,
  },
];

function UseCaseCard({ useCase }: { useCase: UseCase }) {
  const Icon = useCase.icon;
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border bg-card p-6 shadow-soft transition-all duration-300 focus-within:shadow-lift hover:-translate-y-0.5 hover:shadow-lift">
      <div
        aria-hidden
        className="absolute inset-x-0 top-0 h-1 bg-brand-gradient opacity-0 transition-opacity group-focus-within:opacity-100 group-hover:opacity-100"
      />
      <span className="flex size-11 items-center justify-center rounded-xl bg-primary/10 text-primary transition-colors group-hover:bg-brand-gradient group-hover:text-white">
        <Icon aria-hidden className="size-5" />
      </span>
      <h2 className="mt-4 text-lg font-semibold">{useCase.title}</h2>
      <p className="text-sm font-medium text-primary">{useCase.shortDesc}</p>
      <p className="mt-3 text-sm text-muted-foreground">{useCase.description}</p>
      <div className="grid grid-rows-[0fr] transition-[grid-template-rows] duration-300 group-focus-within:grid-rows-[1fr] group-hover:grid-rows-[1fr] [@media(hover:none)]:grid-rows-[1fr]">
        <p className="overflow-hidden text-sm text-foreground/90">
          <span className="mt-3 block border-t pt-3">{useCase.hoverDescription}</span>
        </p>
      </div>
      <Link
        to={paths.upload.getHref()}
        className="mt-auto inline-flex items-center gap-1.5 pt-5 text-sm font-semibold text-primary underline-offset-4 hover:underline"
        aria-label={`${MESSAGES.tryItNow}: ${useCase.title}`}
      >
        {MESSAGES.tryItNow}
        <ArrowRight aria-hidden className="size-4 transition-transform group-hover:translate-x-0.5" />
      </Link>
    </article>
  );
}

export function ExamplesPage() {
  return (
    <>
      <PageHeader
        eyebrow="Use cases"
        title="Made for every kind of photo collection"
        description={
          <>
            From family albums to product catalogs: see how people use Photo Organizer.
            {/* On a touch screen every card already shows its details (hover: none below). */}
            <span className="[@media(hover:none)]:hidden"> Hover over a card for the details.</span>
          </>
        }
      />
      <PageSection>
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {useCases.map((useCase) => (
            <UseCaseCard key={useCase.title} useCase={useCase} />
          ))}
        </div>
      </PageSection>
    </>
  );
}
