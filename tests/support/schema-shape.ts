import { is, SQL, sql } from 'drizzle-orm';
import { getTableConfig, PgDialect, PgTable, type PgColumn } from 'drizzle-orm/pg-core';
import { query, type Db } from '../../src/server/platform/db/client';

/**
 * One table described the same way from either side: the drizzle definitions in
 * src/server/platform/db/schema, or the catalog of a database the migrations built. Every fact is a
 * string keyed by what it describes, so a difference reads as "which table, which column, what".
 */
export type TableShape = {
  /** column name → "type, not null, default x" */
  columns: Map<string, string>;
  /** "primary key", "index name", "unique constraint name" → its columns and predicate */
  indexes: Map<string, string>;
  /** "(columns) → table(columns)" → "on delete …" */
  foreignKeys: Map<string, string>;
};

const dialect = new PgDialect();

const SERIAL_TYPES: Record<string, string> = { smallserial: 'smallint', serial: 'integer', bigserial: 'bigint' };
const TYPE_ALIASES: [RegExp, string][] = [
  [/^varchar/, 'character varying'],
  [/^char\b/, 'character'],
  [/^timestamp(\(\d+\))?$/, 'timestamp$1 without time zone'],
  [/^time(\(\d+\))?$/, 'time$1 without time zone'],
];

function normalType(type: string): string {
  const t = type.toLowerCase().replace(/,\s+/g, ',');
  return TYPE_ALIASES.reduce((acc, [from, to]) => acc.replace(from, to), SERIAL_TYPES[t] ?? t);
}

