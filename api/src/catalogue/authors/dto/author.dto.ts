import { ApiPropertyOptional, ApiSchema, PartialType } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { CountsQueryDto } from '../../../platform/common/counts-query.dto';
import {
  IsImageRef,
  LimitField,
  NullToEmpty,
  OneOfField,
  OptionalDateField,
  OptionalTextField,
  PageField,
  RequiredTextField,
  SearchField,
} from '../../../platform/common/dto-decorators';

@ApiSchema({ name: 'AuthorInput' })
export class CreateAuthorDto {
  @RequiredTextField('Name', 120, { example: 'Mara Ellison' })
  name: string;

  @OptionalTextField('Nationality', 80, { example: 'Canadian' })
  nationality?: string;

  @OptionalDateField('Birth date', '1971-04-12')
  birthDate?: string | null;

  @OptionalTextField('Biography', 5000)
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
  @OneOfField('Sort', AUTHOR_SORTS, { enumName: 'AuthorSort', default: 'name' })
  sort?: AuthorSort;

  @LimitField(100, undefined, 'Authors per page (50 when only page is given; every author in one page when neither is)')
  limit?: number;

  @PageField()
  page?: number;

  @SearchField('Case-insensitive match on name or nationality')
  search?: string;
}
