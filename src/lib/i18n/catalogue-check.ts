/**
 * What the build refuses in the message catalogues (astro.config.mjs runs this before anything
 * is built, so a missing translation fails the build, not a shopper's page): a key English has
 * that another language lacks, a key English does not have, an empty text, and a text whose
 * {placeholders} differ from English's.
 */
type Catalogue = Readonly<Record<string, string>>;

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort().join(',');

export function catalogueProblems(english: Catalogue, others: Readonly<Record<string, Catalogue>>): string[] {
  const problems: string[] = [];
  for (const [lang, catalogue] of Object.entries(others)) {
    for (const key of Object.keys(english)) {
      const text = catalogue[key];
      if (text === undefined) problems.push(`${lang}: '${key}' is missing`);
      else if (text.trim() === '') problems.push(`${lang}: '${key}' is empty`);
      else if (placeholders(text) !== placeholders(english[key]!)) {
        problems.push(`${lang}: '${key}' has placeholders {${placeholders(text)}} where English has {${placeholders(english[key]!)}}`);
      }
    }
    for (const key of Object.keys(catalogue)) if (!(key in english)) problems.push(`${lang}: '${key}' is not an English key`);
  }
  return problems;
}
