import {
  DESCRIBE_MAX_TOKENS,
  describeWithFoldersPrompt,
  describeWithFoldersSchema,
  ownFolderNamed,
  type ResponseFormat,
} from "@photo-organizer/core";
import type { OwnFolder } from "@photo-organizer/core/api";
import sharp from "sharp";
import type { DescribeOptions, Describer, Description, Preview } from "../describer.ts";
import { DescriberError } from "../describer.ts";
import { folderIn, readModelAnswer } from "./model-answer.ts";

export type OpenAiDescriberOptions = {
  /** e.g. https://api.openai.com/v1, http://localhost:11434/v1 (Ollama), http://localhost:8000/v1 (vLLM) */
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  /** default `json_schema` */
  responseFormat?: ResponseFormat;
  timeoutMs?: number;
  /** attempts in all, including the first */
  attempts?: number;
  /** first back-off delay; doubles each retry */
  backoffMs?: number;
};

export const OPENAI_TIMEOUT_MS = 10_000;
const MAX_RETRY_AFTER_MS = 10_000;

function responseFormatField(format: ResponseFormat, folders: readonly OwnFolder[]) {
  if (format === "json_schema") {
    return {
      response_format: {
        type: "json_schema",
        json_schema: { name: "photo", strict: true, schema: describeWithFoldersSchema(folders) },
      },
    };
  }
  if (format === "json_object") return { response_format: { type: "json_object" } };
  return {};
}

/**
 * The JSON body of one chat-completions request with the image as a data-URL content part; with the user's own
 * folders (#21) the model is also asked to pick one of them.
 */
export function chatRequestBody(
  model: string,
  jpegBase64: string,
  format: ResponseFormat = "json_schema",
  folders: readonly OwnFolder[] = [],
) {
  return {
    model,
    messages: [
      {
        role: "user",
        content: [
          { type: "text", text: describeWithFoldersPrompt(folders) },
          { type: "image_url", image_url: { url: `data:image/jpeg;base64,${jpegBase64}` } },
        ],
      },
    ],
    ...responseFormatField(format, folders),
    max_tokens: DESCRIBE_MAX_TOKENS,
    temperature: 0,
  };
}

type ChatResponse = { choices?: { message?: { content?: unknown } }[] };

function retryable(status: number): boolean {
  return status === 429 || status >= 500;
}

async function errorDetail(response: Response): Promise<string> {
  const text = await response.text().catch(() => "");
  try {
    const body = JSON.parse(text) as { error?: { message?: unknown } | string; message?: unknown };
    const message = typeof body.error === "string" ? body.error : (body.error?.message ?? body.message);
    if (typeof message === "string" && message) return message;
  } catch {
    // not JSON
  }
  return response.statusText || "no details";
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function retryAfterMs(response: Response): number | null {
  const header = response.headers.get("retry-after");
  if (!header) return null;
  const seconds = Number(header);
  return Number.isFinite(seconds) ? Math.min(seconds * 1000, MAX_RETRY_AFTER_MS) : null;
}

/** Any OpenAI-compatible chat-completions endpoint with image input (OpenAI, Ollama, vLLM, LM Studio, …). */
export function createOpenAiDescriber(options: OpenAiDescriberOptions): Describer {
  const url = `${options.baseUrl.replace(/\/+$/, "")}/chat/completions`;
  const timeoutMs = options.timeoutMs ?? OPENAI_TIMEOUT_MS;
  const attempts = options.attempts ?? 3;
  const backoffMs = options.backoffMs ?? 500;

  async function once(
    body: string,
    cancel: AbortSignal | undefined,
    folders: readonly OwnFolder[],
  ): Promise<{ retry: boolean; waitMs: number | null; error?: string; answer?: Description }> {
    let response: Response;
    const attemptTimeout = AbortSignal.timeout(timeoutMs);
    try {
      response = await fetch(url, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
        },
        body,
        signal: cancel ? AbortSignal.any([attemptTimeout, cancel]) : attemptTimeout,
      });
    } catch (error) {
      cancel?.throwIfAborted();
      const timedOut =
        error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
      return {
        retry: true,
        waitMs: null,
        error: timedOut
          ? `the image service did not answer within ${timeoutMs / 1000} s`
          : `the image service at ${options.baseUrl} cannot be reached`,
      };
    }
    if (!response.ok) {
      const detail = await errorDetail(response);
      return {
        retry: retryable(response.status),
        waitMs: retryAfterMs(response),
        error: `the image service answered ${response.status}: ${detail}`,
      };
    }
    let parsed: ChatResponse;
    try {
      parsed = (await response.json()) as ChatResponse;
    } catch {
      return { retry: false, waitMs: null, error: "the image service's answer is not JSON" };
    }
    const content = parsed.choices?.[0]?.message?.content;
    const answer = readModelAnswer(content);
    const folder = folders.length ? ownFolderNamed(folders, folderIn(content)) : undefined;
    return { retry: false, waitMs: null, answer: folder ? { ...answer, folder } : answer };
  }

  return {
    kind: "openai",
    async start() {},
    status: () => ({ kind: "openai", ready: true, models: { model: options.model } }),
    async describe(preview: Preview, { signal, folders = [] }: DescribeOptions = {}) {
      const { data, width, height } = preview;
      const jpeg = await sharp(data, { raw: { width, height, channels: 3 } })
        .jpeg({ quality: 85 })
        .toBuffer();
      const body = JSON.stringify(
        chatRequestBody(options.model, jpeg.toString("base64"), options.responseFormat, folders),
      );
      let lastError = "the image service failed";
      for (let attempt = 1; attempt <= attempts; attempt++) {
        signal?.throwIfAborted();
        const outcome = await once(body, signal, folders);
        if (outcome.answer !== undefined) return outcome.answer;
        lastError = outcome.error ?? lastError;
        if (!outcome.retry || attempt === attempts) break;
        await delay(outcome.waitMs ?? backoffMs * 2 ** (attempt - 1));
      }
      throw new DescriberError(lastError);
    },
    async close() {},
  };
}
