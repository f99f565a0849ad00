// Small numeric helpers shared by the bench modules.
export function median(values) {
  const s = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (s.length === 0) return null;
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

export const kb = (bytes) => (bytes == null ? null : Math.round((bytes / 1024) * 10) / 10);
