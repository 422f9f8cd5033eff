import { EXTENSION_PAGE_COPY, MESSAGES, PRIVACY, PRODUCT_NAME } from "@photo-organizer/core";
import {
  Download,
  ExternalLink,
  FileArchive,
  FolderOpen,
  Images,
  LogIn,
  type LucideIcon,
  MousePointerClick,
  Pin,
  ShieldCheck,
  ToggleRight,
  Zap,
} from "lucide-react";
import { Link } from "react-router";
import { PageHeader, PageSection } from "@/components/page-header";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "@/components/ui/accordion";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { usePreviewPrivacy } from "@/lib/preview-privacy";
import { useSiteConfig } from "@/lib/site-config";
import { cn } from "@/lib/utils";

const DOWNLOAD_SECTION_ID = "install-for-this-server";

/** Without a configured store link, the button opens the Chrome Web Store's search for the product. */
const STORE_SEARCH_URL = `https://chromewebstore.google.com/search/${encodeURIComponent(PRODUCT_NAME)}`;

const features = [
  { icon: Zap, ...EXTENSION_PAGE_COPY.features.toolbar },
  { icon: MousePointerClick, ...EXTENSION_PAGE_COPY.features.image },
  { icon: Images, ...EXTENSION_PAGE_COPY.features.page },
  { icon: LogIn, ...EXTENSION_PAGE_COPY.features.account },
  {
    icon: ShieldCheck,
    title: "Private by design",
    text: PRIVACY.card,
  },
];

const storeStepIcons = [MousePointerClick, Download, Pin, LogIn];
const downloadStepIcons = [FileArchive, ToggleRight, FolderOpen];

type Step = { title: string; text: string };

function Steps({ steps, icons }: { steps: readonly Step[]; icons: readonly LucideIcon[] }) {
  return (
    <ol
      className={cn(
        "mt-10 grid gap-6 sm:grid-cols-2",
        steps.length === 4 ? "lg:grid-cols-4" : "lg:grid-cols-3",
      )}
    >
      {steps.map(({ title, text }, index) => {
        const Icon = icons[index] ?? Pin;
        return (
          <li key={title} className="relative rounded-2xl border bg-card p-6 shadow-soft">
            <span className="absolute -top-3 left-6 flex size-7 items-center justify-center rounded-full bg-brand-gradient text-sm font-bold text-white">
              {index + 1}
            </span>
            <Icon aria-hidden className="mt-2 size-6 text-primary" />
            <h3 className="mt-3 font-semibold">{title}</h3>
            <p className="mt-1 text-sm text-muted-foreground">{text}</p>
          </li>
        );
      })}
    </ol>
  );
}

export function ChromeExtensionPage() {
  const { truthful } = usePreviewPrivacy();
  const { data } = useSiteConfig();
  const downloadPath = data?.extensionDownloadPath;
  // Without a store listing, "Add to Chrome" leads to the extension this server offers, when it has one.
  const storeUrl = data?.chromeExtensionUrl ?? (downloadPath ? undefined : STORE_SEARCH_URL);
  const addToChrome = () => {
    if (storeUrl) window.open(storeUrl, "_blank", "noopener,noreferrer");
    else document.getElementById(DOWNLOAD_SECTION_ID)?.scrollIntoView({ behavior: "smooth" });
  };

  return (
    <>
      <PageHeader
        eyebrow={EXTENSION_PAGE_COPY.eyebrow}
        title={`${PRODUCT_NAME} for Chrome`}
        description={EXTENSION_PAGE_COPY.description}
      >
        <Button variant="brand" size="lg" onClick={addToChrome}>
          {storeUrl ? <ExternalLink aria-hidden /> : <Download aria-hidden />}
          {MESSAGES.addToChrome}
        </Button>
      </PageHeader>
      <PageSection>
        <h2 className="text-center text-3xl font-bold">{EXTENSION_PAGE_COPY.whatItDoes}</h2>
        <div className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {features.map(({ icon: Icon, title, text }) => (
            <div key={title} className="rounded-2xl border bg-card p-6 shadow-soft">
              <span className="flex size-10 items-center justify-center rounded-xl bg-primary/10 text-primary">
                <Icon aria-hidden className="size-5" />
              </span>
              <h3 className="mt-4 font-semibold">{title}</h3>
              <p className="mt-2 text-sm text-muted-foreground">{truthful(text)}</p>
            </div>
          ))}
        </div>
      </PageSection>
      {downloadPath && (
        <PageSection className="pt-0" id={DOWNLOAD_SECTION_ID}>
          <h2 className="text-center text-3xl font-bold">{EXTENSION_PAGE_COPY.downloadTitle}</h2>
          <div className="mt-6 flex flex-col items-center gap-2">
            <Button asChild size="lg">
              <a href={downloadPath} download>
                <Download aria-hidden />
                {EXTENSION_PAGE_COPY.downloadButton}
              </a>
            </Button>
            <p className="text-sm text-muted-foreground">{EXTENSION_PAGE_COPY.downloadHint}</p>
          </div>
          <Steps steps={EXTENSION_PAGE_COPY.downloadSteps} icons={downloadStepIcons} />
        </PageSection>
      )}
      {storeUrl && (
        <PageSection className="pt-0">
          <h2 className="text-center text-3xl font-bold">{EXTENSION_PAGE_COPY.storeStepsTitle}</h2>
          <Steps steps={EXTENSION_PAGE_COPY.storeSteps} icons={storeStepIcons} />
        </PageSection>
      )}
      <PageSection className="max-w-3xl pt-0">
        <h2 className="text-center text-3xl font-bold">{EXTENSION_PAGE_COPY.faqTitle}</h2>
        <Accordion type="single" collapsible className="mt-8 rounded-2xl border bg-card px-6 shadow-soft">
          {EXTENSION_PAGE_COPY.faq.map((entry, index) => (
            <AccordionItem key={entry.question} value={`item-${index}`}>
              <AccordionTrigger>{entry.question}</AccordionTrigger>
              <AccordionContent>
                {entry.answer}
                {index === EXTENSION_PAGE_COPY.faq.length - 1 && (
                  <>
                    {" "}
                    <Link
                      to={paths.chromeStorePolicy.getHref()}
                      className="text-primary underline underline-offset-4"
                    >
                      {EXTENSION_PAGE_COPY.privacyPolicyLink}
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
