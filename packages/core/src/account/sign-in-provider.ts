/**
 * What the sign-in pages call the OpenID provider a server signs people in with, from its issuer address: the
 * well-known providers by name, any other by its host (`auth.example.com`); null for the built-in development
 * provider, which has no account of its own to name.
 */
const KNOWN_PROVIDERS: ReadonlyArray<readonly [host: RegExp, name: string]> = [
  [/^accounts\.google\.com$/, "Google"],
  [/^login\.microsoftonline\.com$|^login\.live\.com$/, "Microsoft"],
  [/^appleid\.apple\.com$/, "Apple"],
  [/(^|\.)gitlab\.com$/, "GitLab"],
];

export function signInProviderName(issuer: string | null): string | null {
  if (issuer === null || !URL.canParse(issuer)) return null;
  const { host } = new URL(issuer);
  return KNOWN_PROVIDERS.find(([pattern]) => pattern.test(host))?.[1] ?? host;
}
