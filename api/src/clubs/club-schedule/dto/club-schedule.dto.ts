import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsInt,
  IsISO8601,
  IsMongoId,
  IsNotEmpty,
  IsNumber,
  IsOptional,
  Max,
  Min,
  ValidateNested,
} from 'class-validator';
import { IdFilterField, RequiredTextField } from '../../../platform/common/dto-decorators';
import { CLUB_SECTION_TITLE_MAX_LENGTH } from '../club-section.schema';

export const MAX_SECTIONS = 50;

/** A section: where it ends (a page of the book's edition, or a percentage), with an optional due date. */
@ApiSchema({ name: 'ClubSectionInput' })
export class ClubSectionDto {
  @ApiPropertyOptional({ description: 'The id of a section kept from the schedule (its thread stays with it)' })
  @IsOptional()
  @IsMongoId({ message: 'Section must be a valid id' })
  _id?: string;

  @RequiredTextField('Title', CLUB_SECTION_TITLE_MAX_LENGTH, { example: 'Chapters 1 to 5' })
  title: string;

  @ApiPropertyOptional({ type: 'integer', minimum: 1, description: "A page of the book's edition", example: 120 })
  @IsOptional()
  @IsInt({ message: 'End page must be a whole number' })
  @Min(1, { message: 'End page must be at least 1' })
  endPage?: number;

  @ApiPropertyOptional({ minimum: 0, maximum: 100, description: 'A percentage of the book', example: 30 })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'End percentage must be a number' })
  @Min(0, { message: 'End percentage must be at least 0' })
  @Max(100, { message: 'End percentage must be at most 100' })
  endPercent?: number;

  @ApiPropertyOptional({ type: String, format: 'date', example: '2026-12-05' })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'Due date must be a valid date (YYYY-MM-DD)' })
  dueDate?: string;
}

@ApiSchema({ name: 'ClubScheduleInput' })
export class ClubScheduleDto {
  @ApiProperty({ description: 'The book the club reads (from the catalogue)' })
  @IsMongoId({ message: 'Book must be a valid id' })
  @IsNotEmpty({ message: 'Book is required' })
  book: string;

  @ApiProperty({ type: ClubSectionDto, isArray: true })
  @IsArray({ message: 'Sections must be a list' })
  @ArrayMinSize(1, { message: 'Give at least one section' })
  @ArrayMaxSize(MAX_SECTIONS, { message: `At most ${MAX_SECTIONS} sections` })
  @ValidateNested({ each: true })
  @Type(() => ClubSectionDto)
  sections: ClubSectionDto[];
}

@ApiSchema({ name: 'ClubScheduleQuery' })
export class ClubScheduleQueryDto {
  @IdFilterField('Book', "A past read's book: its schedule (the current read's when omitted)")
  book?: string;
}
