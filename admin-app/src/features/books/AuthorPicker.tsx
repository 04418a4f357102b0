import { useState, type Ref } from 'react';
import { useCombobox } from 'downshift';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { NamedRef } from '@book/core';
import { cx, FieldMessages, useDebouncedValue } from '@book/shared-ui';
import { useLoadErrorLog } from '../../common/use-load-error';
import { authorChoicesQuery } from './api/authors-queries';

const ERROR_ID = 'admin-author-picker-error';

interface AuthorPickerProps {
  value: NamedRef | null;
  onChange: (author: NamedRef | null) => void;
  onBlur?: () => void;
  error?: string;
  /** react-hook-form's ref, so a missing author is focused on submit. */
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * The book form's Author: a combobox (ARIA 1.2, by downshift) that searches authors by name on the server as the
 * admin types, the first 20 by name before anything is typed. A select would have to download every author.
 * Clearing the text clears the author; leaving the box puts back the chosen author's name.
 */
export function AuthorPicker({ value, onChange, onBlur, error, inputRef }: AuthorPickerProps) {
  const [text, setText] = useState(value?.name ?? '');
  const [isOpen, setIsOpen] = useState(false);
  // While the box shows the chosen author's name, opening it lists from the start rather than that one name.
  const typed = text.trim() === (value?.name ?? '') ? '' : text.trim();
  const term = useDebouncedValue(typed, 250);
  const choices = useQuery({ ...authorChoicesQuery(term), enabled: isOpen, placeholderData: keepPreviousData });
  useLoadErrorLog(choices, 'Failed to load authors');
  const items = choices.data ?? [];
  const searching = isOpen && (typed !== term || choices.isFetching);

  const combobox = useCombobox<NamedRef>({
    items,
    selectedItem: value,
    inputValue: text,
    isOpen,
    itemToString: (author) => author?.name ?? '',
    itemToKey: (author) => author?._id,
    onIsOpenChange: (changes) => setIsOpen(Boolean(changes.isOpen)),
    onSelectedItemChange: ({ selectedItem }) => onChange(selectedItem ?? null),
    onInputValueChange: ({ inputValue = '', type }) => {
      setText(inputValue);
      if (type === useCombobox.stateChangeTypes.InputChange && inputValue.trim() === '') onChange(null);
    },
  });
  const { highlightedIndex } = combobox;

  return (
    <div className="ui-field admin-author-picker">
      <label {...combobox.getLabelProps()} className="ui-field__label">
        Author
        <span className="ui-field__required" aria-hidden="true">
          *
        </span>
      </label>
      <div className="admin-author-picker__control">
        <input
          {...combobox.getInputProps({
            ref: inputRef,
            onBlur,
            'aria-describedby': error ? ERROR_ID : undefined,
            'aria-invalid': error ? true : undefined,
          })}
          className="ui-input"
          required
          placeholder="Search authors by name..."
          autoComplete="off"
        />
        <ul
          {...combobox.getMenuProps()}
          className={cx('admin-author-picker__menu', isOpen && 'is-open')}
          aria-busy={searching || undefined}
        >
          {isOpen &&
            items.map((author, index) => (
              <li
                key={author._id}
                {...combobox.getItemProps({ item: author, index })}
                className={cx(
                  'admin-author-picker__option',
                  highlightedIndex === index && 'is-highlighted',
                  value?._id === author._id && 'is-selected',
                )}
              >
                {author.name}
              </li>
            ))}
        </ul>
      </div>
      {isOpen && (
        <p className="admin-author-picker__status" aria-live="polite">
          {searching
            ? 'Searching...'
            : items.length === 0
              ? choices.isError
                ? 'Failed to load authors'
                : 'No authors found'
              : ''}
        </p>
      )}
      <FieldMessages ids={{ errorId: ERROR_ID }} error={error} />
    </div>
  );
}
