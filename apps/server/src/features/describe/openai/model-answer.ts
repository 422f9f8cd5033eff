import { CATEGORY_NAMES, type Category, type CategoryName, categorize } from "@photo-organizer/core";
import { z } from "zod";
import type { Description } from "../describer.ts";

/** `{ "description", "category" }` as asked; the category is checked separately so a bad one keeps the sentence. */
const answerSchema = z.object({ description: z.string(), category: z.unknown() });

const BY_LOWER_CASE = new Map<string, CategoryName>(CATEGORY_NAMES.map((name) => [name.toLowerCase(), name]));

/** One sentence: first line, quotes and surrounding spaces removed. */
export function cleanSentence(text: string): string {
  const firstLine = text.trim().split(/\r?\n/)[0] ?? "";
  return firstLine.replace(/^["'“”]+|["'“”]+$/g, "").trim();
}

/** A catalogue name, whatever its case ("marine life"); anything else (Unsorted, "Pets", 3) is not. */
function catalogueName(value: unknown): CategoryName | null {
  return typeof value === "string" ? (BY_LOWER_CASE.get(value.trim().toLowerCase()) ?? null) : null;
}

/** The JSON object in a text answer: the whole text, a ```json fence, or the first {…} in a sentence. */
function jsonIn(text: string): unknown {
  const candidates = [text, text.replace(/^```(?:json)?\s*|\s*```$/gi, "")];
  const start = text.indexOf("{");
  const end = text.lastIndexOf("}");
  if (start >= 0 && end > start) candidates.push(text.slice(start, end + 1));
  for (const candidate of candidates) {
    try {
      return JSON.parse(candidate.trim());
    } catch {
      // try the next reading
    }
  }
  return undefined;
}

/** The `folder` of the model's JSON answer (#21: one of the user's own folders, or "none"), if any. */
export function folderIn(content: unknown): unknown {
  if (typeof content !== "string") return undefined;
  const parsed = jsonIn(content.trim());
  return typeof parsed === "object" && parsed !== null ? (parsed as { folder?: unknown }).folder : undefined;
}

/**
 * Reads the model's answer. A valid `{ description, category }` is taken as it is; a folder that is not a
 * catalogue name is chosen by `categorize` from the sentence; an answer that is not that JSON but a plain
 * sentence is still the description. An empty description means the model said nothing.
 */
export function readModelAnswer(content: unknown): Description {
  if (typeof content !== "string") return { description: "", category: "Unsorted" };
  const parsed = answerSchema.safeParse(jsonIn(content.trim()));
  if (!parsed.success) {
    // Not the JSON asked for: a sentence is still a description; a JSON fragment is not.
    const sentence = /^[{[]/.test(content.trim()) ? "" : cleanSentence(content);
    return { description: sentence, category: sentence ? categorize(sentence) : "Unsorted" };
  }
  const description = cleanSentence(parsed.data.description);
  if (!description) return { description: "", category: "Unsorted" };
  const chosen: Category = catalogueName(parsed.data.category) ?? categorize(description);
  return { description, category: chosen };
}
