/** Count of reviews per star, 5 down to 1 (histogram index 0 = 1 star). */
export function RatingHistogram({ histogram }: { histogram: readonly number[] }) {
  const total = histogram.reduce((sum, n) => sum + n, 0);
  return (
    <ul className="reader-histogram" aria-label="Rating distribution">
      {[5, 4, 3, 2, 1].map((stars) => {
        const count = histogram[stars - 1] ?? 0;
        const percent = total ? Math.round((count / total) * 100) : 0;
        return (
          <li key={stars} className="reader-histogram__row">
            <span className="reader-histogram__label">
              {stars} <span aria-hidden="true">★</span>
              <span className="ui-visually-hidden">{stars === 1 ? 'star' : 'stars'}</span>
            </span>
            <span className="reader-histogram__track" aria-hidden="true">
              <span className="reader-histogram__bar" style={{ width: `${percent}%` }} />
            </span>
            <span className="reader-histogram__count" data-testid={`histogram-${stars}`}>
              {count}
              <span className="ui-visually-hidden"> {count === 1 ? 'review' : 'reviews'}</span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
