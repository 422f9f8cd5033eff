import type { Server } from "node:http";
import type { FastifyBaseLogger, FastifyServerOptions } from "fastify";
import type { Config } from "../config/env.ts";

/**
 * Node's HTTP timeouts for slow or stalled clients: headers must arrive within `headersMs` and the whole
 * request (headers and body) within `requestMs`; an idle kept-alive connection is closed after `keepAliveMs`.
 * Node checks these every `connectionsCheckingInterval`, so a stalled upload is closed within a few seconds
 * of its deadline. (Fastify turns Node's own `requestTimeout` off unless it is set.)
 */
export function slowClientOptions(http: Config["http"]): FastifyServerOptions {
  return {
    requestTimeout: http.requestMs,
    keepAliveTimeout: http.keepAliveMs,
    http: {
      headersTimeout: http.headersMs,
      connectionsCheckingInterval: Math.min(5_000, Math.max(100, Math.floor(http.headersMs / 2))),
    },
  } as FastifyServerOptions;
}

/**
 * At most `max` open connections per client address: one client cannot take every file descriptor with
 * connections it never finishes. Connections past the cap are closed as soon as they are accepted.
 */
export function limitConnectionsPerAddress(server: Server, max: number, log: FastifyBaseLogger) {
  const open = new Map<string, { count: number; warned: boolean }>();
  server.on("connection", (socket) => {
    const address = socket.remoteAddress ?? "unknown";
    const entry = open.get(address) ?? { count: 0, warned: false };
    if (entry.count >= max) {
      if (!entry.warned) {
        entry.warned = true;
        log.warn({ address, max }, "too many connections from one address; closing the extra ones");
      }
      socket.destroy();
      return;
    }
    entry.count += 1;
    open.set(address, entry);
    socket.once("close", () => {
      entry.count -= 1;
      if (entry.count === 0) open.delete(address);
    });
  });
}
