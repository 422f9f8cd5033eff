import { PRODUCT_NAME } from "@photo-organizer/core";
import { type ReactNode, useEffect, useState } from "react";
import { toast } from "sonner";
import { FOCUS_RING } from "@/components/ui/button";
import { Switch } from "@/components/ui/switch";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip";
import { cn } from "@/lib/utils";

/** Share metadata (spec section 3): url defaults to the site origin. */
export type ShareMetadata = { url: string; title: string; description: string };

export const SHARE_VISIBLE_KEY = "share-visible";

export function defaultShareMetadata(): ShareMetadata {
  return {
    url: window.location.origin,
    title: `${PRODUCT_NAME} — turn messy photos into beautifully organized folders`,
    description:
      "Drop in hundreds of photos and get back one ZIP with every photo sorted into a category folder and renamed from what it shows.",
  };
}

function readVisible(): boolean {
  try {
    return window.localStorage.getItem(SHARE_VISIBLE_KEY) !== "false";
  } catch {
    return true;
  }
}

type Network = { name: string; href: (meta: ShareMetadata) => string | null; icon: ReactNode };

const svg = (path: string) => (
  <svg viewBox="0 0 24 24" aria-hidden className="size-4" fill="currentColor">
    <path d={path} />
  </svg>
);

const enc = encodeURIComponent;

const networks: Network[] = [
  {
    name: "Facebook",
    href: (m) => `https://www.facebook.com/sharer/sharer.php?u=${enc(m.url)}`,
    icon: svg(
      "M13.5 21v-7.5h2.5l.4-3h-2.9V8.6c0-.9.3-1.5 1.5-1.5h1.5V4.4c-.3 0-1.2-.1-2.2-.1-2.2 0-3.7 1.3-3.7 3.8v2.4H8v3h2.6V21z",
    ),
  },
  {
    name: "X",
    href: (m) => `https://x.com/intent/post?url=${enc(m.url)}&text=${enc(m.title)}`,
    icon: svg(
      "M17.8 3h3.1l-6.8 7.7 8 10.3h-6.2l-4.9-6.3L5.4 21H2.3l7.2-8.3L1.9 3h6.4l4.4 5.8zm-1.1 16.2h1.7L7.4 4.7H5.6z",
    ),
  },
  {
    name: "LinkedIn",
    href: (m) => `https://www.linkedin.com/sharing/share-offsite/?url=${enc(m.url)}`,
    icon: svg(
      "M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5M3 9.5h4V21H3zm6.5 0h3.8v1.6h.1c.5-1 1.8-2 3.8-2 4 0 4.8 2.6 4.8 6V21h-4v-5.2c0-1.2 0-2.9-1.8-2.9s-2 1.4-2 2.8V21h-4z",
    ),
  },
  {
    name: "Pinterest",
    href: (m) =>
      `https://pinterest.com/pin/create/button/?url=${enc(m.url)}&description=${enc(m.description)}`,
    icon: svg(
      "M12 2a10 10 0 0 0-3.6 19.3c-.1-.8-.2-2 0-2.9l1.2-5s-.3-.6-.3-1.5c0-1.4.8-2.5 1.8-2.5.9 0 1.3.6 1.3 1.4 0 .9-.5 2.2-.8 3.4-.2 1 .5 1.9 1.6 1.9 1.9 0 3.3-2 3.3-4.9 0-2.6-1.8-4.3-4.5-4.3-3 0-4.8 2.3-4.8 4.6 0 .9.4 1.9.8 2.4l.1.4-.3 1.1c0 .2-.2.3-.4.2-1.3-.6-2.2-2.6-2.2-4.2 0-3.4 2.5-6.5 7.1-6.5 3.7 0 6.6 2.7 6.6 6.2 0 3.7-2.3 6.7-5.6 6.7-1.1 0-2.1-.6-2.5-1.2l-.7 2.6c-.2 1-.9 2.2-1.4 2.9A10 10 0 1 0 12 2",
    ),
  },
  {
    // Instagram has no web share link: copy the address so it can be pasted into a post or story.
    name: "Instagram",
    href: () => null,
    icon: svg(
      "M12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10m0 8.2a3.2 3.2 0 1 1 0-6.4 3.2 3.2 0 0 1 0 6.4M17.3 5.5a1.2 1.2 0 1 0 0 2.4 1.2 1.2 0 0 0 0-2.4M21.9 7.1c-.1-1.6-.4-3-1.6-4.2S17.6 1.3 16 1.2C14.3 1.1 9.7 1.1 8 1.2c-1.6.1-3 .4-4.2 1.6S2.2 5.5 2.1 7.1C2 8.8 2 13.4 2.1 15.1c.1 1.6.4 3 1.6 4.2s2.6 1.5 4.2 1.6c1.7.1 6.3.1 8 0 1.6-.1 3-.4 4.2-1.6s1.5-2.6 1.6-4.2c.2-1.7.2-6.3.1-8m-2.2 10c-.3.9-1 1.5-1.9 1.9-1.3.5-4.4.4-5.8.4s-4.5.1-5.8-.4c-.9-.3-1.5-1-1.9-1.9-.5-1.3-.4-4.4-.4-5.8s-.1-4.5.4-5.8c.3-.9 1-1.5 1.9-1.9C7.5 3.1 10.6 3.2 12 3.2s4.5-.1 5.8.4c.9.3 1.5 1 1.9 1.9.5 1.3.4 4.4.4 5.8s.1 4.5-.4 5.8",
    ),
  },
];

const buttonClass = cn(
  "flex size-9 cursor-pointer items-center justify-center rounded-full border bg-background text-muted-foreground transition-colors hover:border-primary/40 hover:text-primary",
  FOCUS_RING,
);

/** Social share buttons with their visibility toggle (default on, remembered in local storage). */
export function ShareButtons({ metadata }: { metadata?: Partial<ShareMetadata> }) {
  const [visible, setVisible] = useState(readVisible);
  const [meta, setMeta] = useState<ShareMetadata | null>(null);

  useEffect(() => {
    setMeta({ ...defaultShareMetadata(), ...metadata });
  }, [metadata]);

  const toggle = (next: boolean) => {
    setVisible(next);
    try {
      window.localStorage.setItem(SHARE_VISIBLE_KEY, String(next));
    } catch {
      // storage unavailable: the choice lasts for this page only
    }
  };

  const copyLink = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success("Link copied — paste it into your Instagram post or story.");
    } catch {
      toast.info(`Share this link on Instagram: ${url}`);
    }
  };

  return (
    <div className="flex flex-wrap items-center gap-3">
      <div className={cn("flex items-center gap-2", !visible && "hidden")} data-testid="share-buttons">
        {meta &&
          networks.map((network) => {
            const href = network.href(meta);
            const label = `Share on ${network.name}`;
            return (
              <Tooltip key={network.name}>
                <TooltipTrigger asChild>
                  {href ? (
                    <a
                      href={href}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={label}
                      className={buttonClass}
                    >
                      {network.icon}
                    </a>
                  ) : (
                    <button
                      type="button"
                      aria-label={label}
                      className={buttonClass}
                      onClick={() => void copyLink(meta.url)}
                    >
                      {network.icon}
                    </button>
                  )}
                </TooltipTrigger>
                <TooltipContent>{label}</TooltipContent>
              </Tooltip>
            );
          })}
      </div>
      <div className="flex items-center gap-2 text-xs text-muted-foreground">
        <Switch id="share-visible" checked={visible} onCheckedChange={toggle} />
        <label htmlFor="share-visible" className="cursor-pointer">
          Show share buttons
        </label>
      </div>
    </div>
  );
}
