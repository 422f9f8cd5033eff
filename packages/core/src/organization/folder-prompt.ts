import type { OwnFolder } from "../api/organization-settings.ts";
import { DESCRIBE_AND_FILE_PROMPT, DESCRIBE_ANSWER_SCHEMA } from "../vocabulary/describe-prompt.ts";

/** What the model answers for "none of the user's folders": the photo is then filed by its category. */
export const NO_OWN_FOLDER = "none";

const quoted = (text: string) => JSON.stringify(text);

/**
 * `DESCRIBER=openai` with the user's own folders (#21): the model that sees the photo also picks one of them,
 * knowing what each is for from its words, or "none". The catalogue category is still asked for: it files the
 * photos no own folder takes, and it is what the learner and the statistics know.
 */
export function describeWithFoldersPrompt(folders: readonly OwnFolder[]): string {
  if (folders.length === 0) return DESCRIBE_AND_FILE_PROMPT;
  const list = folders
    .map((f) => (f.words.length ? `${quoted(f.name)} (${f.words.join(", ")})` : quoted(f.name)))
    .join("; ");
  return (
    `${DESCRIBE_AND_FILE_PROMPT} The person also has their own folders: ${list}. ` +
    `Add "folder" to the JSON: the one of their folders this photo belongs in, or "${NO_OWN_FOLDER}" if none fits.`
  );
}

/** The answer's JSON schema with the user's folders (structured output keeps the model to them). */
export function describeWithFoldersSchema(folders: readonly OwnFolder[]) {
  if (folders.length === 0) return DESCRIBE_ANSWER_SCHEMA;
  return {
    ...DESCRIBE_ANSWER_SCHEMA,
    properties: {
      ...DESCRIBE_ANSWER_SCHEMA.properties,
      folder: { type: "string", enum: [...folders.map((f) => f.name), NO_OWN_FOLDER] },
    },
    required: ["description", "category", "folder"],
  };
}

/** The user's folder the model named (any case), or undefined for "none" or anything else. */
export function ownFolderNamed(folders: readonly OwnFolder[], answer: unknown): string | undefined {
  if (typeof answer !== "string") return undefined;
  const wanted = answer.trim().toLowerCase();
  return folders.find((f) => f.name.trim().toLowerCase() === wanted)?.name;
}
