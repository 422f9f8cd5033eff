import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { evalCategorize, USAGE } from "./eval-categorize.ts";

const FIXTURE = fileURLToPath(new URL("./fixtures/eval-sample", import.meta.url));
const read = (path: string) => readFileSync(path, "utf8");

describe("eval:categorize on the hand-written sample", () => {
  const report = evalCategorize([FIXTURE, "--descriptions", `${FIXTURE}/descriptions.jsonl`], read);
  const withoutSpeed = (text: string) => text.replace(/\nSpeed: .*\n$/, "");

  it("prints the overall accuracy, counting alternatives as right", () => {
    // 13 described photos; the laptop with a coffee cup (its subject is the laptop) and the unmatched blur
    // are wrong.
    expect(report).toContain("Accuracy: 84.6% (11/13 photos right; right = category or an alternative)");
    expect(report).toContain("Not scored (no description): 1");
  });

  it("prints per-category accuracy", () => {
    expect(report).toContain("  Food          66.7%  (2/3)");
    expect(report).toContain("  Animals      100.0%  (2/2)");
    expect(report).toContain("  Misc           0.0%  (0/1)");
    expect(report).toContain("  Vehicles     100.0%  (2/2)");
  });

  it("prints the accuracy on each half of a 2-fold split by file name", () => {
    expect(report).toContain(
      "Per half (2-fold split by a hash of the file name):\n  half 1  100.0%  (2/2)\n  half 2   81.8%  (9/11)",
    );
  });

  it("measures each rule of categorize by switching it off, on both halves", () => {
    // Without the subject rule, "A pizza with mushrooms" falls back to the priority list: Plants.
    expect(report).toContain("Rules of categorize (each switched off in turn):");
    expect(report).toMatch(/ {2}all rules \(used\) +84\.6% {2}\(11\/13; half 1 100\.0%, half 2 81\.8%\)/);
    expect(report).toMatch(/ {2}without subject +76\.9% {2}\(10\/13; half 1 50\.0%, half 2 81\.8%\)/);
  });

  it("compares with the keyword rules it replaced", () => {
    // "A red car parked in front of a house" needs a priority list (catalogue order: Architecture).
    expect(report).toContain(
      [
        "Keyword rules before the sentence reading (for comparison):",
        "  people opening + priority    84.6%  (11/13; half 1 100.0%, half 2 81.8%)",
        "  priority only                76.9%  (10/13; half 1 50.0%, half 2 81.8%)",
        "  opening subject + priority   84.6%  (11/13; half 1 100.0%, half 2 81.8%)",
        "  catalogue order (spec)       69.2%  (9/13; half 1 50.0%, half 2 72.7%)",
      ].join("\n"),
    );
  });

  it("prints how many descriptions a second categorize files", () => {
    expect(report).toMatch(/Speed: [\d,]+ descriptions\/s on one core \(13 distinct, target ≥ 2,000\/s\)/);
  });

  it("takes relative paths from the directory it was started in", () => {
    const fromCore = evalCategorize(
      ["scripts/fixtures/eval-sample", "--descriptions", "scripts/fixtures/eval-sample/descriptions.jsonl"],
      read,
      fileURLToPath(new URL("..", import.meta.url)),
    );
    expect(withoutSpeed(fromCore)).toBe(withoutSpeed(report));
  });

  it("prints the confusions with their descriptions", () => {
    expect(report).toContain(
      '  Food → Technology: 1\n      meals/coffee-desk.jpg: "A laptop and a cup of coffee on a desk"',
    );
    expect(report).toContain('  Misc → Unsorted: 1\n      outside/blur.jpg: "A blurry abstract shape"');
  });

  it("scores in the account's own folders with --settings: broad folders forgive near misses", () => {
    const settings = fileURLToPath(new URL("../../../docs/examples/my-folders.json", import.meta.url));
    const own = evalCategorize(
      [FIXTURE, "--descriptions", `${FIXTURE}/descriptions.jsonl`, "--settings", settings, "--no-speed"],
      read,
    );
    expect(own).toContain(`In the folders of ${settings}:`);
    // The laptop with a coffee cup (Food → Technology) is still wrong: Food and Things are two folders.
    expect(own).toContain("Accuracy: 84.6% (11/13 photos right");
    expect(own).toContain("  Pets & Wildlife   100.0%  (3/3)");
    expect(own).toContain("  Food → Things: 1");
    expect(own).not.toMatch(/^ {2}Animals /m);
  });

  it.each([[[]], [[FIXTURE]], [["--descriptions", "x.jsonl"]]])("explains its usage for %j", (args) => {
    expect(() => evalCategorize(args, read)).toThrow(USAGE);
  });
});
