import type { ProductDetail } from '#lib/catalog-types';
import { soundKey } from '#lib/search-keys';

/**
 * Matches a query against product name, category and subcategory, case-insensitively. Every
 * query word must match some word of the product, exactly, as a prefix, or within one typo
 * (a missing, extra or changed letter) for words of four letters or more. Results are ranked
 * by how well they match, then by catalog order. A word that does not match as typed may match by
 * its sound key (lib/search-keys.ts), so a query in Devanagari or Tamil script, or spelled as it is
 * said, finds the same products.
 */
export type SearchNames = ReadonlyMap<string, { name: string; other: string }>;

/** `names`: each product's words in every language (snapshot.ts); without them, the product's own. */
export function searchIn(products: readonly ProductDetail[], query: string, limit: number, names?: SearchNames): ProductDetail[] {
  const terms = words(query);
  if (terms.length === 0) return [];
  const scored: Array<{ p: ProductDetail; score: number; i: number }> = [];
  const termKeys = terms.map(soundKey);
  products.forEach((p, i) => {
    const { nameWords, otherWords } = wordsOf(p, names);
    let total = 0;
    for (const [n, t] of terms.entries()) {
      const s = Math.max(best(t, termKeys[n]!, nameWords) * 1.2, best(t, termKeys[n]!, otherWords));
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

type Word = { text: string; key: string };
type ProductWords = { nameWords: Word[]; otherWords: Word[] };

/** A product's words and their sound keys, worked out once per snapshot's product object. */
const wordCache = new WeakMap<ProductDetail, ProductWords>();
function wordsOf(p: ProductDetail, names: SearchNames | undefined): ProductWords {
  let found = wordCache.get(p);
  if (!found) {
    const withKeys = (text: string) => [...new Set(words(text))].map((w) => ({ text: w, key: soundKey(w) }));
    const own = names?.get(p._id) ?? { name: p.name, other: `${p.categoryName} ${p.subCategoryName ?? ''}` };
    found = { nameWords: withKeys(own.name), otherWords: withKeys(own.other) };
    wordCache.set(p, found);
  }
  return found;
}

/** 3 the same word, 2.5 the same sound, 2 a prefix, 1 one typo away (as typed or as it sounds). */
function best(term: string, termKey: string, candidates: Word[]): number {
  let score = 0;
  for (const { text: w, key } of candidates) {
    if (w === term || singular(w) === singular(term)) return 3;
    if (termKey.length >= 3 && key === termKey) score = Math.max(score, 2.5);
    else if (w.startsWith(term)) score = Math.max(score, 2);
    else if (termKey.length >= 4 && key.startsWith(termKey)) score = Math.max(score, 2);
    else if (term.length >= 4 && withinOneEdit(term, w.slice(0, term.length + 1))) score = Math.max(score, 1);
    else if (term.length >= 4 && withinOneEdit(term, w)) score = Math.max(score, 1);
    else if (termKey.length >= 4 && withinOneEdit(termKey, key)) score = Math.max(score, 1);
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
