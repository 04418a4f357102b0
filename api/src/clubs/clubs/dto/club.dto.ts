import { ApiPropertyOptional, ApiSchema, PartialType } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import {
  IsImageRef,
  LimitField,
  OneOfField,
  OptionalTextField,
  PageField,
  RequiredTextField,
  SearchField,
} from '../../../platform/common/dto-decorators';
import {
  CLUB_DESCRIPTION_MAX_LENGTH,
  CLUB_NAME_MAX_LENGTH,
  CLUB_VISIBILITIES,
  type ClubVisibility,
} from '../club.schema';

@ApiSchema({ name: 'ClubInput' })
export class CreateClubDto {
  @RequiredTextField('Name', CLUB_NAME_MAX_LENGTH, { example: 'Slow Readers of Deadfall' })
  name: string;

  @OptionalTextField('Description', CLUB_DESCRIPTION_MAX_LENGTH)
  description?: string;

  @ApiPropertyOptional({ enum: CLUB_VISIBILITIES, enumName: 'ClubVisibility', description: 'public when omitted' })
  @IsOptional()
  @IsIn(CLUB_VISIBILITIES, { message: `Visibility must be one of: ${CLUB_VISIBILITIES.join(', ')}` })
  visibility?: ClubVisibility;

  @ApiPropertyOptional({ description: 'An image you uploaded (POST /upload/image), or ""' })
  @IsOptional()
  @IsImageRef({ allowEmpty: true }, { message: 'Cover must be an image URL' })
  coverImage?: string;
}

/** What its owner and moderators change of a club: any of its fields; the others stay. */
@ApiSchema({ name: 'ClubUpdate' })
export class UpdateClubDto extends PartialType(CreateClubDto, { skipNullProperties: false }) {}

export const CLUB_SORTS = ['members', 'activity'] as const;
export type ClubSort = (typeof CLUB_SORTS)[number];

@ApiSchema({ name: 'ClubDirectoryQuery' })
export class ClubDirectoryQueryDto {
  @SearchField('Clubs whose name contains this text')
  search?: string;

  @OneOfField('Sort', CLUB_SORTS, { enumName: 'ClubSort', default: 'members' })
  sort?: ClubSort;

  @PageField()
  page?: number;

  @LimitField(50, 20)
  limit?: number;
}
