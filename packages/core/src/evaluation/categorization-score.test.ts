import { describe, expect, it } from "vitest";
import {
  formatCategorizationReport,
  type LabelRow,
  parseDescriptions,
  parseLabels,
  scoreCategorization,
} from "./categorization-score.ts";

describe("parseLabels", () => {
  it("reads the dev labels format, splitting alternatives at ;", () => {
    const csv =
      "file,category,alternatives,source_label,set,origin\n" +
      'a/1.jpg,People,Art;Celebrations,applauding,s40,"Some origin, with a comma"\n' +
      "b/2.jpg,Plants,,daisy,flowers,x\n";
    expect(parseLabels(csv)).toEqual([
      { file: "a/1.jpg", category: "People", alternatives: ["Art", "Celebrations"], set: "s40" },
      { file: "b/2.jpg", category: "Plants", alternatives: [], set: "flowers" },
    ]);
  });

  it("rejects a row without a category", () => {
    expect(() => parseLabels("file,category\nx.jpg,\n")).toThrow("row 2");
  });
});

describe("parseDescriptions", () => {
  it("reads JSONL, skipping blank lines; a later line for the same file wins", () => {
    const jsonl =
      '{"file":"a.jpg","description":"A cat"}\n\n{"file":"b.jpg","description":""}\n{"file":"a.jpg","description":"A dog"}\n';
    expect([...parseDescriptions(jsonl)]).toEqual([
      ["a.jpg", "A dog"],
      ["b.jpg", ""],
    ]);
  });

  it.each([
    ["not json", "line 1: not JSON"],
    ['{"file":"a.jpg"}', 'line 1: needs string fields "file" and "description"'],
    ['\n{"file":1,"description":"x"}', "line 2"],
  ])("rejects %j", (jsonl, message) => {
    expect(() => parseDescriptions(jsonl)).toThrow(message);
  });
});

describe("scoreCategorization", () => {
  const labels: LabelRow[] = [
    { file: "1", category: "Animals", alternatives: [], set: "a" },
    { file: "2", category: "Animals", alternatives: ["Nature"], set: "a" },
    { file: "3", category: "Food", alternatives: [], set: "b" },
    { file: "4", category: "Food", alternatives: [], set: "b" },
    { file: "5", category: "Food", alternatives: [], set: "b" },
    { file: "6", category: "Weather", alternatives: [], set: "b" },
  ];
  const descriptions = new Map([
    ["1", "Animals"],
    ["2", "Nature"],
    ["3", "Plants"],
    ["4", "Plants"],
    ["5", "Food"],
  ]);
  // The categorizer under test is replaced by the identity: each description names its prediction.
  const score = scoreCategorization({ labels, descriptions, categorize: (d) => d });

  it("counts a prediction as right when it is the category or an alternative", () => {
    expect([score.correct, score.total, score.accuracy]).toEqual([3, 5, 0.6]);
  });

  it("scores per category and per set, biggest group first", () => {
    expect(score.perCategory).toEqual([
      { name: "Food", total: 3, correct: 1, accuracy: 1 / 3 },
      { name: "Animals", total: 2, correct: 2, accuracy: 1 },
    ]);
    expect(score.perSet).toEqual([
      { name: "b", total: 3, correct: 1, accuracy: 1 / 3 },
      { name: "a", total: 2, correct: 2, accuracy: 1 },
    ]);
  });

  it("lists confusions with examples and reports unscored files", () => {
    expect(score.confusions).toEqual([
      {
        expected: "Food",
        predicted: "Plants",
        count: 2,
        examples: [
          { file: "3", description: "Plants" },
          { file: "4", description: "Plants" },
        ],
      },
    ]);
    expect(score.missing).toEqual(["6"]);
  });

  it("formats the report", () => {
    expect(formatCategorizationReport(score)).toBe(
      [
        "Accuracy: 60.0% (3/5 photos right; right = category or an alternative)",
        "Not scored (no description): 1",
        "",
        "Per category:",
        "  Food      33.3%  (1/3)",
        "  Animals  100.0%  (2/2)",
        "",
        "Per set:",
        "  b   33.3%  (1/3)",
        "  a  100.0%  (2/2)",
        "",
        "Per half (2-fold split by a hash of the file name):",
        "  half 1   66.7%  (2/3)",
        "  half 2   50.0%  (1/2)",
        "",
        "Confusions (expected → predicted):",
        "  Food → Plants: 2",
        '      3: "Plants"',
        '      4: "Plants"',
        "",
      ].join("\n"),
    );
  });

  it("scores nothing as 0% without dividing by zero", () => {
    const empty = scoreCategorization({ labels: [], descriptions: new Map(), categorize: (d) => d });
    expect([empty.total, empty.accuracy]).toEqual([0, 0]);
    expect(formatCategorizationReport(empty)).toContain("Confusions (expected → predicted):\n  none");
  });
});
