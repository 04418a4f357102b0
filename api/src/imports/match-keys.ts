import { withoutAccents } from '../common/query-helpers';

/**
 * Keys under which an imported row and a catalogue book are the same book when their ISBNs do not decide:
 * case, punctuation, diacritics and a series suffix such as "(Dune, #1)" are ignored.
 */
const fold = (text: string) => withoutAccents(text).toLowerCase().replace(/&/g, ' and ');

/** "Dune (Dune, #1)", "Dune: (Dune #1)" and "DUNE" share the key "dune". */
export function titleKey(title: string): string {
  return fold(title)
    .replace(/\s*\([^()]*#\s*[\d.]+\)\s*$/, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** "J.R.R. Tolkien" and "J. R. R. Tolkien" share the key "jrrtolkien" (spaces and punctuation dropped). */
export function authorKey(author: string): string {
  return fold(author).replace(/[^\p{L}\p{N}]+/gu, '');
}
