import type { ProductDetail } from '#lib/catalog-types';

/**
 * Matches a query against product name, category and subcategory, case-insensitively. Every
 * query word must match some word of the product, exactly, as a prefix, or within one typo
 * (a missing, extra or changed letter) for words of four letters or more. Results are ranked
 * by how well they match, then by catalog order.
 */
export function searchIn(products: readonly ProductDetail[], query: string, limit: number): ProductDetail[] {
  const terms = words(query);
  if (terms.length === 0) return [];
  const scored: Array<{ p: ProductDetail; score: number; i: number }> = [];
  products.forEach((p, i) => {
    const nameWords = words(p.name);
    const otherWords = words(`${p.categoryName} ${p.subCategoryName ?? ''}`);
    let total = 0;
    for (const t of terms) {
      const s = Math.max(best(t, nameWords) * 1.2, best(t, otherWords));
      if (s === 0) return;
      total += s;
    }
    scored.push({ p, score: total, i });
  });
  scored.sort((a, b) => b.score - a.score || a.i - b.i);
  return scored.slice(0, limit).map((s) => s.p);
}

/**
 * Lower-cased NFC words. Combining marks (\p{M}) stay inside their word: in Tamil and Devanagari
 * the vowel signs are marks, and dropping them would cut 'லெகிங்ஸ்' into single consonants
 * that match any word sharing them. NFC makes a letter typed in two parts equal its one-part form.
 */
function words(text: string): string[] {
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\s]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean);
}

function best(term: string, candidates: string[]): number {
  let score = 0;
  for (const w of candidates) {
    if (w === term || singular(w) === singular(term)) return 3;
    if (w.startsWith(term)) score = Math.max(score, 2);
    else if (term.length >= 4 && withinOneEdit(term, w.slice(0, term.length + 1))) score = Math.max(score, 1);
    else if (term.length >= 4 && withinOneEdit(term, w)) score = Math.max(score, 1);
  }
  return score;
}

function singular(w: string): string {
  return w.length > 3 && w.endsWith('s') ? w.slice(0, -1) : w;
}

/** True when a and b differ by at most one insertion, deletion or substitution. */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  let j = 0;
  let edits = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      i++;
      j++;
      continue;
    }
    if (++edits > 1) return false;
    if (a.length > b.length) i++;
    else if (b.length > a.length) j++;
    else {
      i++;
      j++;
    }
  }
  return edits + (a.length - i) + (b.length - j) <= 1;
}
