/**
 * Every page of the site (spec section 2) with its document title, once: the web app sets the title from
 * it, and the server answers 404 (with the spec's not-found page) for any other path.
 */
export const ROUTE_TITLES = {
  "/": "Organize your photos with AI",
  "/features": "Features",
  "/pricing": "Pricing",
  "/upload": "Upload Your Photos",
  "/usage": "Usage Statistics",
  "/login": "Log in",
  "/signup": "Create an account",
  "/help": "Help Center",
  "/examples": "Examples",
  "/faq": "Frequently Asked Questions",
  "/demos": "Demos",
  "/chrome-extension": "Chrome Extension",
  "/chrome-store-policy": "Chrome Extension Privacy Policy",
  "/about": "About",
  "/contact": "Contact Us",
  "/terms": "Terms of Service",
  "/privacy": "Privacy Policy",
  "/disclaimer": "Login & Data Use Disclaimer",
  "/success": "Success!",
  "/admin": "Admin",
} as const;

export type SitePath = keyof typeof ROUTE_TITLES;

export const SITE_PATHS = Object.keys(ROUTE_TITLES) as SitePath[];

const NOT_FOUND_TITLE = "Page not found";

/** "/faq/" is "/faq"; the query and hash are not part of the route. */
function routeOf(pathname: string): string {
  const path = pathname.split(/[?#]/)[0] ?? "/";
  return path.replace(/\/+$/, "") || "/";
}

/** Whether the web app has a page at `pathname`. */
export function isSitePath(pathname: string): boolean {
  return Object.hasOwn(ROUTE_TITLES, routeOf(pathname));
}

/** The document title of the page at `pathname`: "Features · Photo Organizer", or the not-found title. */
export function documentTitle(pathname: string, productName: string): string {
  const route = routeOf(pathname);
  const title = isSitePath(route) ? ROUTE_TITLES[route as SitePath] : NOT_FOUND_TITLE;
  return `${title} · ${productName}`;
}
