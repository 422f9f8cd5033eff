import type { Config } from "../../config/env.ts";

/** The browser's handle on its server-side session (`sessions.ts` stores only its hash). */
export const SESSION_COOKIE = "po_session";

export function sessionCookieOptions(config: Config, expires: Date) {
  return {
    path: "/",
    httpOnly: true,
    sameSite: "lax" as const,
    secure: config.nodeEnv === "production",
    expires,
  };
}
