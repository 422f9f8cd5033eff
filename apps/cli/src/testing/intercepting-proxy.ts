import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

export type Exchange = { method: string; path: string; body: string };

/**
 * What a test does with one request: forward it to the server and hand its answer back, or stop it where it
 * is (before it reaches the server, or after the server answered), as a process killed at that moment would
 * leave it: the connection is cut and nothing is answered. `{ failWith }` answers for a server whose image
 * service is down, without reaching it.
 */
export type Interception =
  | "forward"
  | "cut-before-server"
  | "cut-after-server"
  | { failWith: number; message?: string; code?: string };

/**
 * An HTTP proxy in front of the real server that shows each request to `intercept` as it arrives, before it
 * goes on, so a test can look at what the tool kept by then and decide how the request ends (`failWith` with the
 * server's own message and code, when given). `answered` sees
 * each answer the server gave.
 */
export async function startInterceptingProxy(
  target: string,
  intercept: (request: Exchange) => Promise<Interception>,
  answered: (request: Exchange, status: number, body: string) => Promise<void> = async () => {},
) {
  const readBody = async (request: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString("utf8");
  };
  const proxy = createServer(async (request, response) => {
    try {
      const exchange = {
        method: request.method ?? "GET",
        path: request.url ?? "/",
        body: await readBody(request),
      };
      const action = await intercept(exchange);
      if (typeof action === "object") {
        const error = {
          statusCode: action.failWith,
          error: "Internal Server Error",
          message: action.message ?? "Internal Server Error",
          ...(action.code ? { code: action.code } : {}),
        };
        response
          .writeHead(action.failWith, { "content-type": "application/json" })
          .end(JSON.stringify(error));
        return;
      }
      if (action === "cut-before-server") {
        request.socket.destroy();
        return;
      }
      const headers = new Headers();
      for (const name of ["authorization", "content-type", "cookie", "origin"]) {
        const value = request.headers[name];
        if (typeof value === "string") headers.set(name, value);
      }
      const upstream = await fetch(`${target}${exchange.path}`, {
        method: exchange.method,
        headers,
        body: exchange.method === "GET" ? null : exchange.body,
      });
      const text = await upstream.text();
      await answered(exchange, upstream.status, text);
      if (action === "cut-after-server") {
        request.socket.destroy();
        return;
      }
      const forwarded: Record<string, string> = {};
      for (const name of ["content-type", "retry-after"]) {
        const value = upstream.headers.get(name);
        if (value) forwarded[name] = value;
      }
      response.writeHead(upstream.status, forwarded).end(text);
    } catch (error) {
      response.writeHead(502).end(String(error));
    }
  });
  await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
  const { port } = proxy.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        proxy.closeAllConnections();
        proxy.close(() => resolve());
      }),
  };
}
