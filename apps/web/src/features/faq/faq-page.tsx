import { CATALOGUE, MESSAGES, PLANS, PRIVACY, ZIP_FILE_NAME } from "@photo-organizer/core";
import { MessageCircle } from "lucide-react";
import { Link } from "react-router";
import { PageHeader, PageSection } from "@/components/page-header";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "@/components/ui/accordion";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { usePreviewPrivacy } from "@/lib/preview-privacy";

/** The spec's FAQ entity. */
type FaqEntry = { question: string; answer: string };

export const FAQ_ENTRIES: FaqEntry[] = [
  {
    question: "How does Photo Organizer sort my photos?",
    answer: `An AI model writes a short description of each photo (“A sunset over a seashore”). What the description is about, its subject, picks one of ${CATALOGUE.length} category folders through each category's keywords; a photo none fits goes into Unsorted. The same description becomes the photo's new file name. Folders you choose in review teach it for your next photos, and Pro and VIP add folders and names of your own.`,
  },
  {
    question: "Are my photos uploaded or stored?",
    answer: `${PRIVACY.originals} ${PRIVACY.previews} ${PRIVACY.reviewedPhotos}`,
  },
  {
    question: "Which file types and sizes can I use?",
    answer: `${MESSAGES.acceptedFormats} images ${MESSAGES.formatLimits}. Camera RAW files are read through the preview the camera stores in them. Files are checked by their content, not just their extension; anything else is skipped and you get a message naming the file and the reason.`,
  },
  {
    question: "How many photos can I organize?",
    answer: `The Free plan covers ${PLANS.free.monthlyLimit} photos a month, up to ${PLANS.free.batchCap} at a time. Pro covers ${PLANS.pro.monthlyLimit.toLocaleString("en-US")} a month (${PLANS.pro.batchCap} at a time) and VIP ${PLANS.enterprise.monthlyLimit.toLocaleString("en-US")} a month (${PLANS.enterprise.batchCap} at a time). Allowances reset at the start of each calendar month (UTC); your Usage page shows where you stand.`,
  },
  {
    question: "What do I get back?",
    answer: `One file, ${ZIP_FILE_NAME}, with a folder per category and every photo renamed from its description — for example Nature/sunset_over_a_mountain_lake.jpg. It also contains manifest.csv, listing each photo's original name, new path, category, description and status (a cell that would start with =, +, - or @ gets an apostrophe in front, so a spreadsheet shows it as text rather than running it as a formula). Photos keep their original quality and EXIF data.`,
  },
  {
    question: "What happens if a photo can't be analyzed?",
    answer:
      "It is still in your ZIP, in the Unsorted folder under its original name, and the manifest marks it as failed. Photos that fail don't count against your monthly allowance. If no photo in a batch can be analyzed, no ZIP is made and you can simply try again.",
  },
  {
    question: "Do I need an account?",
    answer:
      "You can browse the site without one, but organizing photos needs a free account so we can keep track of your monthly allowance. You sign in with your social account; we receive your name, email address and profile picture, and never your password.",
  },
  {
    question: "How do I upgrade or cancel a paid plan?",
    answer:
      "Choose Pro or VIP on the Pricing page: it takes you to checkout, or to the contact page to write to us. Plans do not change by themselves: once your payment or message reaches us, our team switches your account to the plan, and your new allowance applies from then on. To cancel, send us a message through the contact page: the plan stays until the end of the month you paid for, when our team switches it back to Free.",
  },
];

export function FaqPage() {
  const { truthful } = usePreviewPrivacy();
  return (
    <>
      <PageHeader
        eyebrow="FAQ"
        title="Frequently Asked Questions"
        description="Short answers about privacy, limits, file types and what ends up in your ZIP."
      />
      <PageSection className="max-w-3xl">
        <Accordion type="single" collapsible className="rounded-2xl border bg-card px-6 shadow-soft">
          {FAQ_ENTRIES.map((entry, index) => (
            <AccordionItem key={entry.question} value={`item-${index}`}>
              <AccordionTrigger headingLevel={2}>{entry.question}</AccordionTrigger>
              <AccordionContent className="leading-relaxed">{truthful(entry.answer)}</AccordionContent>
            </AccordionItem>
          ))}
        </Accordion>
        <div className="mt-12 flex flex-col items-center gap-3 rounded-2xl border bg-muted/40 p-8 text-center">
          <MessageCircle aria-hidden className="size-8 text-primary" />
          <h2 className="text-xl font-semibold">Still have questions?</h2>
          <p className="text-muted-foreground">We're happy to help with anything the FAQ doesn't cover.</p>
          <Button asChild variant="brand">
            <Link to={paths.contact.getHref()}>Contact us</Link>
          </Button>
        </div>
      </PageSection>
    </>
  );
}
