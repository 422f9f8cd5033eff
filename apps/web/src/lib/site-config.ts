import { useQuery } from "@tanstack/react-query";
import { ApiError, apiGet } from "./api-client";

/**
 * Public settings the server may expose at `GET /api/config` (D14 checkout links, the donation and extension
 * store links). Every field is optional: without a value the pages fall back (checkout → /contact, the extension
 * button → a Chrome Web Store search for the product).
 */
export type SiteConfig = {
  checkoutUrls: Partial<Record<"pro" | "vip", string>>;
  donationUrl: string | undefined;
  /** The extension's page in the Chrome Web Store. */
  chromeExtensionUrl: string | undefined;
  /** The extension this server was built with, to load unpacked (a same-site path). */
  extensionDownloadPath: string | undefined;
  /** The command-line tool's npm package this server offers (a same-site path). */
  cliPackagePath: string | undefined;
  /** The host of the outside image service the previews go to; null: this server's own models. */
  imageService: string | null;
  /** What the sign-in pages call the provider people sign in with; null: the development provider, or unknown. */
  signInProvider: string | null;
};

const EMPTY: SiteConfig = {
  checkoutUrls: {},
  donationUrl: undefined,
  chromeExtensionUrl: undefined,
  extensionDownloadPath: undefined,
  cliPackagePath: undefined,
  imageService: null,
  signInProvider: null,
};

/** A path on this site ("/downloads/…"), never another site's address. */
function sitePath(value: unknown): string | undefined {
  return typeof value === "string" && /^\/(?!\/)/.test(value) ? value : undefined;
}

function httpUrl(value: unknown): string | undefined {
  if (typeof value !== "string") return undefined;
  try {
    const url = new URL(value, window.location.origin);
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : undefined;
  } catch {
    return undefined;
  }
}

export function parseSiteConfig(data: unknown): SiteConfig {
  if (!data || typeof data !== "object") return EMPTY;
  const record = data as Record<string, unknown>;
  const checkout = (record.checkoutUrls ?? {}) as Record<string, unknown>;
  const checkoutUrls: SiteConfig["checkoutUrls"] = {};
  const pro = httpUrl(checkout.pro);
  const vip = httpUrl(checkout.vip ?? checkout.enterprise);
  if (pro) checkoutUrls.pro = pro;
  if (vip) checkoutUrls.vip = vip;
  return {
    checkoutUrls,
    donationUrl: httpUrl(record.donationUrl),
    chromeExtensionUrl: httpUrl(record.chromeExtensionUrl),
    extensionDownloadPath: sitePath(record.extensionDownloadPath),
    cliPackagePath: sitePath(record.cliPackagePath),
    imageService: typeof record.imageService === "string" && record.imageService ? record.imageService : null,
    signInProvider:
      typeof record.signInProvider === "string" && record.signInProvider ? record.signInProvider : null,
  };
}

async function fetchSiteConfig(): Promise<SiteConfig> {
  try {
    return parseSiteConfig(await apiGet<unknown>("/api/config"));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return EMPTY;
    throw error;
  }
}

export function useSiteConfig() {
  return useQuery({
    queryKey: ["site-config"],
    queryFn: fetchSiteConfig,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
