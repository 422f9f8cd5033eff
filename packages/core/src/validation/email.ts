import { MESSAGES } from "../messages/messages.ts";

/** Longest address SMTP can carry (RFC 5321: 254 characters in a path). */
export const MAX_EMAIL_LENGTH = 254;

/**
 * One "@", a non-empty local part and a dotted domain, no whitespace: the common browser-side shape check.
 * Deliverability is not judged here.
 */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/u;

/** Spec section 5: null when valid, otherwise the text to show. Surrounding spaces are ignored. */
export function validateEmail(input: string): string | null {
  const email = input.trim();
  if (email === "") return MESSAGES.emailRequired;
  if (email.length > MAX_EMAIL_LENGTH || !EMAIL_PATTERN.test(email)) return MESSAGES.emailInvalid;
  return null;
}

/** The form of an address used to compare and store it: trimmed and lower-cased. */
export function normalizeEmail(input: string): string {
  return input.trim().toLowerCase();
}
