import { useEffect, useRef, useState } from 'react';
import { SearchInput, useDebouncedValue } from '@book/shared-ui';

/** The catalogue's search box: typing is debounced, then written to the URL. */
export function SearchBox({
  value,
  onSearch,
  delay = 350,
}: {
  value: string;
  onSearch: (value: string) => void;
  delay?: number;
}) {
  const [text, setText] = useState(value);
  const debounced = useDebouncedValue(text, delay);
  const pushed = useRef(value);
  const onSearchRef = useRef(onSearch);
  useEffect(() => {
    onSearchRef.current = onSearch;
  }, [onSearch]);

  // The URL changed from outside (Back, a link, clear all): show its value.
  useEffect(() => {
    if (value !== pushed.current) {
      pushed.current = value;
      setText(value);
    }
  }, [value]);

  useEffect(() => {
    if (debounced !== pushed.current) {
      pushed.current = debounced;
      onSearchRef.current(debounced);
    }
  }, [debounced]);

  return (
    <SearchInput label="Search books" value={text} onChange={setText} placeholder="Search by title or author..." />
  );
}
