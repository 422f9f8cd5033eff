import { describe, expect, it } from "vitest";
import { connectionHold } from "./analyze-with-retry.ts";
import { ApiError, NetworkError } from "./api-client.ts";

describe("connectionHold", () => {
  it("sends a request again while the server cannot be reached, and says once that it is lost and once that it is back", async () => {
    const heard: string[] = [];
    const hold = connectionHold((lost, cause) => heard.push(lost ? `lost ${cause}` : "back"));
    let attempts = 0;
    const answer = await hold.send(async () => {
      attempts += 1;
      if (attempts === 1) throw new NetworkError("ECONNREFUSED");
      return "answered";
    });
    expect([answer, attempts, heard]).toEqual(["answered", 2, ["lost ECONNREFUSED", "back"]]);
  });

  it("gives up with the network's error once no request got through for its wait", async () => {
    const heard: boolean[] = [];
    const hold = connectionHold((lost) => heard.push(lost), 50);
    await expect(
      hold.send(async () => {
        throw new NetworkError("ECONNRESET");
      }),
    ).rejects.toThrow(new NetworkError("ECONNRESET"));
    expect(heard).toEqual([true]);
  });

  it("keeps an answer's own handling: a refusal is not waited out", async () => {
    const hold = connectionHold(() => undefined);
    let attempts = 0;
    await expect(
      hold.send(async () => {
        attempts += 1;
        throw new ApiError(409, "gone", "batch_closed", undefined);
      }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(attempts).toBe(1);
  });
});
