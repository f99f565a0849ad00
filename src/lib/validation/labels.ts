import './zod-jitless';
import { z } from 'zod';

/**
 * How the console's error messages name a field: by the label staff see beside it, never by its
 * code name (issue 28). The mechanism, for every admin schema (new files too):
 *
 *   1. Wrap each field in `labelled('<the form's label>', schema)`, and write each check's own
 *      message starting with that label, as staff would say it:
 *        awb: labelled('AWB number', z.string().trim().regex(AWB_PATTERN, 'AWB number must be 8 to 20 letters or digits')),
 *      A bare value parsed on its own (a path id) is labelled the same way.
 *   2. Whatever zod says by itself (a missing field, text where a number belongs, a value too
 *      long) is said by `labelMessage` in the label's words: 'Call again in (hours) is required',
 *      'Quantity must be a number'. `parseWith` (server/platform/http/body.ts) asks for it, and
 *      so can a page that parses a query itself, with `parseLabelled`.
 *   3. A schema with labels answers 400 whose message is its fields' own messages, without the
 *      field paths; the paths stay in `errors[]` so a form can put each message by its input.
 *      A field with no label in such a schema is called 'A field', never by its code name.
 *   4. Add the schema to the list in tests/unit/admin-messages.test.ts: it feeds every admin
 *      schema wrong input and fails on any message with a code name or zod's 'Invalid input'.
 *
 * Storefront schemas without labels keep their messages and the 'Invalid body: path: message'
 * summary.
 */
export const fieldLabels = z.registry<{ label: string }>();

/** The body of a console button that sends no fields (approve, book with the courier): anything else is a stale page. */
export const NoFieldsSchema = z.object({}, { error: 'The form sent something the console cannot read. Reload the page and try again.' });

/** `schema` carrying `label` (a copy, so one shared schema can carry different labels in different places). */
export function labelled<T extends z.ZodType>(label: string, schema: T): T {
  const copy = schema.clone() as T;
  fieldLabels.add(copy, { label });
  return copy;
}

type Def = {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  valueType?: z.ZodType;
  items?: z.ZodType[];
  options?: z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
  getter?: () => z.ZodType;
};

const defOf = (s: z.ZodType) => (s as unknown as { _zod: { def: Def } })._zod.def;

/** The schemas one level in, for the path step `key` ('' for wrappers that take no step). */
function inner(s: z.ZodType, key: PropertyKey | null): z.ZodType[] {
  const d = defOf(s);
  switch (d.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
    case 'success':
      return key === null ? [d.innerType!] : [];
    case 'pipe':
      // A preprocess or transform: the labelled schema is usually the one after it.
      return key === null ? [d.out!, d.in!] : [];
    case 'lazy':
      return key === null ? [d.getter!()] : [];
    case 'union':
      return key === null ? [...(d.options ?? [])] : [];
    case 'intersection':
      return key === null ? [d.left!, d.right!] : [];
    case 'object':
      return key !== null && typeof key === 'string' && d.shape && key in d.shape ? [d.shape[key]!] : [];
    case 'array':
      return typeof key === 'number' ? [d.element!] : [];
    case 'record':
      return key !== null ? [d.valueType!] : [];
    case 'tuple':
      return typeof key === 'number' && d.items?.[key] ? [d.items[key]] : [];
    default:
      return [];
  }
}

/**
 * The label of the field at `path`, or of the nearest labelled field around it (an item of a
 * labelled list); null when nothing on the way is labelled.
 */
export function labelAt(schema: z.ZodType, path: readonly PropertyKey[]): string | null {
  const seen = new Set<z.ZodType>();
  // The first way through the schema that reaches the end of the path; the last label on it.
  const walk = (s: z.ZodType, at: number, around: string | null): string | null | undefined => {
    if (seen.has(s)) return undefined;
    seen.add(s);
    const here = fieldLabels.get(s)?.label ?? around;
    for (const next of inner(s, null)) {
      const found = walk(next, at, here);
      if (found !== undefined) return found;
    }
    if (at < path.length) {
      for (const next of inner(s, path[at]!)) {
        const found = walk(next, at + 1, here);
        if (found !== undefined) return found;
      }
      return undefined;
    }
    return here;
  };
  return walk(schema, 0, null) ?? null;
}

/**
 * Answers already worked out, per schema: every request body is parsed through here, and walking
 * a schema's fields each time was a measurable share of a cart quote (issue 33). A schema's labels
 * are fixed when it is built (`labelled` labels a new copy), so the answer never changes.
 */
const labelledSchemas = new WeakMap<z.ZodType, boolean>();

/** Whether `schema` is a console schema: labelled itself or in any of its fields. */
export function hasLabels(schema: z.ZodType): boolean {
  let known = labelledSchemas.get(schema);
  if (known === undefined) labelledSchemas.set(schema, (known = findLabels(schema)));
  return known;
}

function findLabels(schema: z.ZodType): boolean {
  if (schema === NoFieldsSchema) return true;
  const seen = new Set<z.ZodType>();
  const look = (s: z.ZodType, depth: number): boolean => {
    if (seen.has(s) || depth > 6) return false;
    seen.add(s);
    if (fieldLabels.has(s)) return true;
    const d = defOf(s);
    const nested = [...inner(s, null), ...(d.type === 'object' && d.shape ? Object.values(d.shape) : []), ...(d.type === 'array' && d.element ? [d.element] : [])];
    return nested.some((n) => look(n, depth + 1));
  };
  return look(schema, 0);
}

