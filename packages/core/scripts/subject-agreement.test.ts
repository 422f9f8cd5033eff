import { describe, expect, it } from "vitest";
import { agreementJudge, loadWordNet } from "./subject-agreement.ts";

describe("subject agreement", () => {
  const agrees = agreementJudge(loadWordNet());

  it.each([
    // WordNet writes some compounds closed that sentences write open.
    ["A potpie", "A golden-crusted pot pie cooling on a wire rack", true],
    ["A conch", "A large sea shell on the sand", false],
    ["A seashell", "A large sea shell on the sand", true],
    // A kind of the other's thing agrees, a neighbour does not.
    ["A sunscreen", "A tube of night cream on a shelf", true],
    ["A seashore", "A sandy beach with gentle waves", false],
    ["A beach", "A sandy beach with gentle waves", true],
    ["An airliner", "An Air France Airbus A380 flying overhead", true],
  ])("%j and %j: %s", (local, reference, expected) => {
    expect(agrees(local, reference)).toBe(expected);
  });
});
