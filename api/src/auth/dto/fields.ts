import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { Trim } from '../../common/dto-decorators';

// Transforms leave non-strings untouched, so that `{"$gt": ""}` still fails the IsString check (400).
const TrimLowercase = () => Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value));

export const PASSWORD_MIN = 6;
/** bcrypt only reads the first 72 bytes of a password. */
export const PASSWORD_MAX = 72;

/** A required string: "<label> must be a string" for any other type, "<label> is required" when empty. */
export const RequiredString = (label: string) =>
  applyDecorators(IsString({ message: `${label} must be a string` }), IsNotEmpty({ message: `${label} is required` }));

export const UsernameField = () =>
  applyDecorators(
    ApiProperty({ minLength: 3, maxLength: 50, example: 'jane_reader' }),
    Trim(),
    RequiredString('Username'),
    MinLength(3, { message: 'Username must be at least 3 characters' }),
    MaxLength(50, { message: 'Username must be at most 50 characters' }),
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

/** A new password (registration, change of password). */
export const NewPasswordField = (label: string, minMessage: string) =>
  applyDecorators(
    ApiProperty({ minLength: PASSWORD_MIN, maxLength: PASSWORD_MAX, format: 'password' }),
    RequiredString(label),
    MinLength(PASSWORD_MIN, { message: minMessage }),
    MaxLength(PASSWORD_MAX, { message: `${label} must be at most ${PASSWORD_MAX} characters` }),
  );

/** Login-style email lookups: normalised like the stored email, no format check (a wrong one just fails to log in). */
export const LoginEmailField = () => applyDecorators(ApiProperty({ example: 'jane@example.com' }), TrimLowercase(), RequiredString('Email'));
