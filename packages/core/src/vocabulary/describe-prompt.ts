import { CATEGORY_NAMES } from "../catalogue/category-names.ts";

/**
 * What a vision-language model (`DESCRIBER=openai`) is asked. The sentence part is unchanged since
 * `photos/dev/descriptions-vlm.jsonl` was made with it, so those figures stay comparable.
 */
export const DESCRIBE_PROMPT =
  "Describe this photo in one plain English sentence of at most 15 words. Name the main subject first " +
  '(for example "A golden retriever running on a sandy beach"). No introduction, no quotes, no lists.';

/**
 * The model that sees the photo also chooses its folder: it knows the occasion, the people and the setting
 * better than any rule reading its sentence afterwards. The folder names are listed so that endpoints
 * without structured output still have them.
 */
export const DESCRIBE_AND_FILE_PROMPT =
  `${DESCRIBE_PROMPT} Then choose the folder a person sorting their photos by hand would put it in, ` +
  `exactly one of: ${CATEGORY_NAMES.join(", ")}. ` +
  'Answer with JSON only, no other text: {"description": "<the sentence>", "category": "<the folder>"}.';

/** Room for the JSON around a 15-word sentence and a folder name. */
export const DESCRIBE_MAX_TOKENS = 120;

/**
 * The JSON schema of the answer, for endpoints with structured output (OpenAI `response_format`, Ollama
 * and vLLM through the same field): the category can only be a catalogue name.
 */
export const DESCRIBE_ANSWER_SCHEMA = {
  type: "object",
  properties: {
    description: { type: "string" },
    category: { type: "string", enum: [...CATEGORY_NAMES] },
  },
  required: ["description", "category"],
  additionalProperties: false,
} as const;

/**
 * How the answer's JSON is asked for (`OPENAI_RESPONSE_FORMAT`). `json_schema`: structured output — OpenAI,
 * Ollama 0.5+, vLLM and LM Studio all read `response_format` — the folder can only be a catalogue name.
 * `json_object`: JSON mode, for servers that have it but no schemas. `text`: the prompt alone, for servers
 * that reject `response_format`; the JSON is then read from the text.
 */
export const RESPONSE_FORMATS = ["json_schema", "json_object", "text"] as const;
export type ResponseFormat = (typeof RESPONSE_FORMATS)[number];
