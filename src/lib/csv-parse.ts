/**
 * Reads RFC 4180 CSV (the inverse of csv.ts): quoted fields may hold commas, doubled quotes and
 * line breaks; lines end in CRLF or LF; a leading byte-order mark is dropped. Each record keeps
 * the file line it starts on, so a problem can be reported where a spreadsheet shows it.
 */
export type CsvRecord = { line: number; cells: string[] };
export type CsvParse = { records: CsvRecord[]; error: { line: number; message: string } | null };

export function parseCsv(text: string): CsvParse {
  const src = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let line = 1;
  let start = 1;
  let quoted = false;
  let quoteLine = 0;
  let i = 0;
  const endRecord = () => {
    cells.push(cell);
    // A blank line is no record (spreadsheets often leave one at the end).
    if (!(cells.length === 1 && cells[0] === '')) records.push({ line: start, cells });
    cells = [];
    cell = '';
  };
  while (i < src.length) {
    const ch = src[i]!;
    if (quoted) {
      if (ch === '"') {
        if (src[i + 1] === '"') {
          cell += '"';
          i += 2;
          continue;
        }
        quoted = false;
        i += 1;
        continue;
      }
      if (ch === '\n') line += 1;
      cell += ch;
      i += 1;
      continue;
    }
    if (ch === '"' && cell === '') {
      quoted = true;
      quoteLine = line;
      i += 1;
    } else if (ch === ',') {
      cells.push(cell);
      cell = '';
      i += 1;
    } else if (ch === '\r' || ch === '\n') {
      endRecord();
      i += ch === '\r' && src[i + 1] === '\n' ? 2 : 1;
      line += 1;
      start = line;
    } else {
      cell += ch;
      i += 1;
    }
  }
  if (quoted) return { records, error: { line: quoteLine, message: 'A quoted cell is never closed: add the missing " at its end.' } };
  if (cell !== '' || cells.length > 0) endRecord();
  return { records, error: null };
}
