import { ApiProperty, ApiPropertyOptional, ApiSchema, PartialType } from '@nestjs/swagger';
import { IsIn, IsISO8601, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { CountsQueryDto } from '../../common/counts-query.dto';
import {
  EmptyToNull,
  IsImageRef,
  LimitField,
  NullToEmpty,
  PageField,
  SearchField,
  Trim,
} from '../../common/dto-decorators';

@ApiSchema({ name: 'AuthorInput' })
export class CreateAuthorDto {
  @ApiProperty({ maxLength: 120, example: 'Mara Ellison' })
  @Trim()
  @MaxLength(120, { message: 'Name must be at most 120 characters' })
  @IsString({ message: 'Name must be text' })
  @IsNotEmpty({ message: 'Name is required' })
  name: string;

  @ApiPropertyOptional({ maxLength: 80, example: 'Canadian' })
  @IsOptional()
  @NullToEmpty()
  @MaxLength(80, { message: 'Nationality must be at most 80 characters' })
  @IsString({ message: 'Nationality must be text' })
  nationality?: string;

  @ApiPropertyOptional({
    type: String,
    format: 'date',
    nullable: true,
    example: '1971-04-12',
    description: 'ISO date; null or "" clears it',
  })
  @IsOptional()
  @EmptyToNull()
  @IsISO8601({ strict: true }, { message: 'Birth date must be a valid date (YYYY-MM-DD)' })
  birthDate?: string | null;

  @ApiPropertyOptional({ maxLength: 5000 })
  @IsOptional()
  @NullToEmpty()
  @MaxLength(5000, { message: 'Biography must be at most 5000 characters' })
  @IsString({ message: 'Biography must be text' })
  biography?: string;

  @ApiPropertyOptional({
    description: 'Image URL (http/https) or /api/uploads/... path; "" removes it',
    example: '/api/uploads/avatar.png',
  })
  @IsOptional()
  @NullToEmpty()
  @IsImageRef({ allowEmpty: true }, { message: 'Avatar must be an image URL or an uploaded image path' })
  avatar?: string;
}

/** Partial update; a field sent as null is rejected where the create DTO requires it. */
@ApiSchema({ name: 'AuthorUpdate' })
export class UpdateAuthorDto extends PartialType(CreateAuthorDto, { skipNullProperties: false }) {}

export const AUTHOR_SORTS = ['name', '-name', '-bookCount', 'bookCount', '-createdAt'] as const;
export type AuthorSort = (typeof AUTHOR_SORTS)[number];

export class AuthorQueryDto extends CountsQueryDto {
  @ApiPropertyOptional({ enum: AUTHOR_SORTS, enumName: 'AuthorSort', default: 'name' })
  @IsOptional()
  @IsIn(AUTHOR_SORTS, { message: `Sort must be one of: ${AUTHOR_SORTS.join(', ')}` })
  sort?: AuthorSort;

  @LimitField(100, undefined, 'Authors per page (50 when only page is given; every author in one page when neither is)')
  limit?: number;

  @PageField()
  page?: number;

  @SearchField('Case-insensitive match on name or nationality')
  search?: string;
}
