import type { Ref } from 'react';
import type { NamedRef } from '@book/core';
import { SearchCombobox } from '../../common/SearchCombobox';
import { authorChoicesQuery } from './api/authors-queries';

interface AuthorPickerProps {
  value: NamedRef | null;
  onChange: (author: NamedRef | null) => void;
  onBlur?: () => void;
  error?: string;
  /** react-hook-form's ref, so a missing author is focused on submit. */
  inputRef?: Ref<HTMLInputElement>;
}

/** The book form's Author: authors searched by name on the server as the admin types, the first 20 by name at first. */
export function AuthorPicker({ value, onChange, onBlur, error, inputRef }: AuthorPickerProps) {
  return (
    <SearchCombobox
      label="Author"
      required
      placeholder="Search authors by name..."
      noun="authors"
      choices={authorChoicesQuery}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      error={error}
      inputRef={inputRef}
    />
  );
}
