import { Transform } from 'class-transformer';
import { registerDecorator, type ValidationOptions } from 'class-validator';

/** Trims strings; leaves anything else for the validators to reject. */
export const Trim = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));

/** An empty string means "no value": lets a form send '' to clear an optional date or number. */
export const EmptyToNull = () => Transform(({ value }) => (value === '' ? null : value));

/** An optional text field sent as null is stored as ''. */
export const NullToEmpty = () => Transform(({ value }) => (value === null ? '' : typeof value === 'string' ? value.trim() : value));

// An absolute http(s) URL, or a file served by this API under /api/uploads/ (no "..", no query string).
const IMAGE_REF = /^(https?:\/\/[^\s]+|\/api\/uploads\/(?!.*\.\.)[\w\-./]+)$/i;

/** An image reference: http(s) URL or `/api/uploads/...` path, at most 2048 characters; `allowEmpty` accepts ''. */
export function IsImageRef(options: { allowEmpty?: boolean } = {}, validationOptions?: ValidationOptions) {
  return (object: object, propertyName: string) =>
    registerDecorator({
      name: 'isImageRef',
      target: object.constructor,
      propertyName,
      options: validationOptions,
      validator: {
        validate: (value: unknown) =>
          typeof value === 'string' && ((options.allowEmpty && value === '') || (value.length <= 2048 && IMAGE_REF.test(value))),
      },
    });
}
