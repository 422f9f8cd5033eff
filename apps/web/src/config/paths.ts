/** Every route of the app as data: `path` for the route table, `getHref` for links. */

const route = (path: string) => ({ path, getHref: () => path });

export const paths = {
  home: route("/"),
  features: route("/features"),
  pricing: route("/pricing"),
  upload: route("/upload"),
  usage: route("/usage"),
  login: {
    path: "/login",
    getHref: (returnTo?: string) => (returnTo ? `/login?returnTo=${encodeURIComponent(returnTo)}` : "/login"),
  },
  signup: route("/signup"),
  help: route("/help"),
  examples: route("/examples"),
  faq: route("/faq"),
  demos: route("/demos"),
  chromeExtension: route("/chrome-extension"),
  chromeStorePolicy: route("/chrome-store-policy"),
  about: route("/about"),
  contact: route("/contact"),
  terms: route("/terms"),
  privacy: route("/privacy"),
  disclaimer: route("/disclaimer"),
  success: route("/success"),
  admin: route("/admin"),
  /** Server routes (full page navigations, not client routes). */
  auth: {
    login: { getHref: (returnTo = "/") => `/auth/login?returnTo=${encodeURIComponent(returnTo)}` },
    logout: { path: "/auth/logout" },
  },
} as const;
