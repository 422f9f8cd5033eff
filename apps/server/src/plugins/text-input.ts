import { API_REFUSALS } from "@photo-organizer/core";
import type { FastifyInstance } from "fastify";
import { HttpError } from "./errors.ts";

/** Whether a parsed request part holds a string with U+0000, at any depth. */
export function holdsNul(value: unknown): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (Array.isArray(value)) return value.some(holdsNul);
  if (value !== null && typeof value === "object") return Object.values(value).some(holdsNul);
  return false;
}

/**
 * PostgreSQL stores no U+0000 in text or JSON: a name, an email or a folder with one failed at the insert, as a
 * 500. No field of the API has a use for it, so every request carrying one is refused as bad input first.
 */
export function refuseNulCharacters(app: FastifyInstance) {
  app.addHook("preValidation", async (request) => {
    if (holdsNul(request.query) || holdsNul(request.params) || holdsNul(request.body))
      throw new HttpError(400, API_REFUSALS.nulCharacter, "validation_error");
  });
}
