import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { NamedRefView } from '../../catalogue/books/book.view';
import { GoalView } from '../goals/goal.view';
import { ShelvedBookFields } from './reading-list-entry.view';

@ApiSchema({ name: 'YearMonthFigures' })
export class YearMonthView {
  @ApiProperty({ type: 'integer', minimum: 1, maximum: 12 })
  month: number;

  @ApiProperty({ type: 'integer', description: 'Books finished that month' })
  books: number;

  @ApiProperty({
    type: 'integer',
    description:
      'Pages read that month: those logged as progress, and the rest of each book finished (a book without a page count adds none)',
  })
  pages: number;
}

@ApiSchema({ name: 'YearGenreShare' })
export class YearGenreView {
  @ApiProperty()
  _id: string;

  @ApiProperty()
  name: string;

  @ApiProperty({ type: 'integer', description: 'Finished books of this genre' })
  books: number;

  @ApiProperty({
    description: 'books / all books finished that year (a book may have several genres), 0 to 1, 4 decimals',
    example: 0.25,
  })
  share: number;
}

@ApiSchema({ name: 'YearAuthor' })
export class YearAuthorView extends NamedRefView {
  @ApiProperty({ type: 'integer', description: 'Books by this author finished that year' })
  books: number;
}

/**
 * A book finished that year; one no longer published (a draft, archived) shows only its id and title, with
 * `available: false`, and adds nothing but itself to the year's figures (no pages, genres or author).
 */
@ApiSchema({ name: 'YearBook' })
export class YearBookView extends ShelvedBookFields {
  @ApiPropertyOptional({ type: 'integer', nullable: true, description: 'Absent when not available' })
  pageCount?: number | null;

  @ApiProperty({ type: String, format: 'date-time' })
  finishedAt: Date;
}

@ApiSchema({ name: 'YearGoalProgress' })
export class YearGoalProgressView {
  @ApiProperty({ type: GoalView })
  goal: GoalView;

  @ApiProperty({ type: 'integer', description: 'Books finished that year' })
  finished: number;

  @ApiProperty({
    type: 'integer',
    description:
      'Books a steady pace would have finished by today (the whole goal for a past year, 0 for a future one)',
  })
  expectedByNow: number;

  @ApiProperty({
    type: 'integer',
    description: 'finished - expectedByNow: positive ahead of schedule, negative behind',
  })
  aheadBy: number;

  @ApiProperty({ type: 'integer', minimum: 0, maximum: 100 })
  percent: number;
}

/** A reader's year in books, computed by the server from the reader's own entries (shared-ui `YearStats`). */
@ApiSchema({ name: 'YearStats' })
export class YearStatsView {
  @ApiProperty({ type: 'integer' })
  year: number;

  @ApiProperty({
    type: 'integer',
    description: 'Books finished that year (entries Completed or Favorites with a finish date in the year, UTC)',
  })
  booksFinished: number;

  @ApiProperty({
    type: 'integer',
    description:
      'Pages read that year: those logged that year, and the rest of each book finished (all of one finished without progress); a page is counted once',
  })
  pagesFinished: number;

  @ApiProperty({ type: [YearMonthView], description: 'Twelve months, January first' })
  months: YearMonthView[];

  @ApiProperty({ type: [YearGenreView], description: 'Most read first' })
  genres: YearGenreView[];

  @ApiProperty({
    nullable: true,
    type: Number,
    description: 'Mean of the ratings the reader gave those books (own review, else own rating), 2 decimals',
  })
  averageRating: number | null;

  @ApiProperty({ type: 'integer', description: 'How many of those books the reader rated' })
  ratedBooks: number;

  @ApiProperty({ type: YearBookView, nullable: true, description: 'Most pages' })
  longestBook: YearBookView | null;

  @ApiProperty({ type: YearBookView, nullable: true, description: 'Fewest pages' })
  shortestBook: YearBookView | null;

  @ApiProperty({ type: YearAuthorView, nullable: true, description: 'Most books finished (ties: the first reached)' })
  topAuthor: YearAuthorView | null;

  @ApiProperty({ type: [YearBookView], description: 'Every book finished that year, in finish order' })
  books: YearBookView[];

  @ApiProperty({ type: YearGoalProgressView, nullable: true, description: 'null when no goal is set for the year' })
  goal: YearGoalProgressView | null;

  @ApiProperty({
    type: 'integer',
    isArray: true,
    description: 'Years with finished books, and this year, newest first',
  })
  years: number[];
}
