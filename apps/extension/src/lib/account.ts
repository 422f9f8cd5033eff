import {
  type SessionResponse,
  sessionResponseSchema,
  type Usage,
  usageSchema,
} from "@photo-organizer/core/api";
import { apiGet, setApiOrigin } from "@/lib/api-client";
import { originPattern, serverAddress } from "./server-address";

export type Account =
  | { kind: "no-permission"; server: string }
  | { kind: "unreachable"; server: string }
  | { kind: "signed-out"; server: string }
  | { kind: "signed-in"; server: string; user: NonNullable<SessionResponse["user"]>; usage: Usage };

/**
 * Points the web app's API client at the configured server and asks it who is signed in. The session is the
 * site's own cookie: the extension holds no token of its own.
 */
export async function connect(): Promise<Account> {
  const server = await serverAddress();
  setApiOrigin(server);
  const allowed = await chrome.permissions.contains({ origins: [originPattern(server)] });
  if (!allowed) return { kind: "no-permission", server };
  let session: SessionResponse;
  try {
    session = sessionResponseSchema.parse(await apiGet<unknown>("/api/session"));
  } catch {
    return { kind: "unreachable", server };
  }
  if (!session.user) return { kind: "signed-out", server };
  try {
    const usage = usageSchema.parse(await apiGet<unknown>("/api/usage"));
    return { kind: "signed-in", server, user: session.user, usage };
  } catch {
    // Signed in, but the usage did not come: as unreachable, not a "Checking…" that never ends.
    return { kind: "unreachable", server };
  }
}

/** The site's sign-in, in a tab; the session cookie it sets is the one the extension then uses. */
export async function openSignIn(server: string): Promise<void> {
  await chrome.tabs.create({ url: `${server}/login` });
}
