import type { BookSort } from './dto/book.dto';

/**
 * The catalogue's orders, by the `sort` a reader asks for: what the API sorts by, and what the benchmarks' floors
 * (the same query sent straight through the driver) sort by. Every sort ends with _id so that equal keys keep a
 * stable order across pages.
 */
export const BOOK_SORT_ORDERS: Record<BookSort, Record<string, 1 | -1>> = {
  '-averageRating': { averageRating: -1, reviewCount: -1, _id: 1 },
  '-reviewCount': { reviewCount: -1, averageRating: -1, _id: 1 },
  title: { title: 1, _id: 1 },
  '-title': { title: -1, _id: 1 },
  '-publishedDate': { publishedDate: -1, _id: 1 },
  publishedDate: { publishedDate: 1, _id: 1 },
};

/** The order of a catalogue page or a search that names none: the best rated first. */
export const DEFAULT_BOOK_SORT: BookSort = '-averageRating';
