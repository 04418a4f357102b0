import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { IsISO8601, IsInt, IsMongoId, IsNotEmpty, IsNumber, IsOptional, Max, Min } from 'class-validator';
import { EmptyToNull, OneOfField, OptionalTextField, ReaderTimeZone } from '../../../platform/common/dto-decorators';
import { READING_STATUSES, type ReadingStatus } from '../reading-list-entry.schema';

/** Reading dates are calendar days, and "today" is the day it is where the reader is. */
const DATES_TIME_ZONE =
  "The reader's IANA time zone: a date set by a status change is today's date there, and a date sent with a time is the day it falls on there. UTC when omitted.";

@ApiSchema({ name: 'ReadingListInput' })
export class AddToReadingListDto {
  @ApiProperty({ description: 'Id of the book to add' })
  @IsMongoId({ message: 'Book must be a valid id' })
  @IsNotEmpty({ message: 'Book is required' })
  bookId: string;

  @OneOfField('Status', READING_STATUSES, { enumName: 'ReadingStatus', description: 'wishlist when omitted' })
  status?: ReadingStatus;

  @ReaderTimeZone(DATES_TIME_ZONE)
  timeZone?: string;
}

/** The edition a reader has of the work of one of their entries. */
@ApiSchema({ name: 'ReadingListEdition' })
export class SwitchEditionDto {
  @ApiProperty({ description: 'Id of another edition of the same work' })
  @IsMongoId({ message: 'Book must be a valid id' })
  @IsNotEmpty({ message: 'Book is required' })
  book: string;
}

/**
 * Status and/or reading dates (at least one). Moving to Currently Reading sets startedAt, moving to Completed sets
 * finishedAt, each only when unset and not sent; a date sent as null (or '') clears it.
 */
@ApiSchema({ name: 'ReadingListUpdate' })
export class UpdateReadingListEntryDto {
  @OneOfField('Status', READING_STATUSES, { enumName: 'ReadingStatus' })
  status?: ReadingStatus;

  @ApiPropertyOptional({
    type: String,
    format: 'date-time',
    nullable: true,
    description:
      'The day the reader started the book (ISO date; with a time, the day it falls on in timeZone); null clears it',
  })
  @EmptyToNull()
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'Start date must be a valid date' })
  startedAt?: string | null;

  @ApiPropertyOptional({
    type: String,
    format: 'date-time',
    nullable: true,
    description:
      'The day the reader finished the book (ISO date; with a time, the day it falls on in timeZone), not before startedAt; null clears it',
  })
  @EmptyToNull()
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'Finish date must be a valid date' })
  finishedAt?: string | null;

  @ReaderTimeZone(DATES_TIME_ZONE)
  timeZone?: string;
}

@ApiSchema({ name: 'YearStatsQuery' })
export class YearStatsQueryDto {
  @ReaderTimeZone(
    "The reader's IANA time zone: the goal's schedule counts the year's days up to today there. UTC when omitted.",
  )
  timeZone?: string;
}

export const PROGRESS_NOTE_MAX_LENGTH = 500;

/** Where the reader is: a page of their edition or a percentage (one of the two), with an optional note. */
@ApiSchema({ name: 'ReadingProgressInput' })
export class ReadingProgressDto {
  @ApiPropertyOptional({ type: 'integer', minimum: 1, description: "A page of the entry's edition", example: 120 })
  @IsOptional()
  @IsInt({ message: 'Page must be a whole number' })
  @Min(1, { message: 'Page must be at least 1' })
  page?: number;

  @ApiPropertyOptional({ minimum: 0, maximum: 100, description: 'A percentage of the book', example: 30 })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'Percentage must be a number' })
  @Min(0, { message: 'Percentage must be at least 0' })
  @Max(100, { message: 'Percentage must be at most 100' })
  percent?: number;

  @OptionalTextField('Note', PROGRESS_NOTE_MAX_LENGTH, { example: 'The storm begins.' })
  note?: string;
}
