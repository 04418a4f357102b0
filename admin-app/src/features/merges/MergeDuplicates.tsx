import { useQuery } from '@tanstack/react-query';
import { useLocation, useSearchParams } from 'react-router-dom';
import { errorMessage, toast } from '@book/core';
import { RadioGroup, useConfirm, usePageTitle } from '@book/shared-ui';
import { recordName, type MergeKind, type MergeRecord, type MergeSide } from '../../common/api/merges-calls';
import { mergePreviewQuery } from './api/merges-queries';
import { useMerge } from './api/merges-mutations';
import { JobProgress } from './JobProgress';
import { PreviewStates } from './PreviewStates';
import { MergePreviewPanel } from './MergePreviewPanel';
import { MergeSetup, useChosenPair } from './MergeSetup';
import './merges.css';

const KINDS: { value: MergeKind; label: string; one: string }[] = [
  { value: 'books', label: 'Books', one: 'book' },
  { value: 'authors', label: 'Authors', one: 'author' },
];

/**
 * What a page arriving here sends along: a row's "Merge" its record, to merge away; a readers' flag in Suggestions both
 * records, the one flagged as the duplicate and the one it is the same as to keep (the preview is shown at once).
 */
export interface MergeStart {
  merge?: MergeRecord;
  keep?: MergeRecord;
}

/**
 * Merge Duplicates (/admin/merges): the same book entered twice, or two authors who are one person. The admin picks
 * the duplicate and the record to keep, reads the preview (fields side by side, what moves, the conflicts and their
 * rules), chooses the value of each field that differs, and confirms; one record stays and everything moves to it.
 * `?kind=authors` opens it on authors; a row's "Merge" arrives with its record as the duplicate, a readers' flag with
 * both records.
 */
export default function MergeDuplicates() {
  usePageTitle('Merge Duplicates');
  const [params, setParams] = useSearchParams();
  const kind: MergeKind = params.get('kind') === 'authors' ? 'authors' : 'books';
  const one = KINDS.find((k) => k.value === kind)?.one ?? 'book';
  const arrivedWith = useLocation().state as MergeStart | null;
  const chosen = useChosenPair({
    keep: arrivedWith?.keep && arrivedWith.keep._id !== arrivedWith.merge?._id ? arrivedWith.keep : null,
    other: arrivedWith?.merge ?? null,
  });
  const { keep: kept, other: duplicate } = chosen;
  const pair = duplicate && kept ? { kind, keep: kept._id, merge: duplicate._id } : null;
  const preview = useQuery({ ...mergePreviewQuery(pair ?? { kind, keep: '', merge: '' }), enabled: Boolean(pair) });
  const merge = useMerge();
  const [confirm, confirmDialog] = useConfirm();

  const start = (next: MergeKind) => {
    setParams(next === 'books' ? {} : { kind: next }, { replace: true });
    chosen.restart({ keep: null, other: null });
  };

  const run = async (fields: Record<string, MergeSide>) => {
    if (!pair || !preview.data || merge.isPending) return;
    const [keepName, mergeName] = [recordName(preview.data.keep), recordName(preview.data.merge)];
    const ok = await confirm(
      preview.data.resumes
        ? `Complete the merge of "${mergeName}" into "${keepName}"? What is still on the duplicate moves to "${keepName}".`
        : `Merge "${mergeName}" into "${keepName}"? Everything moves to "${keepName}" and the duplicate is removed. This cannot be undone.`,
      { confirmLabel: preview.data.resumes ? 'Complete' : 'Merge' },
    );
    if (!ok) return;
    try {
      await merge.mutateAsync({ ...pair, fields });
      toast.success(`"${mergeName}" merged into "${keepName}"`);
      // Also forgets the records the page arrived with (it is gone now), should the page be reloaded.
      setParams(params, { replace: true });
      // Its preview and button are gone: the focus goes to where the next merge starts.
      chosen.restart({ keep: null, other: null }, true);
    } catch (err) {
      toast.error(errorMessage(err, `Failed to merge the ${one}s`));
    }
  };

  return (
    <div className="admin-page admin-merges">
      <MergeSetup
        title="Merge Duplicates"
        subtitle="The same book entered twice, or two authors who are one person: one record stays and everything moves to it."
        link={{ to: '/admin/merges/log', label: 'Merge Log' }}
        heading="Choose the two records"
        kind={kind}
        pair={chosen}
        keep={{
          id: 'admin-merge-keep',
          label: `${one === 'book' ? 'Book' : 'Author'} to keep`,
          hint: "The record that stays, at its own address; the duplicate's address will lead to it.",
        }}
        other={{
          id: 'admin-merge-duplicate',
          label: `Duplicate ${one}`,
          hint: 'The record that goes: its reviews, list entries and the rest move to the kept one.',
        }}
        otherFirst
        swapLabel="Swap: keep the duplicate instead"
      >
        <RadioGroup
          className="admin-merge-kind"
          legend="What to merge"
          name="merge-kind"
          choices={KINDS}
          value={kind}
          onChange={start}
          inline
        />
      </MergeSetup>
      {pair && (
        <PreviewStates preview={preview}>
          {(data) => (
            <MergePreviewPanel
              key={`${pair.keep}-${pair.merge}`}
              preview={data}
              progress={merge.isPending ? <JobProgress job={merge.job} label="Merge progress" /> : undefined}
              onMerge={(fields) => void run(fields)}
            />
          )}
        </PreviewStates>
      )}
      {confirmDialog}
    </div>
  );
}
