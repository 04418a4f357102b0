import type { Book, BookInput, BookStatus, NamedRef } from '@book/core';
import type { BookFormat } from '../../common/api/works-calls';
import { datePart } from '../../common/text';

export interface BookFormValues {
  title: string;
  /** The chosen author (id and name: the picker shows the name); null until one is chosen. */
  author: NamedRef | null;
  description: string;
  genres: string[];
  publishedDate: string;
  publisher: string;
  language: string;
  pageCount: string;
  status: BookStatus;
  isbn: string;
  /** The edition's format; '' for none. */
  format: BookFormat | '';
}

export const BOOK_STATUS_OPTIONS: { value: BookStatus; label: string }[] = [
  { value: 'published', label: 'Published' },
  { value: 'draft', label: 'Draft' },
  { value: 'archived', label: 'Archived' },
];

/** The form's values for a new book (status published) or for the book being edited (date part only). */
export function bookFormDefaults(book?: Book | null): BookFormValues {
  return {
    title: book?.title ?? '',
    author: book?.author ? { _id: book.author._id, name: book.author.name } : null,
    description: book?.description ?? '',
    genres: book?.genres?.map((g) => g._id) ?? [],
    publishedDate: datePart(book?.publishedDate),
    publisher: book?.publisher ?? '',
    language: book?.language ?? '',
    pageCount: book?.pageCount != null ? String(book.pageCount) : '',
    status: book?.status ?? 'published',
    isbn: book?.isbn ?? '',
    format: book?.format ?? '',
  };
}

/**
 * The admin book payload (spec 7): pageCount as an integer only when filled, publishedDate only when set (an edit
 * sends "" for a cleared date, which the API stores as no date). The ISBN and the format likewise (an edit sends null to
 * clear them).
 */
export function toBookPayload(values: BookFormValues, coverImage: string, editing = false): BookInput {
  const payload: BookInput = {
    title: values.title.trim(),
    author: values.author?._id ?? '',
    description: values.description.trim(),
    genres: values.genres,
    coverImage,
    publisher: values.publisher.trim(),
    language: values.language.trim(),
    status: values.status,
  };
  if (values.publishedDate) payload.publishedDate = values.publishedDate;
  else if (editing) payload.publishedDate = '';
  const isbn = values.isbn.trim();
  if (isbn) payload.isbn = isbn;
  else if (editing) payload.isbn = null;
  if (values.format) payload.format = values.format;
  else if (editing) payload.format = null;
  const pages = values.pageCount.trim();
  if (pages !== '') {
    const n = Number.parseInt(pages, 10);
    if (Number.isFinite(n)) payload.pageCount = n;
  }
  return payload;
}

export function statusLabel(status: string): string {
  return status ? status.charAt(0).toUpperCase() + status.slice(1) : status;
}
