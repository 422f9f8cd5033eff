/**
 * Where to go after signing in: a path on this site only. The path is normalised first (as the browser will:
 * `.` and `..` segments, `%2e%2e`) and only then checked, so that no trick (`/..//host`, `/%2F%2Fhost`,
 * backslashes, tabs, another origin, non-http schemes) leaves a Location the browser reads as another host.
 * Anything doubtful becomes "/": /auth/login can never be used as an open redirect.
 */
export function safeReturnTo(returnTo: unknown, publicUrl: string): string {
  if (typeof returnTo !== "string" || returnTo.length === 0 || returnTo.length > 2000) return "/";
  if (!returnTo.startsWith("/")) return "/";
  const site = new URL(publicUrl);
  let url: URL;
  try {
    url = new URL(returnTo, site);
  } catch {
    return "/";
  }
  if (url.origin !== site.origin || !isPlainSitePath(returnTo) || !isPlainSitePath(url.pathname)) return "/";
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * A path that stays a path however it is read: it starts with one "/" and, even percent-decoded, has no
 * second leading slash, no backslash (browsers read `\` as `/`) and no control character (browsers drop tabs
 * and newlines from URLs, so `/\t/host` would become `//host`).
 */
function isPlainSitePath(path: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return false;
  }
  for (const candidate of [path, decoded]) {
    if (!candidate.startsWith("/") || candidate.startsWith("//")) return false;
    if ([...candidate].some((c) => c === "\\" || c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f))
      return false;
  }
  return true;
}
