import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsOptional, IsString, MaxLength, MinLength, ValidateBy } from 'class-validator';
import { Trim } from '../../../platform/common/dto-decorators';
import {
  normalizeUsername,
  PASSWORD_MAX_BYTES,
  PASSWORD_MIN,
  PASSWORD_TOO_COMMON,
  passwordBytes,
  passwordTooLong,
  USERNAME_CHARACTERS,
  USERNAME_MAX,
  USERNAME_MIN,
  USERNAME_REQUIRED,
  USERNAME_TOO_LONG,
  USERNAME_TOO_SHORT,
  usernameCharacterProblem,
} from '@book/rules';
import { isCommonPassword } from '../account-rules';

// Transforms leave non-strings untouched, so that `{"$gt": ""}` still fails the IsString check (400).
const TrimLowercase = () => Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value));

/**
 * A required string: "<label> must be a string" for any other type, "<label> is required" (or `requiredMessage`) when
 * empty.
 */
export const RequiredString = (label: string, requiredMessage = `${label} is required`) =>
  applyDecorators(IsString({ message: `${label} must be a string` }), IsNotEmpty({ message: requiredMessage }));

/**
 * A check of a string that only speaks once the type and length checks are met, so that a field gets one message.
 * `ok` receives the string.
 */
const StringCheck = (name: string, ok: (value: string) => boolean, message: string, minLength = 1) =>
  ValidateBy({
    name,
    validator: {
      validate: (value: unknown) => typeof value !== 'string' || value.length < minLength || ok(value),
      defaultMessage: () => message,
    },
  });

/**
 * A username, stored NFKC-normalised (@book/rules). `newName`: the characters are checked here (registration);
 * a profile update checks them in AuthService, and only when the name changes (names from before the rule stay).
 */
export const UsernameField = (newName: boolean) =>
  applyDecorators(
    ApiProperty({
      minLength: USERNAME_MIN,
      maxLength: USERNAME_MAX,
      example: 'jane_reader',
      description:
        "Letters of one alphabet, digits, '.', '_' and '-'; unique without regard to case or to look-alike characters",
    }),
    Transform(({ value }) => normalizeUsername(value)),
    RequiredString('Username', USERNAME_REQUIRED),
    MinLength(USERNAME_MIN, { message: USERNAME_TOO_SHORT }),
    MaxLength(USERNAME_MAX, { message: USERNAME_TOO_LONG }),
    ...(newName
      ? [StringCheck('usernameCharacters', (v) => usernameCharacterProblem(v) === null, USERNAME_CHARACTERS)]
      : []),
  );

export const EmailField = () =>
  applyDecorators(
    ApiProperty({ format: 'email', example: 'jane@example.com' }),
    TrimLowercase(),
    RequiredString('Email'),
    IsEmail({}, { message: 'Email is invalid' }),
  );

/** First or last name: required at registration, optional on a profile update. */
export const NameField = (label: string, required: boolean) =>
  applyDecorators(
    required ? ApiProperty({ maxLength: 50 }) : ApiPropertyOptional({ maxLength: 50 }),
    Trim(),
    ...(required ? [RequiredString(label)] : [IsOptional(), IsString({ message: `${label} must be a string` })]),
    MaxLength(50, { message: `${label} must be at most 50 characters` }),
  );

/**
 * A new password (registration, change of password): at most 72 bytes (bcrypt's limit), not a common password.
 * The messages are the screen's (the register page and the change-password form word them differently).
 */
export const NewPasswordField = (label: string, messages: { required: string; tooShort: string }) =>
  applyDecorators(
    ApiProperty({
      minLength: PASSWORD_MIN,
      maxLength: PASSWORD_MAX_BYTES,
      format: 'password',
      description: `At most ${PASSWORD_MAX_BYTES} bytes in UTF-8 (an accented letter takes 2), and not a commonly used password`,
    }),
    RequiredString(label, messages.required),
    MinLength(PASSWORD_MIN, { message: messages.tooShort }),
    StringCheck('passwordBytes', (v) => passwordBytes(v) <= PASSWORD_MAX_BYTES, passwordTooLong(label)),
    StringCheck('notCommonPassword', (v) => !isCommonPassword(v), PASSWORD_TOO_COMMON, PASSWORD_MIN),
  );

/** Login-style email lookups: normalised like the stored email, no format check (a wrong one just fails to log in). */
export const LoginEmailField = () =>
  applyDecorators(ApiProperty({ example: 'jane@example.com' }), TrimLowercase(), RequiredString('Email'));
