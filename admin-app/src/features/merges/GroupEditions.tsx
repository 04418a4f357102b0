import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router-dom';
import { errorMessage, toast } from '@book/core';
import { Button, LinkButton, useConfirm, usePageTitle } from '@book/shared-ui';
import { AdminPageHeader } from '../../common/AdminPageHeader';
import type { MergeRecord } from '../../common/api/merges-calls';
import { groupPreviewQuery } from './api/works-queries';
import { useGroupEditions } from './api/works-mutations';
import { GroupPreviewPanel } from './GroupPreviewPanel';
import { JobProgress } from './JobProgress';
import { PreviewStates } from './PreviewStates';
import { RecordPicker } from './RecordPicker';
import { WorkEditions } from './WorkEditions';
import './merges.css';

const ADD_INPUT = 'admin-group-add-input';

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
  const [kept, setKept] = useState<MergeRecord | null>(arrivedWith?.keep ?? null);
  const [added, setAdded] = useState<MergeRecord | null>(null);
  // Remounts the pickers (their typed text) when a grouping is done or the two are swapped.
  const [round, setRound] = useState(0);
  const pair = kept && added ? { keep: kept._id, add: added._id } : null;
  const preview = useQuery({ ...groupPreviewQuery(pair ?? { keep: '', add: '' }), enabled: Boolean(pair) });
  const group = useGroupEditions();
  const [confirm, confirmDialog] = useConfirm();
  // Once a grouping is done, its preview and button are gone: the focus goes to where the next one starts.
  const focusNext = useRef(false);
  useEffect(() => {
    if (!focusNext.current) return;
    focusNext.current = false;
    document.getElementById(ADD_INPUT)?.focus();
  }, [round]);

  const swap = () => {
    setKept(added);
    setAdded(kept);
    setRound((n) => n + 1);
  };

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
      setAdded(null);
      focusNext.current = true;
      setRound((n) => n + 1);
    } catch (err) {
      toast.error(errorMessage(err, 'Failed to group the editions'));
    }
  };

  return (
    <div className="admin-page admin-merges">
      <AdminPageHeader
        title="Group Editions"
        subtitle="Two works that are the same book become one: every edition of the second joins the first, with its reviews and reading-list entries."
        actions={
          <LinkButton to="/admin/merges" variant="secondary">
            Merge Duplicates
          </LinkButton>
        }
      />
      <section className="admin-panel admin-merge-setup" aria-labelledby="admin-group-setup-title">
        <h2 className="admin-panel__title" id="admin-group-setup-title">
          Choose the two books
        </h2>
        <div className="admin-merge-setup__body">
          <div className="admin-merge-pickers">
            <RecordPicker
              key={`keep-${round}`}
              id="admin-group-keep"
              label="Book whose work stays"
              hint="Its work keeps its editions and gains the other's."
              kind="books"
              value={kept}
              onChange={setKept}
              exclude={added?._id}
            />
            <RecordPicker
              key={`add-${round}`}
              id="admin-group-add"
              label="Book whose work joins it"
              hint="Every edition of its work joins the kept work, with the reviews and list entries."
              kind="books"
              value={added}
              onChange={setAdded}
              exclude={kept?._id}
            />
          </div>
          {kept && added && (
            <Button variant="secondary" size="sm" onClick={swap} className="admin-merge-swap">
              Swap: keep the other work instead
            </Button>
          )}
        </div>
      </section>
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
