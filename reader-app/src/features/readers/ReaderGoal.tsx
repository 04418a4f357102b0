import type { ReaderProfile } from '@book/core';
import { formatNumber } from '@book/shared-ui';
import { OwnerAudience } from './OwnerAudience';

/** This year's reading goal and how far along they are; one sentence when it is private or not set. */
export function ReaderGoal({ reader }: { reader: ReaderProfile }) {
  const year = reader.goal?.year ?? new Date().getFullYear();
  let body;
  if (!reader.visible.goal) body = <p className="reader-muted">This reading goal is private.</p>;
  else if (!reader.goal) body = <p className="reader-muted">No reading goal set for {year}.</p>;
  else {
    const { target, finished } = reader.goal;
    const label = `${formatNumber(finished)} of ${formatNumber(target)} ${target === 1 ? 'book' : 'books'}`;
    body = (
      <div className="reader-public-goal">
        <p className="reader-public-goal__figure">{finished >= target ? `${label}, goal reached` : label}</p>
        <progress
          className="reader-public-goal__bar"
          max={target}
          value={Math.min(finished, target)}
          aria-label={`Reading goal for ${year}: ${label}`}
        />
      </div>
    );
  }
  return (
    <section className="reader-section" aria-labelledby="reader-public-goal">
      <h2 id="reader-public-goal">Reading goal {year}</h2>
      {reader.relationship.self && <OwnerAudience part="goalVisibility" />}
      {body}
    </section>
  );
}
