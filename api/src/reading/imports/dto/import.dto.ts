import { ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { isMongoId, IsObject, IsOptional, registerDecorator } from 'class-validator';

/** Each key a row number, each value a book id or null. */
function IsRowChoices() {
  return (object: object, propertyName: string) =>
    registerDecorator({
      name: 'isRowChoices',
      target: object.constructor,
      propertyName,
      options: { message: 'Choices must map row numbers to a book id or null' },
      validator: {
        validate: (value: unknown) =>
          typeof value === 'object' &&
          value !== null &&
          Object.entries(value).every(
            ([row, book]) =>
              /^[1-9]\d{0,5}$/.test(row) && (book === null || (typeof book === 'string' && isMongoId(book))),
          ),
      },
    });
}

@ApiSchema({ name: 'ImportConfirmInput' })
export class ConfirmImportDto {
  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: { type: 'string', nullable: true },
    description:
      'For ambiguous rows, by row number: the chosen book id, or null to skip the row (an ambiguous row without a choice is skipped)',
    example: { '3': '64b7f0c2a1b2c3d4e5f60718', '7': null },
  })
  @IsOptional()
  @IsRowChoices()
  @IsObject({ message: 'Choices must map row numbers to a book id or null' })
  choices?: Record<string, string | null>;
}
