import { useState } from 'react';
import { useCombobox } from 'downshift';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { cx, useDebouncedValue } from '@book/shared-ui';
import type { MergeKind, MergeRecord } from '../../common/api/merges-calls';
import { useLoadErrorLog } from '../../common/use-load-error';
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

const NOUN: Record<MergeKind, string> = { books: 'books', authors: 'authors' };

/**
 * One side of a merge: a combobox (ARIA 1.2, by downshift) searching books by title or author, or authors by name,
 * on the server as the admin types. Clearing the text clears the choice.
 */
export function RecordPicker({ id, label, hint, kind, value, onChange, exclude }: RecordPickerProps) {
  const [text, setText] = useState(value?.name ?? '');
  const [isOpen, setIsOpen] = useState(false);
  const typed = text.trim() === (value?.name ?? '') ? '' : text.trim();
  const term = useDebouncedValue(typed, 250);
  const choices = useQuery({ ...mergeChoicesQuery(kind, term), enabled: isOpen, placeholderData: keepPreviousData });
  useLoadErrorLog(choices, `Failed to load ${NOUN[kind]}`);
  const items = (choices.data ?? []).filter((choice) => choice._id !== exclude);
  const searching = isOpen && (typed !== term || choices.isFetching);
  const hintId = `${id}-hint`;

  const combobox = useCombobox<MergeChoice>({
    id,
    items,
    selectedItem: value,
    // The box's text is downshift's own (a controlled one would follow a keystroke a render late, and drop the
    // next keystroke typed meanwhile); this picker only reads it for the search.
    initialInputValue: value?.name ?? '',
    isOpen,
    itemToString: (record) => record?.name ?? '',
    itemToKey: (record) => record?._id,
    onIsOpenChange: (changes) => setIsOpen(Boolean(changes.isOpen)),
    onSelectedItemChange: ({ selectedItem }) => onChange(selectedItem ?? null),
    onInputValueChange: ({ inputValue = '', type }) => {
      setText(inputValue);
      if (type === useCombobox.stateChangeTypes.InputChange && inputValue.trim() === '') onChange(null);
    },
  });
  const { highlightedIndex } = combobox;

  return (
    <div className="ui-field admin-merge-picker">
      <label {...combobox.getLabelProps()} className="ui-field__label">
        {label}
      </label>
      <p id={hintId} className="ui-field__hint">
        {hint}
      </p>
      <div className="admin-merge-picker__control">
        <input
          {...combobox.getInputProps({ 'aria-describedby': hintId })}
          className="ui-input"
          placeholder={kind === 'books' ? 'Search by title or author...' : 'Search authors by name...'}
          autoComplete="off"
        />
        <ul
          {...combobox.getMenuProps()}
          className={cx('admin-merge-picker__menu', isOpen && 'is-open')}
          aria-busy={searching || undefined}
        >
          {isOpen &&
            items.map((record, index) => (
              <li
                key={record._id}
                {...combobox.getItemProps({ item: record, index })}
                className={cx(
                  'admin-merge-picker__option',
                  highlightedIndex === index && 'is-highlighted',
                  value?._id === record._id && 'is-selected',
                )}
              >
                {record.name}
                {record.detail && <span className="admin-merge-picker__detail"> · {record.detail}</span>}
              </li>
            ))}
        </ul>
      </div>
      {isOpen && (
        <p className="admin-merge-picker__status" aria-live="polite">
          {searching
            ? 'Searching...'
            : items.length === 0
              ? choices.isError
                ? `Failed to load ${NOUN[kind]}`
                : `No ${NOUN[kind]} found`
              : ''}
        </p>
      )}
    </div>
  );
}
