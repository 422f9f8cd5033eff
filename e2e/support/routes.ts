/** Every client route of the web app (spec section 2), for the site-wide e2e test and the screenshot script. */
export const PUBLIC_ROUTES = [
  "/",
  "/features",
  "/pricing",
  "/upload",
  "/login",
  "/signup",
  "/help",
  "/examples",
  "/faq",
  "/demos",
  "/chrome-extension",
  "/chrome-store-policy",
  "/about",
  "/contact",
  "/terms",
  "/privacy",
  "/disclaimer",
  "/success",
] as const;

/** Routes that need a signed-in user (A1). */
export const SIGNED_IN_ROUTES = ["/usage"] as const;

/** Behind the admin guard (A1, D3). */
export const ADMIN_ROUTES = ["/admin"] as const;
