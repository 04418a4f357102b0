import { useId, useState, type Ref } from 'react';
import { useCombobox } from 'downshift';
import { keepPreviousData, useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { cx, FieldMessages, useDebouncedValue } from '@book/shared-ui';
import { useLoadErrorLog } from './use-load-error';

/** A record a search combobox offers: its name, and a detail shown beside it (a book's author). */
export interface SearchChoice {
  _id: string;
  name: string;
  detail?: string;
}

interface SearchComboboxProps<T extends SearchChoice, Fetched, Key extends QueryKey> {
  id?: string;
  label: string;
  required?: boolean;
  hint?: string;
  placeholder: string;
  /** What it searches, plural ("authors"): its statuses say "No authors found". */
  noun: string;
  /** The query of the choices for a search term ('' before anything is typed). */
  choices: (term: string) => UseQueryOptions<Fetched, Error, T[], Key>;
  value: { _id: string; name: string } | null;
  onChange: (choice: T | null) => void;
  /** A record left out of the choices (the one chosen on the other side). */
  exclude?: string;
  onBlur?: () => void;
  error?: string;
  /** react-hook-form's ref, so a missing choice is focused on submit. */
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * A combobox (ARIA 1.2, by downshift) that searches records on the server as the admin types, the first ones before
 * anything is typed: a select would have to download them all. Clearing the text clears the choice; leaving the box
 * puts back the chosen record's name.
 */
export function SearchCombobox<T extends SearchChoice, Fetched, Key extends QueryKey>(
  props: SearchComboboxProps<T, Fetched, Key>,
) {
  const { id, label, required, hint, placeholder, noun, value, onChange, exclude, onBlur, error, inputRef } = props;
  const generatedId = useId();
  const comboboxId = id ?? generatedId;
  const [text, setText] = useState(value?.name ?? '');
  const [isOpen, setIsOpen] = useState(false);
  // While the box shows the chosen record's name, opening it lists from the start rather than that one name.
  const typed = text.trim() === (value?.name ?? '') ? '' : text.trim();
  const term = useDebouncedValue(typed, 250);
  const found = useQuery({ ...props.choices(term), enabled: isOpen, placeholderData: keepPreviousData });
  useLoadErrorLog(found, `Failed to load ${noun}`);
  const items = (found.data ?? []).filter((choice) => choice._id !== exclude);
  const searching = isOpen && (typed !== term || found.isFetching);

  const combobox = useCombobox<T>({
    id: comboboxId,
    items,
    selectedItem: (value as T | null) ?? null,
    // The box's text is downshift's own (a controlled one would follow a keystroke a render late, and drop the next
    // keystroke typed meanwhile); the combobox only reads it for the search.
    initialInputValue: value?.name ?? '',
    isOpen,
    itemToString: (choice) => choice?.name ?? '',
    itemToKey: (choice) => choice?._id,
    onIsOpenChange: (changes) => setIsOpen(Boolean(changes.isOpen)),
    onSelectedItemChange: ({ selectedItem }) => onChange(selectedItem ?? null),
    onInputValueChange: ({ inputValue = '', type }) => {
      setText(inputValue);
      if (type === useCombobox.stateChangeTypes.InputChange && inputValue.trim() === '') onChange(null);
    },
  });
  const { highlightedIndex } = combobox;
  const hintId = hint ? `${comboboxId}-hint` : undefined;
  const errorId = error ? `${comboboxId}-error` : undefined;

  return (
    <div className="ui-field admin-combobox">
      <label {...combobox.getLabelProps()} className="ui-field__label">
        {label}
        {required && (
          <span className="ui-field__required" aria-hidden="true">
            *
          </span>
        )}
      </label>
      {hint && (
        <p id={hintId} className="ui-field__hint">
          {hint}
        </p>
      )}
      <div className="admin-combobox__control">
        <input
          {...combobox.getInputProps({
            ref: inputRef,
            onBlur,
            'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined,
            'aria-invalid': error ? true : undefined,
          })}
          className="ui-input"
          required={required}
          placeholder={placeholder}
          autoComplete="off"
        />
        <ul
          {...combobox.getMenuProps()}
          className={cx('admin-combobox__menu', isOpen && 'is-open')}
          aria-busy={searching || undefined}
        >
          {isOpen &&
            items.map((choice, index) => (
              <li
                key={choice._id}
                {...combobox.getItemProps({ item: choice, index })}
                className={cx(
                  'admin-combobox__option',
                  highlightedIndex === index && 'is-highlighted',
                  value?._id === choice._id && 'is-selected',
                )}
              >
                {choice.name}
                {choice.detail && <span className="admin-combobox__detail"> · {choice.detail}</span>}
              </li>
            ))}
        </ul>
      </div>
      {isOpen && (
        <p className="admin-combobox__status" aria-live="polite">
          {searching
            ? 'Searching...'
            : items.length === 0
              ? found.isError
                ? `Failed to load ${noun}`
                : `No ${noun} found`
              : ''}
        </p>
      )}
      {errorId && <FieldMessages ids={{ errorId }} error={error} />}
    </div>
  );
}
