import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { evalCategorize, USAGE } from "./eval-categorize.ts";

const FIXTURE = fileURLToPath(new URL("./fixtures/eval-sample", import.meta.url));
const read = (path: string) => readFileSync(path, "utf8");

describe("eval:categorize on the hand-written sample", () => {
  const report = evalCategorize([FIXTURE, "--descriptions", `${FIXTURE}/descriptions.jsonl`], read);

  it("prints the overall accuracy, counting alternatives as right", () => {
    // 13 described photos; the pizza (mushrooms → Plants) and the unmatched blur are wrong.
    expect(report).toContain("Accuracy: 84.6% (11/13 photos right; right = category or an alternative)");
    expect(report).toContain("Not scored (no description): 1");
  });

  it("prints per-category accuracy", () => {
    expect(report).toContain("  Food          66.7%  (2/3)");
    expect(report).toContain("  Animals      100.0%  (2/2)");
    expect(report).toContain("  Misc           0.0%  (0/1)");
    expect(report).toContain("  Vehicles     100.0%  (2/2)");
  });

  it("compares the tie-break rules on the same descriptions", () => {
    // "A woman holding a cup of coffee" needs the people-opening rule; "A red car parked in front of a
    // house" needs the priority list (catalogue order files it under Architecture).
    expect(report).toContain(
      [
        "Tie-break comparison:",
        "  people opening + priority (used)   84.6%  (11/13)",
        "  priority only                      76.9%  (10/13)",
        "  opening subject + priority         84.6%  (11/13)",
        "  catalogue order (spec)             69.2%  (9/13)",
      ].join("\n"),
    );
  });

  it("takes relative paths from the directory it was started in", () => {
    const fromCore = evalCategorize(
      ["scripts/fixtures/eval-sample", "--descriptions", "scripts/fixtures/eval-sample/descriptions.jsonl"],
      read,
      fileURLToPath(new URL("..", import.meta.url)),
    );
    expect(fromCore).toBe(report);
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
