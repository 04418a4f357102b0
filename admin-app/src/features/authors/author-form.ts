import type { Author, AuthorInput } from '@book/core';
import { datePart } from '../../common/text';

export interface AuthorFormValues {
  name: string;
  nationality: string;
  birthDate: string;
  biography: string;
}

export function authorFormDefaults(author?: Author | null): AuthorFormValues {
  return {
    name: author?.name ?? '',
    nationality: author?.nationality ?? '',
    birthDate: datePart(author?.birthDate),
    biography: author?.biography ?? '',
  };
}

/** The admin author payload (spec 7): name, biography, birthDate (when set), nationality, avatar. */
export function toAuthorPayload(values: AuthorFormValues, avatar: string): AuthorInput {
  const payload: AuthorInput = {
    name: values.name.trim(),
    nationality: values.nationality.trim(),
    biography: values.biography.trim(),
    avatar,
  };
  if (values.birthDate) payload.birthDate = values.birthDate;
  return payload;
}
