import { useMemo } from 'react';
import type { ReadingListEntry, ReadingStatus } from '@book/core';
import { STATUS_OPTIONS } from './reading-statuses';

export type Filter = 'all' | ReadingStatus;

const TABS: { value: Filter; label: string }[] = [
  { value: 'all', label: 'All' },
  ...STATUS_OPTIONS.map((o) => ({ value: o.value as Filter, label: o.label })),
];

/** The reading list's status tabs, each with how many of the reader's books it holds. */
export function StatusFilter({
  entries,
  filter,
  onChange,
}: {
  entries: ReadingListEntry[];
  filter: Filter;
  onChange: (filter: Filter) => void;
}) {
  const counts = useMemo(() => {
    const c: Record<Filter, number> = {
      all: entries.length,
      wishlist: 0,
      reading: 0,
      completed: 0,
      favourite: 0,
      abandoned: 0,
    };
    for (const e of entries) c[e.status] += 1;
    return c;
  }, [entries]);

  return (
    <div className="reader-rl-tabs" role="group" aria-label="Filter by status">
      {TABS.map((tab) => (
        <button
          key={tab.value}
          type="button"
          className={`reader-rl-tab${filter === tab.value ? ' is-active' : ''}`}
          aria-pressed={filter === tab.value}
          onClick={() => onChange(tab.value)}
        >
          {tab.label} <span className="reader-rl-tab__count">{counts[tab.value]}</span>
        </button>
      ))}
    </div>
  );
}
