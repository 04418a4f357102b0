import { ApiProperty, ApiPropertyOptional, ApiSchema, PartialType } from '@nestjs/swagger';
import { IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { NullToEmpty, Trim } from '../../common/dto-decorators';

@ApiSchema({ name: 'GenreInput' })
export class CreateGenreDto {
  @ApiProperty({ maxLength: 60, example: 'Science Fiction', description: 'Unique, case-insensitively' })
  @Trim()
  @MaxLength(60, { message: 'Genre name must be at most 60 characters' })
  @IsString({ message: 'Genre name must be text' })
  @IsNotEmpty({ message: 'Genre name is required' })
  name: string;

  @ApiPropertyOptional({ maxLength: 1000 })
  @IsOptional()
  @NullToEmpty()
  @MaxLength(1000, { message: 'Description must be at most 1000 characters' })
  @IsString({ message: 'Description must be text' })
  description?: string;
}

@ApiSchema({ name: 'GenreUpdate' })
export class UpdateGenreDto extends PartialType(CreateGenreDto, { skipNullProperties: false }) {}
