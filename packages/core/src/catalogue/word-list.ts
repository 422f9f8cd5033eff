/** Word lists are written as comma-separated text to keep hundreds of words readable and reviewable. */
export function words(text: string): readonly string[] {
  return text
    .split(",")
    .map((word) => word.trim())
    .filter((word) => word !== "");
}
