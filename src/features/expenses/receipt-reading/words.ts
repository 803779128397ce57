/**
 * The words the total and payment rules look for, each as OCR reads it now and then with one
 * letter wrong ('PAYOBLE', 'AMOUNI', 'CHANQE'). Only words of six letters or more: a shorter
 * one a letter off is too often another word.
 */
const KEYWORDS = [
  'PAYABLE',
  'AMOUNT',
  'ROUNDED',
  'ROUNDING',
  'INCLUSIVE',
  'INCLUDING',
  'EXCLUSIVE',
  'EXCLUDING',
  'CHANGE',
  'TENDERED',
  'RECEIVED',
  'PAYMENT',
  'SUBTOTAL',
  'DISCOUNT',
  'SUPPLIES',
];

const oneLetterOff = (word: string, key: string): boolean => {
  if (word.length !== key.length) return false;
  let off = 0;
  for (let i = 0; i < word.length && off < 2; i++) if (word[i] !== key[i]) off++;
  return off === 1;
};

/**
 * CASH is too short for the one-letter rule, but OCR reads its C as G and its S as G, 5 or $
 * ('GASH 94.00', 'Cagh Received'): those shapes, and no other word, are CASH.
 */
const CASH = /\b[CG]A[SG5$]H\b/g;

/** An upper-case line with each keyword OCR got one letter wrong put back. */
export function mendWords(text: string): string {
  return text
    .replace(/[A-Z0-9!|]{6,}/g, (word) => {
      if (!/[A-Z]{4}/.test(word)) return word;
      return KEYWORDS.find((key) => oneLetterOff(word, key)) ?? word;
    })
    .replace(CASH, 'CASH');
}
