/**
 * RFC 4180 CSV: fields with a comma, quote or line break are quoted, quotes doubled, CRLF line
 * ends. A cell a spreadsheet would run as a formula (starting = + - @, or a tab or CR before
 * one) gets a leading single quote so it is shown, not evaluated.
 */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(cells: readonly unknown[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}
