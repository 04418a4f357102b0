import { useId, type ReactNode } from 'react';

interface PreviewPanelProps {
  /** What the merge or the grouping does, in a sentence. */
  summary: ReactNode;
  /** The button that runs it, or while it runs, its job's progress in its place. */
  action: ReactNode;
  /** The records side by side, what moves, the conflicts and the rules. */
  children: ReactNode;
}

/** The panel of a merge's or a grouping's preview: "Preview", what it does, the details, then the button that runs it. */
export function PreviewPanel({ summary, action, children }: PreviewPanelProps) {
  const titleId = useId();
  return (
    <section className="admin-panel admin-merge-preview" aria-labelledby={titleId}>
      <h2 className="admin-panel__title" id={titleId}>
        Preview
      </h2>
      <div className="admin-merge-preview__body">
        <p className="admin-merge-preview__summary">{summary}</p>
        {children}
        <div className="admin-merge-preview__actions">{action}</div>
      </div>
    </section>
  );
}
