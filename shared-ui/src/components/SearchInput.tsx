import { useId } from 'react';
import { cx } from './cx';
import { SearchIcon } from './icons';

export interface SearchInputProps {
  /** Visually hidden, announced by assistive technology. */
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  id?: string;
  className?: string;
  autoFocus?: boolean;
}

export function SearchInput({ label, value, onChange, placeholder, id, className, autoFocus }: SearchInputProps) {
  const generated = `ui-search-${useId().replace(/:/g, '')}`;
  const inputId = id ?? generated;
  return (
    <div className={cx('ui-search', className)}>
      <label htmlFor={inputId} className="ui-visually-hidden">
        {label}
      </label>
      <span className="ui-search__icon" aria-hidden="true">
        <SearchIcon />
      </span>
      <input
        id={inputId}
        type="search"
        className="ui-input"
        value={value}
        placeholder={placeholder}
        autoFocus={autoFocus}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
