import { DESCRIBE_AND_FILE_PROMPT } from "@photo-organizer/core";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterEach, describe, expect, it } from "vitest";
import { buildTestApp, DATABASE_KINDS, type TestApp } from "../../../test/helper.ts";
import { users } from "../../db/schema/index.ts";
import {
  answer,
  type FakeOpenAiApi,
  fakeOpenAiApi,
  type Handler,
} from "../describe/openai/fake-openai-api.ts";
import { TEST_SETTINGS } from "./test-settings.ts";

/** The analysis answer's `folder` under the account's settings (#21), through a vision-language model. */

const settings = TEST_SETTINGS;

type ChatBody = {
  messages: { content: { text?: string }[] }[];
  response_format?: { json_schema?: { schema: { properties: { folder?: { enum: string[] } } } } };
};

const reply = (object: Record<string, string>): Handler => answer(JSON.stringify(object));

describe.each(DATABASE_KINDS)("the folder chosen under the user's settings (%s)", (db) => {
  let t: TestApp | undefined;
  let api: FakeOpenAiApi | undefined;
  afterEach(async () => {
    await t?.close();
    await api?.close();
  });

  async function start(handlers: Handler[], plan: "enterprise" | "free") {
    api = await fakeOpenAiApi(handlers);
    t = await buildTestApp({
      db,
      env: { DESCRIBER: "openai", OPENAI_BASE_URL: api.baseUrl, OPENAI_MODEL: "m" },
    });
    const app = t;
    const email = `folders-${plan}@example.com`;
    const cookie = await app.signIn({ email });
    await app.app.db.update(users).set({ plan: "enterprise" }).where(eq(users.email, email));
    const saved = await app.inject({
      method: "PUT",
      url: "/api/organization-settings",
      headers: { cookie },
      payload: settings,
    });
    expect(saved.statusCode).toBe(200);
    await app.app.db.update(users).set({ plan }).where(eq(users.email, email));
    const batch = await app.inject({
      method: "POST",
      url: "/api/batches",
      headers: { cookie },
      payload: { count: handlers.length },
    });
    const { batchId } = batch.json() as { batchId: string };
    const jpeg = await sharp({ create: { width: 32, height: 24, channels: 3, background: "#808080" } })
      .jpeg()
      .toBuffer();
    return () =>
      app.inject({
        method: "POST",
        url: "/api/analyze-image",
        headers: { cookie },
        payload: { base64Image: jpeg.toString("base64"), batchId },
      });
  }

  it("lets the model pick one of the user's folders, listed with their words in the prompt and the schema", async () => {
    const analyze = await start(
      [
        reply({
          description: "Two girls blowing out candles on a cake",
          category: "Celebrations",
          folder: "kids",
        }),
      ],
      "enterprise",
    );
    expect((await analyze()).json()).toEqual({
      description: "Two girls blowing out candles on a cake",
      category: "Celebrations",
      folder: "Kids",
    });
    const body = api?.seen[0]?.body as ChatBody;
    expect(body.messages[0]?.content[0]?.text).toContain(
      '"Kids" (school, birthday party); "Pets & Wildlife"',
    );
    expect(body.response_format?.json_schema?.schema.properties.folder?.enum).toEqual([
      "Kids",
      "Pets & Wildlife",
      "none",
    ]);
  });

  it("when the model picks none, matches the folder words, then maps the category, then the other-photos folder", async () => {
    const analyze = await start(
      [
        reply({
          description: "A boy with a backpack at the school gate",
          category: "Education",
          folder: "none",
        }),
        reply({ description: "A sea turtle over a reef", category: "Marine Life", folder: "none" }),
        reply({ description: "A bowl of ramen", category: "Food", folder: "none" }),
      ],
      "enterprise",
    );
    expect((await analyze()).json()).toMatchObject({ category: "Education", folder: "Kids" });
    expect((await analyze()).json()).toMatchObject({ category: "Marine Life", folder: "Pets & Wildlife" });
    expect((await analyze()).json()).toMatchObject({ category: "Food", folder: "Unsorted" });
  });

  it("after a downgrade to Free, asks for no own folder and answers the category as the folder", async () => {
    const analyze = await start(
      [reply({ description: "A boy at the school gate", category: "Education", folder: "Kids" })],
      "free",
    );
    expect((await analyze()).json()).toEqual({
      description: "A boy at the school gate",
      category: "Education",
      folder: "Education",
    });
    const body = api?.seen[0]?.body as ChatBody;
    expect(body.messages[0]?.content[0]?.text).toBe(DESCRIBE_AND_FILE_PROMPT);
  });
});
