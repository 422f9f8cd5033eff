import { connect, type Socket } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/helper.ts";

const STALLED = 2000;

/** Opens a connection from `localAddress` and sends `text`, then nothing more. */
function stall(port: number, localAddress: string, text: string): Promise<Socket> {
  return new Promise((resolve) => {
    const socket = connect({ host: "127.0.0.1", port, localAddress }, () => {
      socket.write(text);
      resolve(socket);
    });
    socket.on("error", () => undefined);
    // Read what the server answers, so its closing the connection shows.
    socket.resume();
    // The server may refuse it before it is even connected.
    socket.on("close", () => resolve(socket));
  });
}

async function until(condition: () => boolean, what: string) {
  for (let i = 0; i < 600 && !condition(); i++) await new Promise((resolve) => setTimeout(resolve, 25));
  if (!condition()) throw new Error(`timed out waiting until ${what}`);
}

describe("slow and stalled clients", () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it("2,000 stalled uploads from one address leave /healthz answering, and are all closed", async () => {
    t = await buildTestApp({
      db: "pglite",
      env: { REQUEST_TIMEOUT_SECONDS: "1", CONNECTIONS_PER_ADDRESS: "50" },
    });
    await t.app.listen({ host: "127.0.0.1", port: 0 });
    const address = t.app.server.address();
    const port = typeof address === "object" && address ? address.port : 0;
    const upload =
      "POST /api/analyze-image HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n" +
      `Content-Length: ${20 * 1024 * 1024}\r\n\r\n{"base64Image":"AAAA`;
    // Another client (127.0.0.2 is loopback too): headers, then a body that never comes; a few stall in
    // the middle of their headers.
    const sockets = await Promise.all(
      Array.from({ length: STALLED }, (_, i) =>
        stall(port, "127.0.0.2", i % 100 === 0 ? "POST /api/analyze-image HTTP/1.1\r\nHost: loc" : upload),
      ),
    );
    const health = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(health.status).toBe(200);
    const open = await new Promise<number>((resolve, reject) =>
      t?.app.server.getConnections((error, count) => (error ? reject(error) : resolve(count))),
    );
    // At most the cap from the stalling address, plus the health check's own connection.
    expect(open).toBeLessThanOrEqual(50 + 1);
    // The stalled ones are closed by the server once their time is up; none stays open for ever.
    await until(() => sockets.every((socket) => socket.destroyed), "all are closed");
    for (const socket of sockets) socket.destroy();
  }, 60_000);
});
