import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { IsBoolean, IsMongoId, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { LimitField, PageField, Trim } from '../../../platform/common/dto-decorators';
import { CLUB_POST_MAX_LENGTH } from '../club-post.schema';

/** A post's text: plain text, 1 to 4,000 characters (after trimming). */
@ApiSchema({ name: 'ClubPostBodyInput' })
export class ClubPostBodyDto {
  @ApiProperty({ minLength: 1, maxLength: CLUB_POST_MAX_LENGTH, example: 'That storm scene!' })
  @Trim()
  @IsNotEmpty({ message: 'Post is required' })
  @IsString({ message: 'Post must be text' })
  @MaxLength(CLUB_POST_MAX_LENGTH, { message: `Post must be at most ${CLUB_POST_MAX_LENGTH} characters` })
  body: string;
}

@ApiSchema({ name: 'ClubPostInput' })
export class CreateClubPostDto extends ClubPostBodyDto {
  @ApiPropertyOptional({ description: 'The post replied to (a post of the same thread, not a reply)' })
  @IsOptional()
  @IsMongoId({ message: 'Parent must be a valid id' })
  parent?: string;
}

@ApiSchema({ name: 'ClubPinInput' })
export class ClubPinDto {
  @ApiProperty()
  @IsBoolean({ message: 'Pinned must be true or false' })
  pinned: boolean;
}

@ApiSchema({ name: 'ClubThreadQuery' })
export class ClubThreadQueryDto {
  @PageField()
  page?: number;

  @LimitField(50, 20)
  limit?: number;
}
