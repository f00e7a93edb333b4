/**
 * Bangla written in Latin letters as shoppers type it ("Banglish"): পাঞ্জাবি -> panjabi,
 * সুতি শাড়ি -> suti shari, সরিষার তেল -> sorishar tel. One spelling per word; the search's
 * typo tolerance covers the others (punjabi, saree). The inherent vowel is written 'o' after a
 * word's first consonant and before its last one, and dropped elsewhere, as most people type.
 */
const CONSONANTS: Record<string, string> = {
  ক: 'k',
  খ: 'kh',
  গ: 'g',
  ঘ: 'gh',
  ঙ: 'ng',
  চ: 'ch',
  ছ: 'chh',
  জ: 'j',
  ঝ: 'jh',
  ঞ: 'n',
  ট: 't',
  ঠ: 'th',
  ড: 'd',
  ঢ: 'dh',
  ণ: 'n',
  ত: 't',
  থ: 'th',
  দ: 'd',
  ধ: 'dh',
  ন: 'n',
  প: 'p',
  ফ: 'f',
  ব: 'b',
  ভ: 'bh',
  ম: 'm',
  য: 'j',
  র: 'r',
  ল: 'l',
  শ: 'sh',
  ষ: 'sh',
  স: 's',
  হ: 'h',
  '\u09DC': 'r',
  '\u09DD': 'rh',
  '\u09DF': 'y',
  ৎ: 't',
};
const VOWELS: Record<string, string> = {
  অ: 'o',
  আ: 'a',
  ই: 'i',
  ঈ: 'i',
  উ: 'u',
  ঊ: 'u',
  ঋ: 'ri',
  এ: 'e',
  ঐ: 'oi',
  ও: 'o',
  ঔ: 'ou',
};
const VOWEL_SIGNS: Record<string, string> = {
  'া': 'a',
  'ি': 'i',
  'ী': 'i',
  'ু': 'u',
  'ূ': 'u',
  'ৃ': 'ri',
  'ে': 'e',
  'ৈ': 'oi',
  'ো': 'o',
  'ৌ': 'ou',
};
const SIGNS: Record<string, string> = { 'ং': 'ng', 'ঃ': 'h', 'ঁ': '' };
const HASANT = '্';
const DIGITS = '০১২৩৪৫৬৭৮৯';

/** ড়, ঢ় and য় as one letter each, however they were typed (NFC keeps them as a letter and a nukta). */
const composed = (text: string) =>
  text
    .normalize('NFC')
    .replace(/\u09A1\u09BC/g, '\u09DC')
    .replace(/\u09A2\u09BC/g, '\u09DD')
    .replace(/\u09AF\u09BC/g, '\u09DF');

function word(letters: string[]): string {
  let out = '';
  const consonantAt = (i: number) => letters[i] !== undefined && CONSONANTS[letters[i]!] !== undefined;
  for (let i = 0; i < letters.length; i++) {
    const letter = letters[i]!;
    const consonant = CONSONANTS[letter];
    if (consonant === undefined) {
      out +=
        VOWELS[letter] ??
        VOWEL_SIGNS[letter] ??
        SIGNS[letter] ??
        (DIGITS.includes(letter) ? String(DIGITS.indexOf(letter)) : letter === HASANT ? '' : letter);
      continue;
    }
    // য joined to a consonant (ম্যা) changes its sound, not its letters: "richman".
    if (letter === 'য' && letters[i - 1] === HASANT) continue;
    out += consonant;
    const next = letters[i + 1];
    if (next === undefined || next === HASANT || VOWEL_SIGNS[next] !== undefined) continue;
    // The inherent vowel before ং or a vowel letter: রং -> rong, বই -> boi.
    if (next === 'ং' || VOWELS[next] !== undefined) {
      out += 'o';
      continue;
    }
    const firstOfWord = i === 0 || !/[\u0980-\u09FF]/.test(letters[i - 1]!);
    const beforeLast = consonantAt(i + 1) && (i + 2 >= letters.length || !/[\u0980-\u09FF]/.test(letters[i + 2]!));
    if (consonantAt(i + 1) && (firstOfWord || beforeLast)) out += 'o';
  }
  // ঙ্গ and ঞ্জ are the 'ng' of "lungi" and the 'nj' of "panjabi".
  return out.replace(/ngg/g, 'ng');
}

/** The Banglish of a text: Bangla letters turned into Latin ones, everything else as it was, lower case. */
export function banglish(text: string): string {
  return composed(text)
    .split(/(\s+)/)
    .map((part) => word([...part]))
    .join('')
    .toLowerCase();
}
