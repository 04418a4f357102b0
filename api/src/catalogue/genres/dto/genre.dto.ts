import { ApiSchema, PartialType } from '@nestjs/swagger';
import { OptionalTextField, RequiredTextField } from '../../../platform/common/dto-decorators';

@ApiSchema({ name: 'GenreInput' })
export class CreateGenreDto {
  @RequiredTextField('Genre name', 60, { example: 'Science Fiction', description: 'Unique, case-insensitively' })
  name: string;

  @OptionalTextField('Description', 1000)
  description?: string;
}

@ApiSchema({ name: 'GenreUpdate' })
export class UpdateGenreDto extends PartialType(CreateGenreDto, { skipNullProperties: false }) {}