/** Casts, quotes, brackets and spacing differ between what was written and what PostgreSQL prints back. */
function normalExpr(text: string): string {
  return text
    .replace(/::[a-z ]+(\[\])?/gi, '')
    .replace(/"[^"]+"\./g, '')
    .replace(/["()]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

function sqlText(value: SQL): string {
  return dialect.sqlToQuery(value).sql;
}

function drizzleDefault(tableName: string, column: PgColumn): string | null {
  const serial = SERIAL_TYPES[column.getSQLType()];
  if (serial) return normalExpr(`nextval('${tableName}_${column.name}_seq')`);
  if (!column.hasDefault || column.default === undefined) return null;
  const value: unknown = column.default;
  if (is(value, SQL)) return normalExpr(sqlText(value));
  if (typeof value === 'string') return normalExpr(`'${value.replace(/'/g, "''")}'`);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return normalExpr(`'${JSON.stringify(value)}'`);
}

const describeColumn = (type: string, notNull: boolean, fallback: string | null) =>
  `${normalType(type)}${notNull ? ', not null' : ', null'}${fallback === null ? '' : `, default ${fallback}`}`;

const describeIndex = (columns: readonly string[], predicate: string | null, method = 'btree') =>
  `${method === 'btree' ? '' : `using ${method} `}(${columns.map(normalExpr).join(', ')})${predicate ? ` where ${normalExpr(predicate)}` : ''}`;

const ON_DELETE: Record<string, string> = { a: 'no action', r: 'restrict', c: 'cascade', n: 'set null', d: 'set default' };

/** Every table the drizzle schema module exports, by name. */
export function drizzleTables(schema: Record<string, unknown>): Map<string, TableShape> {
  const tables = new Map<string, TableShape>();
  for (const value of Object.values(schema)) {
    if (!is(value, PgTable)) continue;
    const config = getTableConfig(value);
    const shape: TableShape = { columns: new Map(), indexes: new Map(), foreignKeys: new Map() };
    const primary: string[] = [];
    for (const column of config.columns) {
      shape.columns.set(column.name, describeColumn(column.getSQLType(), column.notNull, drizzleDefault(config.name, column)));
      if (column.primary) primary.push(column.name);
      if (column.isUnique) shape.indexes.set(`unique constraint ${column.uniqueName}`, describeIndex([column.name], null));
    }
    for (const pk of config.primaryKeys) primary.push(...pk.columns.map((c) => c.name));
    if (primary.length > 0) shape.indexes.set('primary key', describeIndex(primary, null));
    for (const unique of config.uniqueConstraints) {
      shape.indexes.set(`unique constraint ${unique.getName()}`, describeIndex(unique.columns.map((c) => c.name), null));
    }
    for (const index of config.indexes) {
      const { name, unique, columns, where, method } = index.config;
      const names = columns.map((c) => (is(c, SQL) ? sqlText(c) : (c as { name: string }).name));
      shape.indexes.set(`${unique ? 'unique index' : 'index'} ${name}`, describeIndex(names, where ? sqlText(where) : null, method));
    }
    for (const fk of config.foreignKeys) {
      const ref = fk.reference();
      const key = `(${ref.columns.map((c) => c.name).join(', ')}) → ${getTableConfig(ref.foreignTable).name}(${ref.foreignColumns.map((c) => c.name).join(', ')})`;
      shape.foreignKeys.set(key, `on delete ${fk.onDelete ?? 'no action'}`);
    }
    tables.set(config.name, shape);
  }
  return tables;
}

type ColumnRow = { table_name: string; column_name: string; type: string; not_null: boolean; fallback: string | null };
type IndexRow = {
  table_name: string;
  index_name: string;
  is_primary: boolean;
  is_unique: boolean;
  is_constraint: boolean;
  columns: string;
  predicate: string | null;
  method: string;
};
type ForeignKeyRow = { table_name: string; columns: string; foreign_table: string; foreign_columns: string; on_delete: string };

/** Every table in the connection's current schema, read from pg_catalog. */
export async function databaseTables(db: Db, ignore: readonly string[]): Promise<Map<string, TableShape>> {
  const columns = await query<ColumnRow>(
    db,
    sql`select c.relname as table_name, a.attname as column_name, format_type(a.atttypid, a.atttypmod) as type,
          a.attnotnull as not_null, pg_get_expr(d.adbin, d.adrelid) as fallback
        from pg_attribute a
        join pg_class c on c.oid = a.attrelid
        join pg_namespace n on n.oid = c.relnamespace
        left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
        where n.nspname = current_schema() and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped
        order by c.relname, a.attnum`,
  );
  const indexes = await query<IndexRow>(
    db,
    sql`select t.relname as table_name, i.relname as index_name, x.indisprimary as is_primary, x.indisunique as is_unique,
          exists (select 1 from pg_constraint k where k.conindid = x.indexrelid and k.contype = 'u') as is_constraint,
          array_to_string(array(select pg_get_indexdef(x.indexrelid, k, true) from generate_series(1, x.indnkeyatts) k order by k), '|') as columns,
          pg_get_expr(x.indpred, x.indrelid) as predicate, m.amname as method
        from pg_index x
        join pg_class i on i.oid = x.indexrelid
        join pg_am m on m.oid = i.relam
        join pg_class t on t.oid = x.indrelid
        join pg_namespace n on n.oid = t.relnamespace
        where n.nspname = current_schema() and t.relkind = 'r'`,
  );
  const keys = await query<ForeignKeyRow>(
    db,
    sql`select t.relname as table_name, f.relname as foreign_table, k.confdeltype::text as on_delete,
          array_to_string(array(select a.attname from unnest(k.conkey) with ordinality u(num, ord)
            join pg_attribute a on a.attrelid = k.conrelid and a.attnum = u.num order by u.ord), ', ') as columns,
          array_to_string(array(select a.attname from unnest(k.confkey) with ordinality u(num, ord)
            join pg_attribute a on a.attrelid = k.confrelid and a.attnum = u.num order by u.ord), ', ') as foreign_columns
        from pg_constraint k
        join pg_class t on t.oid = k.conrelid
        join pg_class f on f.oid = k.confrelid
        join pg_namespace n on n.oid = t.relnamespace
        where k.contype = 'f' and n.nspname = current_schema()`,
  );

  const tables = new Map<string, TableShape>();
  const table = (name: string) => {
    let shape = tables.get(name);
    if (!shape) tables.set(name, (shape = { columns: new Map(), indexes: new Map(), foreignKeys: new Map() }));
    return shape;
  };
  for (const c of columns) {
    if (ignore.includes(c.table_name)) continue;
    table(c.table_name).columns.set(c.column_name, describeColumn(c.type, c.not_null, c.fallback === null ? null : normalExpr(c.fallback)));
  }
  for (const i of indexes) {
    if (ignore.includes(i.table_name)) continue;
    const kind = i.is_primary ? 'primary key' : i.is_constraint ? `unique constraint ${i.index_name}` : `${i.is_unique ? 'unique index' : 'index'} ${i.index_name}`;
    table(i.table_name).indexes.set(kind, describeIndex(i.columns.split('|'), i.predicate, i.method));
  }
  for (const k of keys) {
    if (ignore.includes(k.table_name)) continue;
    table(k.table_name).foreignKeys.set(`(${k.columns}) → ${k.foreign_table}(${k.foreign_columns})`, `on delete ${ON_DELETE[k.on_delete] ?? k.on_delete}`);
  }
  return tables;
}

/**
 * Every way the two descriptions disagree, one line each, naming the table and the column,
 * index or key: "order_items.size_id: migrations say text, null; drizzle says integer, null".
 */
export function shapeDifferences(migrated: Map<string, TableShape>, declared: Map<string, TableShape>): string[] {
  const out: string[] = [];
  for (const name of new Set([...migrated.keys(), ...declared.keys()])) {
    const m = migrated.get(name);
    const d = declared.get(name);
    if (!m) out.push(`${name}: a drizzle table that no migration creates`);
    else if (!d) out.push(`${name}: a table the migrations create that the drizzle schema does not declare`);
    else {
      compare(out, name, '.', m.columns, d.columns);
      compare(out, name, ' ', m.indexes, d.indexes);
      compare(out, name, ' foreign key ', m.foreignKeys, d.foreignKeys);
    }
  }
  return out;
}

function compare(out: string[], table: string, joint: string, migrated: Map<string, string>, declared: Map<string, string>): void {
  for (const key of new Set([...migrated.keys(), ...declared.keys()])) {
    const m = migrated.get(key);
    const d = declared.get(key);
    if (m === d) continue;
    const where = `${table}${joint}${key}`;
    if (m === undefined) out.push(`${where}: only in drizzle (${d})`);
    else if (d === undefined) out.push(`${where}: only in the migrations (${m})`);
    else out.push(`${where}: migrations say ${m}; drizzle says ${d}`);
  }
}
