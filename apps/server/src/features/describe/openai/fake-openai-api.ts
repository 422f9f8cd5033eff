import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local OpenAI-compatible chat-completions server for tests, reached over real HTTP: one scripted handler
 * per request (the last one repeats), and every request it saw.
 */
export type Handler = (body: unknown, req: IncomingMessage, res: ServerResponse) => void;

export type FakeOpenAiApi = {
  baseUrl: string;
  seen: { body: unknown; headers: IncomingMessage["headers"]; url: string | undefined }[];
  close: () => Promise<void>;
};

export async function fakeOpenAiApi(handlers: Handler[]): Promise<FakeOpenAiApi> {
  const seen: FakeOpenAiApi["seen"] = [];
  const server: Server = createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk) => {
      raw += chunk;
    });
    req.on("end", () => {
      const body = JSON.parse(raw) as unknown;
      seen.push({ body, headers: req.headers, url: req.url });
      const handler = handlers[Math.min(seen.length - 1, handlers.length - 1)];
      handler?.(body, req, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    seen,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export function json(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  res.writeHead(status, { "content-type": "application/json", ...headers });
  res.end(JSON.stringify(body));
}

/** Answers with this message content, as the real APIs do. */
export const answer =
  (content: string): Handler =>
  (_b, _q, res) =>
    json(res, 200, {
      id: "chatcmpl-1",
      object: "chat.completion",
      choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
    });

/** Fails with this status and message in the APIs' error shape. */
export const failure =
  (status: number, message: string, headers: Record<string, string> = {}): Handler =>
  (_b, _q, res) =>
    json(res, status, { error: { message, type: "server_error", code: null } }, headers);
