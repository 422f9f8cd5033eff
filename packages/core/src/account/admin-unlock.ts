/**
 * D3's admin password gate. An unlocked session stays unlocked for `ADMIN_UNLOCK_TTL_MS` from the moment the
 * password was given, then asks again: a session left open on a shared machine does not stay an admin's.
 */
export const ADMIN_UNLOCK_TTL_MS = 30 * 60 * 1000;

/**
 * Wrong admin passwords allowed per window, counted per admin account and per address (only attempts by admin
 * accounts count: nobody else can try the password, so nobody else can use up an admin's attempts).
 */
export const ADMIN_PASSWORD_ATTEMPTS = { max: 5, windowMs: 15 * 60 * 1000 } as const;
