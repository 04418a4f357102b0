import { useState } from 'react';
import { useDebouncedValue } from '@book/shared-ui';

/**
 * The text of an admin list's search box and the `term` sent to the server: trimmed, 300 ms after the last
 * keystroke. `typing` while the box holds text the server has not been asked for yet.
 */
export function useSearchText() {
  const [text, setText] = useState('');
  const term = useDebouncedValue(text.trim(), 300);
  return { text, setText, term, typing: text.trim() !== term };
}