const KINDS: Record<string, string> = {
  number: 'a number',
  int: 'a whole number',
  string: 'text',
  boolean: 'yes or no',
  array: 'a list',
  object: 'a set of fields',
  date: 'a date',
};

type RawIssue = { code?: string; input?: unknown; expected?: string; origin?: string; minimum?: unknown; maximum?: unknown; values?: unknown[] };

/** What zod's own issue says, in staff's words about the field called `label`. */
export function labelMessage(label: string, iss: RawIssue): string {
  const count = (n: unknown, one: string) => `${String(n)} ${Number(n) === 1 ? one : `${one}s`}`;
  switch (iss.code) {
    case 'invalid_type':
      if (iss.input === undefined || iss.input === null) return `${label} is required`;
      return `${label} must be ${KINDS[iss.expected ?? ''] ?? 'filled in correctly'}`;
    case 'too_small':
      if (iss.origin === 'string') return Number(iss.minimum) <= 1 ? `${label} must not be empty` : `${label} must be at least ${count(iss.minimum, 'character')}`;
      if (iss.origin === 'array' || iss.origin === 'set') return `${label} must list at least ${String(iss.minimum)}`;
      return `${label} must be ${String(iss.minimum)} or more`;
    case 'too_big':
      if (iss.origin === 'string') return `${label} must be at most ${count(iss.maximum, 'character')}`;
      if (iss.origin === 'array' || iss.origin === 'set') return `${label} must list at most ${String(iss.maximum)}`;
      return `${label} must be ${String(iss.maximum)} or less`;
    case 'invalid_value':
      return iss.values && iss.values.length <= 6 ? `${label} must be one of: ${iss.values.map(String).join(', ')}` : `${label} is not one of the choices`;
    case 'not_multiple_of':
      return `${label} must be a whole number`;
    case 'unrecognized_keys':
      return 'The form sent a field the console does not know. Reload the page and try again.';
    default:
      return `${label} is not valid`;
  }
}

/**
 * The error map `parseWith` hands zod for a console schema: zod's own issues get the label's
 * words (see the top of this file); checks with their own message keep it.
 */
export function labelledErrorMap(schema: z.ZodType) {
  return (iss: RawIssue & { path?: PropertyKey[] }) => {
    const label = labelAt(schema, iss.path ?? []);
    if (label || iss.code === 'unrecognized_keys') return labelMessage(label ?? 'A field', iss);
    if ((iss.path ?? []).length === 0) return 'The form sent something the console cannot read. Reload the page and try again.';
    return labelMessage('A field', iss);
  };
}

/**
 * How a list names one of its items in a message ('Colour 2 (Red)', 'size M'), for lists of
 * field groups: a message about a field inside an item is said after the names of the items
 * around it ('Colour 2 (Red), size M: price must be above ₹0'), so the summary above a form
 * says which repeated field it means.
 */
export const itemNames = z.registry<{ item: (index: number, value: unknown) => string }>();

/** `list` whose items are called `item(index, value)` in messages (a copy, as `labelled`). */
export function namedItems<T extends z.ZodType>(item: (index: number, value: unknown) => string, list: T): T {
  const copy = list.clone() as T;
  itemNames.add(copy, { item });
  return copy;
}

/** The names of the items on the way to `path` in `input`, outermost first. */
function itemsAt(schema: z.ZodType, input: unknown, path: readonly PropertyKey[]): string[] {
  const seen = new Set<z.ZodType>();
  const walk = (s: z.ZodType, value: unknown, at: number, names: string[]): string[] | undefined => {
    if (seen.has(s)) return undefined;
    seen.add(s);
    for (const next of inner(s, null)) {
      const found = walk(next, value, at, names);
      if (found) return found;
    }
    if (at === path.length) return names;
    const key = path[at]!;
    const namer = itemNames.get(s)?.item;
    const child = value !== null && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined;
    const more = namer && typeof key === 'number' && at < path.length - 1 ? [...names, namer(key, child)] : names;
    for (const next of inner(s, key)) {
      const found = walk(next, child, at + 1, more);
      if (found) return found;
    }
    return undefined;
  };
  return walk(schema, input, 0, []) ?? [];
}

/** 'Price must…' after 'Colour 2, size M: ' reads 'price must…'; 'MRP must…' keeps its capitals. */
const afterColon = (message: string) => (/^[A-Z][a-z]/.test(message) ? message[0]!.toLowerCase() + message.slice(1) : message);

/** `schema.safeParse` with the labelled messages, for a page that reads its own query (and for `parseWith`). */
export function parseLabelled<S extends z.ZodType>(schema: S, input: unknown) {
  if (!hasLabels(schema)) return schema.safeParse(input);
  const result = schema.safeParse(input, { error: labelledErrorMap(schema) });
  if (!result.success) {
    for (const issue of result.error.issues) {
      const names = itemsAt(schema, input, issue.path);
      const where = names.join(', ');
      if (where) (issue as { message: string }).message = `${where[0]!.toUpperCase()}${where.slice(1)}: ${afterColon(issue.message)}`;
    }
  }
  return result;
}
