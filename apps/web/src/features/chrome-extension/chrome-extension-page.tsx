import { MESSAGES, PRODUCT_NAME } from "@photo-organizer/core";
import {
  Download,
  ExternalLink,
  FolderTree,
  LogIn,
  MousePointerClick,
  Pin,
  ShieldCheck,
  Zap,
} from "lucide-react";
import { Link } from "react-router";
import { PageHeader, PageSection } from "@/components/page-header";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "@/components/ui/accordion";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { useSiteConfig } from "@/lib/site-config";

/** Without a configured store link, the button opens the Chrome Web Store's search for the product. */
const STORE_SEARCH_URL = `https://chromewebstore.google.com/search/${encodeURIComponent(PRODUCT_NAME)}`;

const features = [
  {
    icon: Zap,
    title: "Organize from the toolbar",
    text: "Open the extension, pick photos from your computer and start organizing without opening the website first.",
  },
  {
    icon: FolderTree,
    title: "Same folders, same names",
    text: "The extension uses the same AI descriptions, the same categories and the same naming rules as the website.",
  },
  {
    icon: ShieldCheck,
    title: "Private by design",
    text: "Your originals stay on your computer; only small previews are analysed, and nothing is kept.",
  },
  {
    icon: LogIn,
    title: "One account, one allowance",
    text: "Sign in with your account; photos you organize with the extension count towards your plan's monthly allowance.",
  },
];

const steps = [
  {
    icon: MousePointerClick,
    title: `Click “${MESSAGES.addToChrome}”`,
    text: "The Chrome Web Store opens in a new tab.",
  },
  {
    icon: Download,
    title: "Install",
    text: "Choose “Add to Chrome” in the store and confirm the permissions.",
  },
  { icon: Pin, title: "Pin it", text: "Open the puzzle-piece menu in the toolbar and pin the extension." },
  { icon: LogIn, title: "Sign in", text: `Click the icon and sign in with your ${PRODUCT_NAME} account.` },
];

const faq = [
  {
    question: "Is the extension free?",
    answer:
      "Yes. The extension itself is free; it needs a free account, and the photos you organize count towards your plan's monthly allowance.",
  },
  {
    question: "Which browsers does it work in?",
    answer:
      "Chrome and other Chromium-based browsers that install extensions from the Chrome Web Store, such as Edge and Brave.",
  },
  {
    question: "What permissions does it need?",
    answer:
      "Only what it needs to let you choose photos and talk to our service. It does not read your browsing history or the pages you visit.",
  },
  {
    question: "Where is my data described?",
    answer: "In the extension's privacy policy, which covers exactly what it handles and why.",
  },
];

export function ChromeExtensionPage() {
  const { data } = useSiteConfig();
  const storeUrl = data?.chromeExtensionUrl ?? STORE_SEARCH_URL;
  const openStore = () => window.open(storeUrl, "_blank", "noopener,noreferrer");

  return (
    <>
      <PageHeader
        eyebrow="Free browser extension"
        title={`${PRODUCT_NAME} for Chrome`}
        description="Organize photos right from your browser toolbar. Works in Chrome and other Chromium-based browsers; needs a free account."
      >
        <Button variant="brand" size="lg" onClick={openStore}>
          <ExternalLink aria-hidden />
          {MESSAGES.addToChrome}
        </Button>
      </PageHeader>
      <PageSection>
        <h2 className="text-center text-3xl font-bold">What it does</h2>
        <div className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {features.map(({ icon: Icon, title, text }) => (
            <div key={title} className="rounded-2xl border bg-card p-6 shadow-soft">
              <span className="flex size-10 items-center justify-center rounded-xl bg-primary/10 text-primary">
                <Icon aria-hidden className="size-5" />
              </span>
              <h3 className="mt-4 font-semibold">{title}</h3>
              <p className="mt-2 text-sm text-muted-foreground">{text}</p>
            </div>
          ))}
        </div>
      </PageSection>
      <PageSection className="pt-0">
        <h2 className="text-center text-3xl font-bold">Install in four steps</h2>
        <ol className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {steps.map(({ icon: Icon, title, text }, index) => (
            <li key={title} className="relative rounded-2xl border bg-card p-6 shadow-soft">
              <span className="absolute -top-3 left-6 flex size-7 items-center justify-center rounded-full bg-brand-gradient text-sm font-bold text-white">
                {index + 1}
              </span>
              <Icon aria-hidden className="mt-2 size-6 text-primary" />
              <h3 className="mt-3 font-semibold">{title}</h3>
              <p className="mt-1 text-sm text-muted-foreground">{text}</p>
            </li>
          ))}
        </ol>
      </PageSection>
      <PageSection className="max-w-3xl pt-0">
        <h2 className="text-center text-3xl font-bold">Extension FAQ</h2>
        <Accordion type="single" collapsible className="mt-8 rounded-2xl border bg-card px-6 shadow-soft">
          {faq.map((entry, index) => (
            <AccordionItem key={entry.question} value={`item-${index}`}>
              <AccordionTrigger>{entry.question}</AccordionTrigger>
              <AccordionContent>
                {entry.answer}
                {index === faq.length - 1 && (
                  <>
                    {" "}
                    <Link
                      to={paths.chromeStorePolicy.getHref()}
                      className="text-primary underline underline-offset-4"
                    >
                      Read the extension privacy policy
                    </Link>
                    .
                  </>
                )}
              </AccordionContent>
            </AccordionItem>
          ))}
        </Accordion>
      </PageSection>
    </>
  );
}
