import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { evalCategorize, USAGE } from "./eval-categorize.ts";

const FIXTURE = fileURLToPath(new URL("./fixtures/eval-sample", import.meta.url));
const read = (path: string) => readFileSync(path, "utf8");

describe("eval:categorize on the hand-written sample", () => {
  const report = evalCategorize([FIXTURE, "--descriptions", `${FIXTURE}/descriptions.jsonl`], read);

  it("prints the overall accuracy, counting alternatives as right", () => {
    // 10 described photos; the pizza (mushrooms → Plants) and the unmatched blur are wrong.
    expect(report).toContain("Accuracy: 80.0% (8/10 photos right; right = category or an alternative)");
    expect(report).toContain("Not scored (no description): 1");
  });

  it("prints per-category accuracy", () => {
    expect(report).toContain("  Food          66.7%  (2/3)");
    expect(report).toContain("  Animals      100.0%  (2/2)");
    expect(report).toContain("  Misc           0.0%  (0/1)");
  });

  it("prints the confusions with their descriptions", () => {
    expect(report).toContain(
      '  Food → Plants: 1\n      meals/pizza.jpg: "A pizza with mushrooms and olives"',
    );
    expect(report).toContain('  Misc → Unsorted: 1\n      outside/blur.jpg: "A blurry abstract shape"');
  });

  it.each([[[]], [[FIXTURE]], [["--descriptions", "x.jsonl"]]])("explains its usage for %j", (args) => {
    expect(() => evalCategorize(args, read)).toThrow(USAGE);
  });
});
