import type { MergeKind, MergeRecord } from '../../common/api/merges-calls';
import { SearchCombobox } from '../../common/SearchCombobox';
import { mergeChoicesQuery, type MergeChoice } from './api/merges-queries';

interface RecordPickerProps {
  id: string;
  label: string;
  hint: string;
  kind: MergeKind;
  value: MergeRecord | null;
  onChange: (record: MergeChoice | null) => void;
  /** The record chosen on the other side, left out of the choices. */
  exclude?: string;
}

/** One side of a merge: books searched by title or author, or authors by name, on the server as the admin types. */
export function RecordPicker({ id, label, hint, kind, value, onChange, exclude }: RecordPickerProps) {
  return (
    <SearchCombobox
      id={id}
      label={label}
      hint={hint}
      placeholder={kind === 'books' ? 'Search by title or author...' : 'Search authors by name...'}
      noun={kind}
      choices={(term) => mergeChoicesQuery(kind, term)}
      value={value}
      onChange={onChange}
      exclude={exclude}
    />
  );
}
