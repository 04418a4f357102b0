import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAdmin } from '../../testing/render';
import { MergeSetup, useChosenPair } from './MergeSetup';

jest.mock('@book/core', () => jest.requireActual('../../testing/fake-core').fakeCore());

const dune = { _id: 'b1', name: 'Dune' };
const duneAgain = { _id: 'b2', name: 'Dune (again)' };

/** A page with the setup, and buttons standing for a merge done and for another kind chosen. */
function Page({ otherFirst = false }: { otherFirst?: boolean }) {
  const pair = useChosenPair({ keep: dune, other: duneAgain });
  return (
    <div>
      <MergeSetup
        title="Merge Things"
        subtitle="Two become one."
        link={{ to: '/admin/merges/log', label: 'Merge Log' }}
        heading="Choose the two things"
        kind="books"
        pair={pair}
        keep={{ id: 'test-keep', label: 'Thing to keep', hint: 'It stays.' }}
        other={{ id: 'test-other', label: 'Other thing', hint: 'It goes.' }}
        otherFirst={otherFirst}
        swapLabel="Swap them"
      />
      <button onClick={() => pair.restart({ keep: pair.keep, other: null }, true)}>Done</button>
      <button onClick={() => pair.restart({ keep: null, other: null })}>Other kind</button>
    </div>
  );
}

const pickers = () => screen.getAllByRole('combobox');

describe('MergeSetup', () => {
  it("shows the page's header, the two pickers in the page's order, and swaps the two", async () => {
    const user = userEvent.setup();
    renderAdmin(<Page otherFirst />);
    expect(screen.getByRole('heading', { level: 1, name: 'Merge Things' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Merge Log' })).toHaveAttribute('href', '/admin/merges/log');
    expect(screen.getByRole('region', { name: 'Choose the two things' })).toBeInTheDocument();
    expect(pickers()).toEqual([
      screen.getByRole('combobox', { name: 'Other thing' }),
      screen.getByRole('combobox', { name: 'Thing to keep' }),
    ]);
    await user.click(screen.getByRole('button', { name: 'Swap them' }));
    expect(screen.getByRole('combobox', { name: 'Thing to keep' })).toHaveValue('Dune (again)');
    expect(screen.getByRole('combobox', { name: 'Other thing' })).toHaveValue('Dune');
    expect(screen.getByRole('combobox', { name: 'Other thing' })).not.toHaveFocus();
  });

  it('starts the pickers again with what is chosen next, the other one taking the focus once a merge is done', async () => {
    const user = userEvent.setup();
    renderAdmin(<Page />);
    expect(pickers()[0]).toBe(screen.getByRole('combobox', { name: 'Thing to keep' }));
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.getByRole('combobox', { name: 'Thing to keep' })).toHaveValue('Dune');
    expect(screen.getByRole('combobox', { name: 'Other thing' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Other thing' })).toHaveFocus();
    // The swap needs both records.
    expect(screen.queryByRole('button', { name: 'Swap them' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Other kind' }));
    expect(screen.getByRole('combobox', { name: 'Thing to keep' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Other thing' })).not.toHaveFocus();
  });
});
