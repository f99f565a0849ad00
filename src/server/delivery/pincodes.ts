import { readFileSync, existsSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

/** One place a PIN code serves: the directory names no city, so the district stands for it. */
export type PinPlace = { city: string; district: string; state: string };
export type PinLookup = PinPlace & { pincode: string; candidates: PinPlace[] };

type PinFile = { states: string[]; districts: string[]; pins: Record<string, number[]> };

const FILE = 'src/server/delivery/pincodes.json.gz';

/** The working directory in every way the shop runs; else up from this module (source or dist chunk). */
function dataPath(): string {
  const fromCwd = path.resolve(process.cwd(), FILE);
  if (existsSync(fromCwd)) return fromCwd;
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    const candidate = path.join(dir, FILE);
    if (existsSync(candidate)) return candidate;
    dir = path.dirname(dir);
  }
  throw new Error(`The PIN code file ${FILE} is missing: run npm run pincodes:derive.`);
}

let loaded: PinFile | null = null;

/** Loaded once, on the first lookup: about 350 KB of JSON that most requests never need. */
function pinFile(): PinFile {
  loaded ??= JSON.parse(gunzipSync(readFileSync(dataPath())).toString('utf8')) as PinFile;
  return loaded;
}

/** City, district and state for a 6-digit PIN code, most common first; null when India Post does not list it. */
export function lookupPincode(pincode: string): PinLookup | null {
  const file = pinFile();
  const pairs = Object.hasOwn(file.pins, pincode) ? file.pins[pincode] : undefined;
  if (!pairs) return null;
  const candidates: PinPlace[] = [];
  for (let i = 0; i + 1 < pairs.length; i += 2) {
    const district = file.districts[pairs[i] ?? -1] ?? '';
    candidates.push({ city: district, district, state: file.states[pairs[i + 1] ?? -1] ?? '' });
  }
  const [first] = candidates;
  return first ? { pincode, ...first, candidates } : null;
}
