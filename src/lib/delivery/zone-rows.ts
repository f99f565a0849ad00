import { z } from 'zod';
import { statesOf } from '../geo/states';
import type { DeliveryZone } from './settings';

/**
 * The delivery zones as the console's table sends them, one row per zone. A row covers PIN codes
 * starting with a prefix, a list of states and union territories, or the rest of India. Every
 * refusal names the row and the column as the table labels them ('Zone row 2: days paid online
 * must be…'), because a message about `zones.1.prepaidDays` helps nobody.
 */
export type ZoneCovers = 'pin' | 'states' | 'rest';
export const ZONE_COVERS: Record<ZoneCovers, string> = { pin: 'PIN codes starting with', states: 'States', rest: 'Rest of India' };

export const INDIA_STATES: readonly string[] = statesOf('India');
export const MAX_ZONE_DAYS = 30;
export const MAX_ZONES = 200;

/** What a zone row covers: said by the console; inferred for callers that send only the zone. */
export function coversOf(row: { covers?: unknown; prefix?: unknown; states?: unknown }): unknown {
  if (row.covers !== undefined) return row.covers;
  if (Array.isArray(row.states) && row.states.length > 0) return 'states';
  return typeof row.prefix === 'string' && row.prefix !== '' ? 'pin' : 'rest';
}

const isDays = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= MAX_ZONE_DAYS;

type Problem = { path: (string | number)[]; message: string };

/** Checks the table row by row and across rows; the zones when every row is right, else the problems. */
export function checkZoneRows(rows: readonly unknown[]): { zones: DeliveryZone[]; problems: Problem[] } {
  const problems: Problem[] = [];
  const zones: DeliveryZone[] = [];
  const prefixRow = new Map<string, number>();
  const stateRow = new Map<string, number>();
  let restRow: number | null = null;
  rows.forEach((raw, i) => {
    const n = i + 1;
    const at = (field: string, message: string) => problems.push({ path: [i, field], message: `Zone row ${n}: ${message}` });
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
      at('covers', 'send the row as its covers, PIN prefix or states, days and cash on delivery');
      return;
    }
    const row = raw as Record<string, unknown>;
    const covers = coversOf(row);
    let prefix = '';
    let states: string[] = [];
    if (covers === 'pin') {
      prefix = typeof row.prefix === 'string' ? row.prefix.trim() : '';
      if (!/^\d{1,6}$/.test(prefix)) at('prefix', 'PIN prefix must be 1 to 6 digits, such as 600 for Chennai');
      else if (prefixRow.has(prefix)) at('prefix', `PIN prefix ${prefix} is already zone row ${prefixRow.get(prefix)}`);
      else prefixRow.set(prefix, n);
    } else if (covers === 'states') {
      states = Array.isArray(row.states) ? row.states.filter((s): s is string => typeof s === 'string') : [];
      const unknown = states.find((s) => !INDIA_STATES.includes(s));
      if (!Array.isArray(row.states) || states.length === 0) at('states', 'choose at least one state');
      else if (states.length !== row.states.length || unknown !== undefined) at('states', `${unknown ?? 'each state'} must be an Indian state or union territory from the list`);
      else
        for (const s of states) {
          if (stateRow.has(s)) at('states', `${s} is already in zone row ${stateRow.get(s)}`);
          else stateRow.set(s, n);
        }
    } else if (covers === 'rest') {
      if (restRow !== null) at('covers', `the rest of India is already zone row ${restRow}`);
      else restRow = n;
    } else {
      at('covers', 'choose what the row covers: PIN codes, states or the rest of India');
    }
    if (!isDays(row.prepaidDays)) at('prepaidDays', `days paid online must be a whole number from 1 to ${MAX_ZONE_DAYS}`);
    if (!isDays(row.codDays)) at('codDays', `days with cash on delivery must be a whole number from 1 to ${MAX_ZONE_DAYS}`);
    if (typeof row.codAllowed !== 'boolean') at('codAllowed', 'cash on delivery must be yes or no');
    zones.push({ prefix, ...(states.length ? { states } : {}), prepaidDays: row.prepaidDays as number, codDays: row.codDays as number, codAllowed: row.codAllowed as boolean });
  });
  return { zones, problems };
}

/** The zones list of the console's settings body: rows checked as above, turned into stored zones. */
export const ZoneRowsSchema = z
  .array(z.unknown(), { error: 'Delivery zones must be a list of rows' })
  .max(MAX_ZONES, `Delivery zones: use at most ${MAX_ZONES} rows`)
  .transform((rows, ctx) => {
    const { zones, problems } = checkZoneRows(rows);
    for (const p of problems) ctx.addIssue({ code: 'custom', path: p.path, message: p.message, input: rows });
    return problems.length ? z.NEVER : zones;
  });
