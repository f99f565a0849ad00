/**
 * Sound keys for search across scripts (issue 31, item 5): a word typed in Devanagari, in Tamil
 * script or in Latin letters, spelled as people spell it, comes to one Latin key, so 'लेगिंग',
 * 'லெக்கிங்ஸ்', 'legins' and 'leggings' meet. First the Indian scripts are written in Latin
 * letters (a plain ISO 15919-like table, no dictionary); then every word loses what spellers
 * disagree on: doubled letters, voiced against unvoiced stops (Tamil writes k and g with one
 * letter), aspiration, long against short vowels, and a plural s.
 */

const DEVANAGARI_CONSONANTS: Record<string, string> = {
  क: 'k', ख: 'kh', ग: 'g', घ: 'gh', ङ: 'n', च: 'ch', छ: 'chh', ज: 'j', झ: 'jh', ञ: 'n',
  ट: 't', ठ: 'th', ड: 'd', ढ: 'dh', ण: 'n', त: 't', थ: 'th', द: 'd', ध: 'dh', न: 'n',
  प: 'p', फ: 'f', ब: 'b', भ: 'bh', म: 'm', य: 'y', र: 'r', ल: 'l', व: 'v', श: 'sh',
  ष: 'sh', स: 's', ह: 'h', ळ: 'l',
};
const DEVANAGARI_VOWELS: Record<string, string> = {
  अ: 'a', आ: 'aa', इ: 'i', ई: 'ii', उ: 'u', ऊ: 'uu', ऋ: 'ri', ए: 'e', ऐ: 'ai', ओ: 'o', औ: 'au', ऑ: 'o', ऍ: 'e',
};
const DEVANAGARI_SIGNS: Record<string, string> = {
  'ा': 'aa', 'ि': 'i', 'ी': 'ii', 'ु': 'u', 'ू': 'uu', 'ृ': 'ri', 'े': 'e', 'ै': 'ai', 'ो': 'o', 'ौ': 'au', 'ॉ': 'o', 'ॅ': 'e',
};
const DEVANAGARI_NASALS: Record<string, string> = { 'ं': 'n', 'ँ': 'n', 'ः': 'h' };
const DEVANAGARI_VIRAMA = '्';
const DEVANAGARI_NUKTA = '़';

const TAMIL_CONSONANTS: Record<string, string> = {
  க: 'k', ங: 'ng', ச: 'ch', ஞ: 'nj', ட: 't', ண: 'n', த: 'th', ந: 'n', ப: 'p', ம: 'm',
  ய: 'y', ர: 'r', ல: 'l', வ: 'v', ழ: 'zh', ள: 'l', ற: 'r', ன: 'n', ஜ: 'j', ஷ: 'sh', ஸ: 's', ஹ: 'h',
};
const TAMIL_VOWELS: Record<string, string> = {
  அ: 'a', ஆ: 'aa', இ: 'i', ஈ: 'ii', உ: 'u', ஊ: 'uu', எ: 'e', ஏ: 'ee', ஐ: 'ai', ஒ: 'o', ஓ: 'oo', ஔ: 'au', ஃ: 'h',
};
const TAMIL_SIGNS: Record<string, string> = {
  'ா': 'aa', 'ி': 'i', 'ீ': 'ii', 'ு': 'u', 'ூ': 'uu', 'ெ': 'e', 'ே': 'ee', 'ை': 'ai', 'ொ': 'o', 'ோ': 'oo', 'ௌ': 'au',
};
const TAMIL_PULLI = '்';

type Script = { consonants: Record<string, string>; vowels: Record<string, string>; signs: Record<string, string>; virama: string; extra: Record<string, string>; ignore: string };

const DEVANAGARI: Script = { consonants: DEVANAGARI_CONSONANTS, vowels: DEVANAGARI_VOWELS, signs: DEVANAGARI_SIGNS, virama: DEVANAGARI_VIRAMA, extra: DEVANAGARI_NASALS, ignore: DEVANAGARI_NUKTA };
const TAMIL: Script = { consonants: TAMIL_CONSONANTS, vowels: TAMIL_VOWELS, signs: TAMIL_SIGNS, virama: TAMIL_PULLI, extra: {}, ignore: '' };

/**
 * One word of an abugida in Latin letters: a consonant carries the vowel 'a' unless a vowel sign
 * or the virama follows it; a word's last inherent 'a' is not said (Hindi drops it, and Tamil
 * words end in a pulli or a vowel sign), so it is left out.
 */
function romanise(word: string, s: Script): string {
  // NFC keeps ड़ and ढ़ as a letter and a nukta (they are composition exclusions): they say r.
  const chars = [...word.normalize('NFC').replace(/[डढ]\u093C/g, 'र')].filter((c) => c !== s.ignore);
  let out = '';
  for (let i = 0; i < chars.length; i++) {
    const c = chars[i]!;
    const consonant = s.consonants[c];
    if (consonant !== undefined) {
      const next = chars[i + 1];
      out += consonant;
      if (next === s.virama) i++;
      else if (next !== undefined && s.signs[next] !== undefined) {
        out += s.signs[next];
        i++;
      } else if (next !== undefined) out += 'a';
      continue;
    }
    out += s.vowels[c] ?? s.extra[c] ?? (/\p{L}/u.test(c) ? c : '');
  }
  return out;
}

const IN_DEVANAGARI = /[\u0900-\u097F]/;
const IN_TAMIL = /[\u0B80-\u0BFF]/;

/** A word in Latin letters, whichever of the three scripts it was typed in. */
export function toLatin(word: string): string {
  if (IN_DEVANAGARI.test(word)) return romanise(word, DEVANAGARI);
  if (IN_TAMIL.test(word)) return romanise(word, TAMIL);
  return word.normalize('NFKD').replace(/\p{M}/gu, '');
}

/** What spellers disagree on, in the order it is taken out. */
const FOLDS: [RegExp, string][] = [
  [/ph/g, 'f'],
  [/([kgcjtdpb])h/g, '$1'],
  [/ck/g, 'k'],
  [/q/g, 'k'],
  [/c(?!h)/g, 'k'],
  [/g/g, 'k'],
  [/d/g, 't'],
  [/b/g, 'p'],
  [/z/g, 'j'],
  [/w/g, 'v'],
  [/ee|ii|y/g, 'i'],
  [/oo|uu/g, 'u'],
  [/aa/g, 'a'],
];

/**
 * The sound key of one word: Latin letters, folded, with runs of one letter made one and a plural
 * 's' taken off. 'leggings', 'legins', 'लेगिंग' and 'லெக்கிங்ஸ்' all give 'lekink'.
 */
export function soundKey(word: string): string {
  let w = toLatin(word.toLowerCase()).toLowerCase().replace(/[^a-z]/g, '');
  for (const [from, to] of FOLDS) w = w.replace(from, to);
  w = w.replace(/(.)\1+/g, '$1');
  return w.length > 3 && w.endsWith('s') ? w.slice(0, -1) : w;
}
