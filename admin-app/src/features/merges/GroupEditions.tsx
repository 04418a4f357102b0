import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router-dom';
import { errorMessage, toast } from '@book/core';
import { useConfirm, usePageTitle } from '@book/shared-ui';
import type { MergeRecord } from '../../common/api/merges-calls';
import { groupPreviewQuery } from './api/works-queries';
import { useGroupEditions } from './api/works-mutations';
import { GroupPreviewPanel } from './GroupPreviewPanel';
import { JobProgress } from './JobProgress';
import { MergeSetup, useChosenPair } from './MergeSetup';
import { PreviewStates } from './PreviewStates';
import { WorkEditions } from './WorkEditions';
import './merges.css';

/** What a book's row sends along ("Group editions…"): the book whose work stays. */
export interface GroupStart {
  keep?: MergeRecord;
}

/**
 * Group Editions (/admin/merges/editions): two works that are the same book become one. The admin picks the book whose
 * work stays and the book whose work joins it, reads the preview (both works' editions side by side, what moves, the
 * conflicts and their rules) and confirms. The chosen book's other editions are listed, each can be split out again.
 */
export default function GroupEditions() {
  usePageTitle('Group Editions');
  const location = useLocation();
  const navigate = useNavigate();
  const arrivedWith = location.state as GroupStart | null;
  const chosen = useChosenPair({ keep: arrivedWith?.keep ?? null, other: null });
  const { keep: kept, other: added } = chosen;
  const pair = kept && added ? { keep: kept._id, add: added._id } : null;
  const preview = useQuery({ ...groupPreviewQuery(pair ?? { keep: '', add: '' }), enabled: Boolean(pair) });
  const group = useGroupEditions();
  const [confirm, confirmDialog] = useConfirm();

  const run = async () => {
    if (!pair || !kept || !added || group.isPending) return;
    const ok = await confirm(
      `Group the editions of "${added.name}" with "${kept.name}"? They become one work, and its reviews, ratings and reading-list entries move to it.`,
      { confirmLabel: 'Group editions' },
    );
    if (!ok) return;
    try {
      await group.mutateAsync(pair);
      toast.success(`"${added.name}" grouped with "${kept.name}"`);
      // Forgets the book the page arrived with, should it be reloaded; the kept one stays chosen.
      void navigate(location.pathname, { replace: true, state: { keep: kept } });
      // Its preview and button are gone: the focus goes to where the next grouping starts.
      chosen.restart({ keep: kept, other: null }, true);
    } catch (err) {
      toast.error(errorMessage(err, 'Failed to group the editions'));
    }
  };

  return (
    <div className="admin-page admin-merges">
      <MergeSetup
        title="Group Editions"
        subtitle="Two works that are the same book become one: every edition of the second joins the first, with its reviews and reading-list entries."
        link={{ to: '/admin/merges', label: 'Merge Duplicates' }}
        heading="Choose the two books"
        kind="books"
        pair={chosen}
        keep={{
          id: 'admin-group-keep',
          label: 'Book whose work stays',
          hint: "Its work keeps its editions and gains the other's.",
        }}
        other={{
          id: 'admin-group-add',
          label: 'Book whose work joins it',
          hint: 'Every edition of its work joins the kept work, with the reviews and list entries.',
        }}
        swapLabel="Swap: keep the other work instead"
      />
      {pair && (
        <PreviewStates preview={preview}>
          {(data) => (
            <GroupPreviewPanel
              preview={data}
              keepName={kept?.name ?? ''}
              addName={added?.name ?? ''}
              progress={group.isPending ? <JobProgress job={group.job} label="Grouping progress" /> : undefined}
              onGroup={() => void run()}
            />
          )}
        </PreviewStates>
      )}
      {kept && <WorkEditions key={kept._id} book={kept} />}
      {confirmDialog}
    </div>
  );
}
