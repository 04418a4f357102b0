import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { authorSeriesQuery } from '../../common/api/series-queries';
import { Section } from '../../common/Section';

/** The series with a book of theirs, each a link to its page; nothing when they have none. */
export function AuthorSeries({ authorId }: { authorId: string }) {
  const series = useQuery(authorSeriesQuery(authorId));
  if (!series.data?.length) return null;
  return (
    <Section id="reader-author-series" title="Series">
      <ul className="reader-author-series">
        {series.data.map((s) => (
          <li key={s._id}>
            <Link to={`/series/${s._id}`} className="reader-link">
              {s.name}
            </Link>{' '}
            <span className="reader-muted">({s.entryCount === 1 ? '1 book' : `${s.entryCount} books`})</span>
          </li>
        ))}
      </ul>
    </Section>
  );
}
