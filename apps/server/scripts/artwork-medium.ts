/** The medium of a dev artwork, read from its note in labels.csv, for `npm run eval:medium`. */

export type Medium = "painting" | "drawing" | "print" | "sculpture" | "mural" | "illustration";

/**
 * What an artwork is made as, from its label note. A watercolour, an ink-wash landscape or an icon is a
 * painting; an engraving or a woodblock is a print; a street piece, graffiti or a fresco is a mural.
 */
export function mediumOf(note: string): Medium {
  const text = note.toLowerCase();
  if (/statue|relief|sculpt/.test(text)) return "sculpture";
  if (/mural|graffiti|fresco|street art/.test(text)) return "mural";
  if (/engraving|ukiyo|woodcut|etching|lithograph|(?<!hand )print/.test(text)) return "print";
  if (/illustration/.test(text)) return "illustration";
  if (/drawing|sketch|doodle|chalk|charcoal/.test(text)) return "drawing";
  return "painting";
}
