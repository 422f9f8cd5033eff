import { createServer, request as httpRequest, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { MESSAGES, type PlanId } from "@photo-organizer/core";
import { eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  buildTestApp,
  DATABASE_KINDS,
  reserveBatch,
  TEST_PUBLIC_URL,
  type TestApp,
} from "../../../test/helper.ts";
import { batches, users } from "../../db/schema/index.ts";

/**
 * A chat-completions endpoint that counts the photos it is asked about and either answers at once or holds
 * every answer until the test lets go: enough to see whether work started, and to keep work in flight.
 */
function visionApi() {
  const held: ServerResponse[] = [];
  const state = { calls: 0, cancelled: 0, hold: false, status: 200 };
  const answer = (res: ServerResponse) => {
    const body =
      state.status === 200
        ? { choices: [{ message: { role: "assistant", content: "A cat on a sofa" } }] }
        : { error: { message: "Incorrect API key provided: sk-secret" } };
    res.writeHead(state.status, { "content-type": "application/json" }).end(JSON.stringify(body));
  };
  const server: Server = createServer((req, res) => {
    req.resume();
    req.on("end", () => {
      state.calls += 1;
      if (!state.hold) return answer(res);
      held.push(res);
      res.on("close", () => {
        if (!res.writableEnded) state.cancelled += 1;
      });
    });
  });
  return {
    state,
    server,
    url: () => `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    /** Answers everything held, and everything after, at once. */
    letGo() {
      state.hold = false;
      for (const res of held.splice(0)) if (!res.destroyed) answer(res);
    },
  };
}

async function until(condition: () => boolean | Promise<boolean>, what: string) {
  for (let i = 0; i < 400; i++) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`timed out waiting until ${what}`);
}

const api = visionApi();
let jpeg = "";
beforeAll(async () => {
  await new Promise<void>((resolve) => api.server.listen(0, "127.0.0.1", resolve));
  const bytes = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#808080" } })
    .jpeg()
    .toBuffer();
  jpeg = bytes.toString("base64");
});
afterAll(() => new Promise((resolve) => api.server.close(resolve)));

describe.each(DATABASE_KINDS)("analysis limits (%s)", (db) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    api.letGo();
    api.state.status = 200;
    await t?.close();
    t = undefined;
  });
  const openApp = async (env: Record<string, string> = {}) => {
    api.state.calls = 0;
    api.state.cancelled = 0;
    const app = await buildTestApp({
      db,
      env: { DESCRIBER: "openai", OPENAI_BASE_URL: api.url(), OPENAI_MODEL: "m", ...env },
    });
    t = app;
    return app;
  };

  let accounts = 0;
  async function account(app: TestApp, plan: PlanId = "free") {
    accounts += 1;
    const email = `limits-${accounts}@example.com`;
    const cookie = await app.signIn({ email });
    await app.database.db.update(users).set({ plan }).where(eq(users.email, email));
    return cookie;
  }
  const analyze = (app: TestApp, cookie: string, batchId: string) =>
    app.inject({
      method: "POST",
      url: "/api/analyze-image",
      headers: { cookie },
      payload: { base64Image: jpeg, batchId },
    });
  const usageCount = async (app: TestApp, cookie: string) =>
    (await app.inject({ method: "GET", url: "/api/usage", headers: { cookie } })).json().count as number;
  const usedOf = async (app: TestApp, batchId: string) =>
    (await app.database.db.select().from(batches).where(eq(batches.id, batchId)))[0]?.used;

  it("32 concurrent analyses on a 1-image batch: one is analysed, the rest are refused before any work", async () => {
    const app = await openApp();
    const cookie = await account(app);
    const batchId = await reserveBatch(app, cookie, 1);
    const answers = await Promise.all(Array.from({ length: 32 }, () => analyze(app, cookie, batchId)));
    const codes = answers.map((res) => (res.statusCode === 200 ? "ok" : res.json().code));
    expect(codes.filter((c) => c === "ok")).toHaveLength(1);
    expect(codes.every((c) => ["ok", "batch_full", "too_many_analyses"].includes(c))).toBe(true);
    for (const res of answers.filter((r) => r.statusCode === 429)) {
      expect(Number(res.headers["retry-after"])).toBeGreaterThanOrEqual(1);
    }
    expect(api.state.calls).toBe(1);
    expect(await usageCount(app, cookie)).toBe(1);
  });

  /** Reserves `reserved` images, starts one analysis, and finishes the batch while the service works on it. */
  async function finishWhileAnalysing(reserved: number) {
    const app = await openApp();
    const cookie = await account(app);
    const batchId = await reserveBatch(app, cookie, reserved);
    api.state.hold = true;
    const running = analyze(app, cookie, batchId);
    await until(() => api.state.calls === 1, "the analysis has started");
    const finish = await app.inject({
      method: "POST",
      url: `/api/batches/${batchId}/finish`,
      headers: { cookie },
    });
    return { app, cookie, running, finished: finish.json() };
  }

  it("finishing a batch while its analyses run charges only the photos answered by then", async () => {
    const { app, cookie, running, finished } = await finishWhileAnalysing(2);
    expect(finished).toMatchObject({ released: 2, usage: { count: 0 } });
    api.letGo();
    // The caller that finished is not waiting for it: the late answer counts for nothing.
    expect((await running).statusCode).toBe(503);
    expect(await usageCount(app, cookie)).toBe(0);
  });

  it("an analysis that fails after its batch was finished changes nothing more", async () => {
    const { app, cookie, running, finished } = await finishWhileAnalysing(1);
    expect(finished).toMatchObject({ released: 1, usage: { count: 0 } });
    api.state.status = 400;
    api.letGo();
    expect((await running).statusCode).toBe(502);
    expect(await usageCount(app, cookie)).toBe(0);
  });

  it("a photo sent again under its key is analysed again without taking a second slot", async () => {
    const app = await openApp();
    const cookie = await account(app);
    const batchId = await reserveBatch(app, cookie, 2);
    const send = (photoKey: string) =>
      app.inject({
        method: "POST",
        url: "/api/analyze-image",
        headers: { cookie },
        payload: { base64Image: jpeg, batchId, photoKey },
      });
    // A failure frees the photo's slot, so its retry takes one anew.
    api.state.status = 400;
    expect((await send("0")).statusCode).toBe(502);
    expect(await usedOf(app, batchId)).toBe(0);
    api.state.status = 200;
    expect((await send("0")).statusCode).toBe(200);
    // The answer was lost on the way and the browser sends the photo again.
    expect((await send("0")).statusCode).toBe(200);
    expect(await usedOf(app, batchId)).toBe(1);
    expect((await send("1")).statusCode).toBe(200);
    const third = await send("2");
    expect([third.statusCode, third.json().code]).toEqual([409, "batch_full"]);
    expect(await usageCount(app, cookie)).toBe(2);
  });

  it("a full queue answers 503 server_busy with Retry-After, before any work, and serves the rest", async () => {
    // The remote describer works on 6 photos at once and lets 6 wait; 3 accounts send 6 each.
    const app = await openApp();
    const senders = await Promise.all(
      [0, 1, 2].map(async () => {
        const cookie = await account(app, "pro");
        return { cookie, batchId: await reserveBatch(app, cookie, 6) };
      }),
    );
    api.state.hold = true;
    const answered: LightMyRequestResponse[] = [];
    const answers = senders.flatMap(({ cookie, batchId }) =>
      Array.from({ length: 6 }, () =>
        analyze(app, cookie, batchId).then((res) => {
          answered.push(res);
          return res;
        }),
      ),
    );
    await until(() => api.state.calls === 6 && answered.length === 6, "six are worked on and six refused");
    // Six found the queue full and were answered at once; twelve are in flight, six of them waiting.
    for (const res of answered) {
      expect([res.statusCode, res.json()]).toEqual([
        503,
        { message: MESSAGES.serverBusy, code: "server_busy" },
      ]);
      expect(Number(res.headers["retry-after"])).toBeGreaterThanOrEqual(1);
    }
    expect(api.state.calls).toBe(6);
    api.letGo();
    const statuses = (await Promise.all(answers)).map((res) => res.statusCode).sort();
    expect(statuses).toEqual([...Array(12).fill(200), ...Array(6).fill(503)]);
    expect(api.state.calls).toBe(12);
    // Nothing refused used a slot: each account has 6 reserved and 4 used.
    const used = await Promise.all(senders.map(({ batchId }) => usedOf(app, batchId)));
    expect(used.reduce((a, b) => (a ?? 0) + (b ?? 0), 0)).toBe(12);
  });

  it("uploads held open by other accounts keep no one else from having a photo analysed", async () => {
    // Two accounts with nothing reserved open as many uploads as they may and stop sending halfway: together
    // as many as the server works on and lets wait (6 + 6 with the remote describer).
    const app = await openApp();
    await app.app.listen({ host: "127.0.0.1", port: 0 });
    const { port } = app.app.server.address() as AddressInfo;
    const held: ReturnType<typeof httpRequest>[] = [];
    const holdUploads = async (cookie: string) => {
      const open = new Set<ReturnType<typeof httpRequest>>();
      const hold = () => {
        const req = httpRequest({
          host: "127.0.0.1",
          port,
          method: "POST",
          path: "/api/analyze-image",
          headers: {
            cookie,
            origin: TEST_PUBLIC_URL,
            "content-type": "application/json",
            "content-length": String(5 * 1024 * 1024),
          },
        });
        req.on("error", () => undefined);
        // One refused (its place was taken by the check below) is opened again.
        req.on("response", (res) => {
          res.resume();
          open.delete(req);
        });
        req.write(`{"batchId":"00000000-0000-4000-8000-000000000000","base64Image":"AAAA`);
        open.add(req);
        held.push(req);
      };
      // The account's share is taken once its next upload is refused: six uploads held open were let in.
      await until(async () => {
        while (open.size < 6) hold();
        return (await analyze(app, cookie, "00000000-0000-4000-8000-000000000000")).statusCode === 429;
      }, "the account's six uploads are let in");
    };
    try {
      await holdUploads(await account(app));
      await holdUploads(await account(app));
      const cookie = await account(app);
      const batchId = await reserveBatch(app, cookie, 1);
      const res = await analyze(app, cookie, batchId);
      expect([res.statusCode, res.json().description]).toEqual([200, "A cat on a sofa"]);
    } finally {
      for (const req of held) req.destroy();
    }
  });

  it("an analysis past its time is stopped, answered 503 with Retry-After, and its slot given back", async () => {
    const app = await openApp({ ANALYSIS_TIMEOUT_SECONDS: "1" });
    const cookie = await account(app);
    const batchId = await reserveBatch(app, cookie, 1);
    api.state.hold = true;
    const res = await analyze(app, cookie, batchId);
    expect([res.statusCode, res.json()]).toEqual([
      503,
      { message: MESSAGES.analysisFailed(MESSAGES.imageServiceTooSlow), code: "analysis_timeout" },
    ]);
    expect(Number(res.headers["retry-after"])).toBeGreaterThanOrEqual(1);
    await until(() => api.state.cancelled === 1, "the call to the image service is cancelled");
    expect(await usedOf(app, batchId)).toBe(0);
    api.letGo();
    expect((await analyze(app, cookie, batchId)).statusCode).toBe(200);
  });

  it("drops the analysis of a client that left, and gives its slot back", async () => {
    const app = await openApp();
    const cookie = await account(app);
    const batchId = await reserveBatch(app, cookie, 1);
    await app.app.listen({ host: "127.0.0.1", port: 0 });
    const { port } = app.app.server.address() as AddressInfo;
    api.state.hold = true;
    const body = JSON.stringify({ base64Image: jpeg, batchId });
    const req = httpRequest({
      host: "127.0.0.1",
      port,
      method: "POST",
      path: "/api/analyze-image",
      headers: { cookie, origin: TEST_PUBLIC_URL, "content-type": "application/json" },
    });
    req.on("error", () => undefined);
    req.end(body);
    await until(() => api.state.calls === 1, "the analysis has started");
    expect(await usedOf(app, batchId)).toBe(1);
    req.destroy();
    await until(() => api.state.cancelled === 1, "the call to the image service is cancelled");
    await until(async () => (await usedOf(app, batchId)) === 0, "the slot is given back");
    // Dropped, not retried: the image service was asked once.
    expect(api.state.calls).toBe(1);
  });

  it("reads no body before it knows the caller: anonymous uploads get 401 at once", async () => {
    const app = await openApp();
    // A body that would fail parsing (400) if it were read first.
    const broken = await app.inject({
      method: "POST",
      url: "/api/analyze-image",
      headers: { "content-type": "application/json" },
      payload: `{"base64Image": "${"A".repeat(1000)}`,
    });
    expect(broken.statusCode).toBe(401);
    // A 20 MB body announced and never sent: the answer comes without waiting for it.
    await app.app.listen({ host: "127.0.0.1", port: 0 });
    const { port } = app.app.server.address() as AddressInfo;
    const status = await new Promise<number>((resolve, reject) => {
      const req = httpRequest(
        {
          host: "127.0.0.1",
          port,
          method: "POST",
          path: "/api/analyze-image",
          headers: {
            origin: TEST_PUBLIC_URL,
            "content-type": "application/json",
            "content-length": String(20 * 1024 * 1024),
          },
        },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
          req.destroy();
        },
      );
      req.on("error", reject);
      req.write('{"base64Image":"');
    });
    expect(status).toBe(401);
  });

  it("tells the user no internal address, host or provider detail when the image service fails", async () => {
    const app = await openApp();
    const cookie = await account(app, "pro");
    const batchId = await reserveBatch(app, cookie, 2);
    api.state.status = 401;
    const refused = await analyze(app, cookie, batchId);
    expect(refused.statusCode).toBe(502);
    expect(refused.json()).toEqual({
      message: MESSAGES.analysisFailed(MESSAGES.imageServiceUnavailable),
      code: "analysis_failed",
    });
    await t?.close();
    // Nothing listens on port 9 of 127.0.0.1: the service cannot be reached.
    const unreachable = await buildTestApp({
      db,
      env: { DESCRIBER: "openai", OPENAI_BASE_URL: "http://127.0.0.1:9/v1", OPENAI_MODEL: "m" },
    });
    t = unreachable;
    const other = await account(unreachable, "pro");
    const res = await analyze(unreachable, other, await reserveBatch(unreachable, other, 1));
    expect(res.statusCode).toBe(502);
    for (const answer of [refused.body, res.body]) {
      expect(answer).not.toMatch(/127\.0\.0\.1|:9\b|401|API key|sk-secret|http/i);
    }
  });

  it("marks API answers private: Cache-Control no-store", async () => {
    const app = await openApp();
    const cookie = await account(app);
    const batchId = await reserveBatch(app, cookie, 1);
    const usage = await app.inject({ method: "GET", url: "/api/usage", headers: { cookie } });
    const analysed = await analyze(app, cookie, batchId);
    const refused = await app.inject({ method: "GET", url: "/api/usage" });
    for (const res of [usage, analysed, refused]) expect(res.headers["cache-control"]).toBe("no-store");
  });
});
