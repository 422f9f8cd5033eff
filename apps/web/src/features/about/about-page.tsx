import { FOUNDING_YEAR, MESSAGES, PRIVACY, PRODUCT_NAME } from "@photo-organizer/core";
import { Eye, Heart, Lock, Target } from "lucide-react";
import { CallToAction } from "@/components/call-to-action";
import { PageHeader, PageSection } from "@/components/page-header";
import { Card, CardContent } from "@/components/ui/card";
import { paths } from "@/config/paths";
import { usePreviewPrivacy } from "@/lib/preview-privacy";

/** The spec's team-member entity; the avatar is drawn from the initials and two brand hues. */
type TeamMember = {
  name: string;
  role: string;
  bio: string;
  avatar: { initials: string; hues: [number, number] };
};

const team: TeamMember[] = [
  {
    name: "Maya Okafor",
    role: "Co-founder & Product",
    bio: "Spent a winter sorting 40,000 family photos by hand and decided nobody should have to do that again.",
    avatar: { initials: "MO", hues: [280, 320] },
  },
  {
    name: "Lukas Brenner",
    role: "Co-founder & Engineering",
    bio: "Builds the part you never see: the pipeline that keeps your originals in your browser and the ZIP intact.",
    avatar: { initials: "LB", hues: [220, 260] },
  },
  {
    name: "Priya Raman",
    role: "Machine Learning",
    bio: "Tunes the image descriptions and the category rules, measuring every change against real photo collections.",
    avatar: { initials: "PR", hues: [160, 200] },
  },
  {
    name: "Tomás Ferreira",
    role: "Design & Support",
    bio: "Designs the screens and answers your messages — if something is confusing, he wants to hear about it.",
    avatar: { initials: "TF", hues: [20, 50] },
  },
];

const values = [
  {
    icon: Lock,
    title: "Privacy by design",
    text: PRIVACY.card,
  },
  {
    icon: Eye,
    title: "Honest about AI",
    text: "AI descriptions are good, not perfect. The manifest shows what the model saw, so you can check it.",
  },
  {
    icon: Heart,
    title: "Nothing gets lost",
    text: "Every photo we organize lands in your ZIP or folder once, byte for byte — the ones the AI could not place too, in Unsorted. Photos beyond your plan's limits, and duplicates you chose to leave out, stay out.",
  },
];

function Avatar({ member }: { member: TeamMember }) {
  const [from, to] = member.avatar.hues;
  return (
    <div
      role="img"
      aria-label={`Avatar of ${member.name}`}
      className="flex size-20 items-center justify-center rounded-2xl text-2xl font-bold text-white shadow-soft"
      style={{ backgroundImage: `linear-gradient(135deg, oklch(0.55 0.18 ${from}), oklch(0.62 0.16 ${to}))` }}
    >
      {member.avatar.initials}
    </div>
  );
}

export function AboutPage() {
  const { truthful } = usePreviewPrivacy();
  return (
    <>
      <PageHeader
        eyebrow={`Founded in ${FOUNDING_YEAR}`}
        title={`About ${PRODUCT_NAME}`}
        description="We help people turn years of unsorted photos into folders they can actually use — without handing their photo library to anyone."
      />
      <PageSection className="grid gap-12 lg:grid-cols-2">
        <div>
          <h2 className="text-2xl font-bold">Our story</h2>
          <div className="mt-4 space-y-4 text-muted-foreground">
            <p>
              {PRODUCT_NAME} started in {FOUNDING_YEAR} with a very ordinary problem: a family laptop with
              tens of thousands of photos called IMG_something, copied from five phones over ten years.
              Sorting them by hand took evenings; the tools that could do it automatically wanted the whole
              library uploaded to their cloud.
            </p>
            <p>
              So we built the tool we wanted. Your browser keeps the photos, an AI model looks at a small
              preview of each one, and you get back a ZIP with a folder per category and a name that says what
              each photo shows.
            </p>
          </div>
        </div>
        <div className="rounded-2xl border bg-muted/40 p-8">
          <span className="flex size-11 items-center justify-center rounded-xl bg-brand-gradient text-white">
            <Target aria-hidden className="size-5" />
          </span>
          <h2 className="mt-4 text-2xl font-bold">Our mission</h2>
          <p className="mt-4 text-muted-foreground">
            Make organizing a photo collection take minutes instead of weekends, while the photos themselves
            stay private, untouched and yours.
          </p>
        </div>
      </PageSection>
      <PageSection className="pt-0">
        <div className="grid gap-6 md:grid-cols-3">
          {values.map(({ icon: Icon, title, text }) => (
            <div key={title} className="rounded-2xl border bg-card p-6 shadow-soft">
              <Icon aria-hidden className="size-6 text-primary" />
              <h3 className="mt-3 font-semibold">{title}</h3>
              <p className="mt-2 text-sm text-muted-foreground">{truthful(text)}</p>
            </div>
          ))}
        </div>
      </PageSection>
      <PageSection className="pt-0">
        <h2 className="text-center text-3xl font-bold">Meet the team</h2>
        <p className="mx-auto mt-3 max-w-xl text-center text-muted-foreground">
          Four people who care a lot about photos, privacy and software that simply works.
        </p>
        <div className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {team.map((member) => (
            <Card key={member.name} className="items-center text-center">
              <CardContent className="flex flex-col items-center gap-3">
                <Avatar member={member} />
                <div>
                  <h3 className="font-semibold">{member.name}</h3>
                  <p className="text-sm font-medium text-primary">{member.role}</p>
                </div>
                <p className="text-sm text-muted-foreground">{member.bio}</p>
              </CardContent>
            </Card>
          ))}
        </div>
        <div className="mt-16 flex flex-col items-center gap-4 text-center">
          <h2 className="text-2xl font-bold">Questions, ideas or feedback?</h2>
          <CallToAction to={paths.contact.getHref()}>{MESSAGES.getInTouch}</CallToAction>
        </div>
      </PageSection>
    </>
  );
}
