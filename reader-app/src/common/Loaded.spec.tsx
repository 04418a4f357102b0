import { screen } from '@testing-library/react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { renderPage } from '../testing/render';
import { Loaded } from './Loaded';

function Authors({ read }: { read: () => Promise<string[]> }) {
  const authors = useQuery({ queryKey: ['authors'], queryFn: read });
  return (
    <Loaded
      query={authors}
      loading="Loading authors..."
      failed="Authors could not be loaded."
      empty={<p>No authors yet.</p>}
    >
      {(names) => <p>{names.join(', ')}</p>}
    </Loaded>
  );
}

describe('Loaded', () => {
  it('shows a spinner saying what loads, then what the section makes of the data', async () => {
    let answer: (names: string[]) => void = () => undefined;
    renderPage(<Authors read={() => new Promise((resolve) => (answer = resolve))} />);
    expect(screen.getByText('Loading authors...')).toBeInTheDocument();
    answer(['Ursula K. Le Guin', 'Italo Calvino']);
    expect(await screen.findByText('Ursula K. Le Guin, Italo Calvino')).toBeInTheDocument();
    expect(screen.queryByText('Loading authors...')).not.toBeInTheDocument();
  });

  it('says so when the data holds nothing: an empty list, or pages without items', async () => {
    renderPage(<Authors read={() => Promise.resolve([])} />);
    expect(await screen.findByText('No authors yet.')).toBeInTheDocument();

    function Comments({ items }: { items: string[] }) {
      const pages = useInfiniteQuery({
        queryKey: ['comments', items],
        queryFn: () => Promise.resolve({ items }),
        initialPageParam: 1,
        getNextPageParam: () => undefined,
      });
      return (
        <Loaded query={pages} loading="Loading comments..." failed="Failed." empty={<p>No comments yet.</p>}>
          {(data) => <p>{data.pages.flatMap((p) => p.items).join(', ')}</p>}
        </Loaded>
      );
    }
    renderPage(<Comments items={[]} />);
    expect(await screen.findByText('No comments yet.')).toBeInTheDocument();
    renderPage(<Comments items={['First!']} />);
    expect(await screen.findByText('First!')).toBeInTheDocument();
  });

  it('says the load failed in the data’s place', async () => {
    renderPage(<Authors read={() => Promise.reject(new Error('offline'))} />);
    expect(await screen.findByText('Authors could not be loaded.')).toBeInTheDocument();
    expect(screen.queryByText('Loading authors...')).not.toBeInTheDocument();
  });
});
