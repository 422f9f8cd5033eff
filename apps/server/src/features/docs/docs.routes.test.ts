import { CATEGORY_NAMES, UNSORTED } from "@photo-organizer/core";
import { describe, expect, it } from "vitest";
import { suiteTestApp } from "../../../test/helper.ts";

describe("/api/docs", () => {
  const t = suiteTestApp({ db: "pglite" });

  it("serves an OpenAPI document generated from the zod schemas", async () => {
    const res = await t.inject({ method: "GET", url: "/api/docs/json" });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as {
      openapi: string;
      paths: Record<
        string,
        Record<string, { requestBody?: { content: Record<string, { schema: unknown }> } }>
      >;
    };
    expect(doc.openapi).toMatch(/^3\./);
    for (const path of [
      "/api/usage",
      "/api/batches",
      "/api/batches/{id}/finish",
      "/api/subscribe",
      "/api/contact",
      "/api/stats",
      "/api/config",
      "/api/admin/unlock",
      "/api/admin/users",
      "/api/admin/users/{id}/plan",
    ]) {
      expect(doc.paths, path).toHaveProperty([path]);
    }
    const batchBody = doc.paths["/api/batches"]?.post?.requestBody?.content["application/json"]?.schema;
    expect(batchBody).toMatchObject({
      properties: { count: { type: "integer", minimum: 1 } },
      required: ["count"],
    });
  });

  it("gives an analysis's category as the catalogue's folders plus Unsorted, and no file name", async () => {
    const doc = (await t.inject({ method: "GET", url: "/api/docs/json" })).json();
    const answer = doc.paths["/api/analyze-image"].post.responses["200"].content["application/json"].schema;
    expect(answer.properties.category.enum).toEqual([...CATEGORY_NAMES, UNSORTED]);
    expect(answer.properties).not.toHaveProperty("name");
  });

  it("serves the Swagger UI page", async () => {
    const res = await t.inject({ method: "GET", url: "/api/docs/" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/html");
    expect(res.body).toContain("swagger-ui");
  });
});
