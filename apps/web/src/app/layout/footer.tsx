import { COPYRIGHT_YEAR, PRODUCT_NAME } from "@photo-organizer/core";
import { Coffee, Heart } from "lucide-react";
import { Link } from "react-router";
import { Separator } from "@/components/ui/separator";
import { paths } from "@/config/paths";
import { useSiteConfig } from "@/lib/site-config";
import { LogoMark } from "./logo";
import { companyMenu, footerLinks, resourcesMenu } from "./nav-items";
import { ShareButtons } from "./share-buttons";

const productLinks = [
  { label: "Features", href: paths.features.getHref() },
  { label: "Pricing", href: paths.pricing.getHref() },
  { label: "Upload", href: paths.upload.getHref() },
];

function LinkColumn({ title, links }: { title: string; links: { label: string; href: string }[] }) {
  return (
    <div>
      <h2 className="text-sm font-semibold">{title}</h2>
      <ul className="mt-3 space-y-2">
        {links.map((link) => (
          <li key={link.href}>
            <Link
              to={link.href}
              className="text-sm text-muted-foreground transition-colors hover:text-foreground"
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

function DonationLink() {
  const { data } = useSiteConfig();
  const className =
    "inline-flex items-center gap-1.5 rounded-full border px-3 py-1.5 text-sm font-medium transition-colors hover:border-primary/40 hover:text-primary";
  if (data?.donationUrl) {
    return (
      <a href={data.donationUrl} target="_blank" rel="noopener noreferrer" className={className}>
        <Coffee aria-hidden className="size-4" />
        Buy us a coffee
      </a>
    );
  }
  return (
    <Link to={paths.contact.getHref()} className={className}>
      <Coffee aria-hidden className="size-4" />
      Support the project
    </Link>
  );
}

export function Footer() {
  return (
    <footer className="mt-24 border-t bg-muted/30">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <div className="grid gap-10 md:grid-cols-[1.2fr_2fr]">
          <div className="space-y-4">
            <div className="flex items-center gap-2.5 font-semibold">
              <LogoMark />
              <span className="text-lg">{PRODUCT_NAME}</span>
            </div>
            <p className="max-w-xs text-sm text-muted-foreground">
              Sort hundreds of photos into category folders and give each a name that says what it shows. Your
              originals never leave your browser.
            </p>
            <DonationLink />
          </div>
          <div className="grid grid-cols-3 gap-4">
            <LinkColumn title="Product" links={productLinks} />
            <LinkColumn title="Resources" links={resourcesMenu} />
            <LinkColumn title="Company" links={companyMenu.slice(0, 2)} />
          </div>
        </div>
        <Separator className="my-8" />
        <div className="flex flex-col gap-6 lg:flex-row lg:items-center lg:justify-between">
          <nav aria-label="Footer" className="flex flex-wrap gap-x-5 gap-y-2">
            {footerLinks.map((link) => (
              <Link
                key={link.href}
                to={link.href}
                className="text-sm text-muted-foreground transition-colors hover:text-foreground"
              >
                {link.label}
              </Link>
            ))}
          </nav>
          <ShareButtons />
        </div>
        <div className="mt-8 flex flex-col gap-2 text-sm text-muted-foreground sm:flex-row sm:justify-between">
          <p>
            © {COPYRIGHT_YEAR} {PRODUCT_NAME}. All rights reserved.
          </p>
          <p className="flex items-center gap-1.5">
            Made with <Heart aria-label="love" className="size-4 fill-rose-500 text-rose-500" /> by the{" "}
            {PRODUCT_NAME} team
          </p>
        </div>
      </div>
    </footer>
  );
}
