import type { ReactNode } from 'react';
import { Button } from '@book/shared-ui';
import type { GroupPreview } from '../../common/api/works-calls';
import { EditionList } from './EditionList';
import { PreviewFacts, plural } from './PreviewFacts';
import { PreviewPanel } from './PreviewPanel';

interface GroupPreviewPanelProps {
  preview: GroupPreview;
  /** The chosen books' titles: the one whose work stays, and the one whose work joins it. */
  keepName: string;
  addName: string;
  /** Shown in place of the Group editions button while the grouping runs (its job's progress). */
  progress?: ReactNode;
  onGroup: () => void;
}

/**
 * A grouping's preview: both works' editions side by side, what moves to the kept work, the conflicts and how the
 * rules settle them, then Group editions.
 */
export function GroupPreviewPanel({ preview, keepName, addName, progress, onGroup }: GroupPreviewPanelProps) {
  const { moves, conflicts, rules } = preview;
  const conflictTexts = [
    conflicts.reviews > 0 && plural(conflicts.reviews, 'reader reviewed both works', 'readers reviewed both works'),
    conflicts.listEntries > 0 &&
      plural(conflicts.listEntries, 'reader has both works on their list', 'readers have both works on their list'),
  ].filter((text): text is string => Boolean(text));
  return (
    <PreviewPanel
      summary={
        <>
          The editions of <strong>{addName}</strong> join the work of <strong>{keepName}</strong>: one work with every
          edition, its reviews and ratings together. An edition can be split out again.
        </>
      }
      action={progress ?? <Button onClick={onGroup}>Group editions</Button>}
    >
      <PreviewFacts
        movesTitle="What moves to the kept work"
        moves={[
          plural(moves.reviews, 'review or rating', 'reviews and ratings'),
          plural(moves.listEntries, 'reading-list entry', 'reading-list entries'),
        ]}
        conflicts={conflictTexts}
        noConflicts="No reader has both works."
        rules={rules}
      >
        <section aria-labelledby="admin-group-keep-title">
          <h3 id="admin-group-keep-title">Kept work: {keepName}</h3>
          <EditionList editions={preview.keep.editions} testId="admin-group-keep-editions" />
        </section>
        <section aria-labelledby="admin-group-add-title">
          <h3 id="admin-group-add-title">Joining it: {addName}</h3>
          <EditionList editions={preview.add.editions} testId="admin-group-add-editions" />
        </section>
      </PreviewFacts>
    </PreviewPanel>
  );
}
