/** Values for a text's {placeholders}. */
export type Vars = Readonly<Record<string, string | number>>;

/**
 * Fills a text's {name} placeholders; an unknown one stays visible rather than vanishing. Pure
 * and tiny, so islands use it on the texts the server handed them.
 */
export function fill(text: string, vars?: Vars): string {
  return vars ? text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole)) : text;
}
