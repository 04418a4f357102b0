import { withoutAccents } from '../../platform/common/query-helpers';

/**
 * Keys under which an imported row and a catalogue book are the same book when their ISBNs do not decide:
 * case, punctuation, diacritics and a series suffix such as "(Dune, #1)" are ignored.
 */
const fold = (text: string) => withoutAccents(text).toLowerCase().replace(/&/g, ' and ');

const SERIES_SUFFIX = /^\([^()]*#\s*[\d.]+\)$/;

/**
 * Without a series suffix such as "(Dune, #1)". Tested on the text from the last "(" only: a pattern searched along
 * the title (`\s*\(...\)$`) would try every space of a long run, a time that grows with the square of the run.
 */
function withoutSeries(title: string): string {
  const open = title.lastIndexOf('(');
  return open >= 0 && SERIES_SUFFIX.test(title.slice(open)) ? title.slice(0, open) : title;
}

/** "Dune (Dune, #1)", "Dune: (Dune #1)" and "DUNE" share the key "dune". */
export function titleKey(title: string): string {
  return withoutSeries(fold(title).trimEnd())
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** "J.R.R. Tolkien" and "J. R. R. Tolkien" share the key "jrrtolkien" (spaces and punctuation dropped). */
export function authorKey(author: string): string {
  return fold(author).replace(/[^\p{L}\p{N}]+/gu, '');
}
