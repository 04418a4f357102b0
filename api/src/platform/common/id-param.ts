import { Param } from '@nestjs/common';
import { ApiParam } from '@nestjs/swagger';
import { ParseObjectIdPipe } from './parse-object-id.pipe';

/**
 * A document's id in the route (`:id`, or the `name` given): handed to the handler once it is well formed (a
 * malformed id is a 400, ParseObjectIdPipe), and documented with `description` where it is declared.
 */
export const IdParam =
  (description: string, name = 'id'): ParameterDecorator =>
  (target, method, index) => {
    Param(name, ParseObjectIdPipe)(target, method, index);
    ApiParam({ name, description })(target, method!, Object.getOwnPropertyDescriptor(target, method!)!);
  };
