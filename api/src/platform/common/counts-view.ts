import type { Type } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';

/**
 * A view of whole-number counts (a page's totals, a stat card's figures): one required integer property per entry of
 * `counts`, described by its value, in that order. The class that extends it names the schema with @ApiSchema.
 */
export function CountsView<Name extends string>(counts: Record<Name, string>): Type<Record<Name, number>> {
  class Counts {}
  for (const [name, description] of Object.entries<string>(counts)) {
    ApiProperty({ type: 'integer', description })(Counts.prototype, name);
  }
  return Counts as Type<Record<Name, number>>;
}
