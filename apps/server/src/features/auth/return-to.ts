/**
 * Where to go after signing in: a path on this site only. Anything else (another origin, `//host`,
 * backslash tricks, non-http schemes) becomes "/", so /auth/login can never be used as an open redirect.
 */
export function safeReturnTo(returnTo: unknown, publicUrl: string): string {
  if (typeof returnTo !== "string" || returnTo.length === 0 || returnTo.length > 2000) return "/";
  if (!returnTo.startsWith("/") || returnTo.startsWith("//") || returnTo.includes("\\")) return "/";
  if ([...returnTo].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) return "/";
  let url: URL;
  try {
    url = new URL(returnTo, publicUrl);
  } catch {
    return "/";
  }
  if (url.origin !== new URL(publicUrl).origin) return "/";
  return `${url.pathname}${url.search}${url.hash}`;
}
