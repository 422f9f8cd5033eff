/**
 * British spellings that must not appear in user-visible text (the spec writes US English: organize,
 * analyze, color). Each entry matches whole words; `britishSpellings` returns the ones found.
 */
const BRITISH =
  /\b(organis(e|es|ed|ing|ation|ations|er|ers)|analys(e|es|ed|ing)|categoris(e|es|ed|ing|ation)|colour(s|ed|ful)?|favourite(s)?|behaviour(s)?|centre(s|d)?|recognis(e|es|ed|ing)|summaris(e|es|ed|ing)|personalis(e|es|ed|ing)|customis(e|es|ed|ing|ation)|optimis(e|es|ed|ing|ation)|licence|cancell(ed|ing)|travell(ed|ing|er|ers)|labell(ed|ing)|catalogue(s)?|grey|honour(s|ed)?|neighbour(s|ing)?|realis(e|es|ed|ing)|prioritis(e|es|ed|ing)|authoris(e|es|ed|ing|ation)|memoris(e|es|ed|ing)|utilis(e|es|ed|ing)|normalis(e|es|ed|ing|ation)|judgement|programme(s)?|jewellery|theatre|metre(s)?|defence|practis(e|es|ed|ing)|enquir(y|ies|e)|whilst|amongst)\b/gi;

export function britishSpellings(text: string): string[] {
  return [...new Set(text.match(BRITISH) ?? [])];
}
