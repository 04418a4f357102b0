import { BadRequestException, ValidationPipe, type ValidationError } from '@nestjs/common';

function collect(errors: ValidationError[], prefix = '', out: Record<string, string[]> = {}): Record<string, string[]> {
  for (const e of errors) {
    const path = prefix ? `${prefix}.${e.property}` : e.property;
    if (e.constraints) out[path] = Object.values(e.constraints);
    if (e.children?.length) collect(e.children, path, out);
  }
  return out;
}

/** Global pipe: strips nothing silently (unknown fields are a 400), converts query strings, reports messages per field. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    transformOptions: { enableImplicitConversion: false },
    exceptionFactory: (errors) => {
      const fieldErrors = collect(errors);
      const first = Object.values(fieldErrors)[0]?.[0] ?? 'Validation failed';
      return new BadRequestException({ message: first, errors: fieldErrors });
    },
  });
}
