import { MESSAGES } from "@photo-organizer/core";
import type { z } from "zod";

/** Thrown when an API answer does not match the contract in core: never acted on, never shown raw. */
export class UnexpectedAnswerError extends Error {
  override name = "UnexpectedAnswerError";
  constructor(readonly issues: unknown) {
    super(MESSAGES.unexpectedAnswer);
  }
}

/** The answer, checked against its schema from core's API contract (the browser trusts no answer's shape). */
export async function checked<S extends z.ZodType>(
  schema: S,
  answer: Promise<unknown>,
): Promise<z.output<S>> {
  const result = schema.safeParse(await answer);
  if (!result.success) throw new UnexpectedAnswerError(result.error.issues);
  return result.data;
}
