import type { ReactNode } from 'react';

/** "1 review", "3 reviews". */
export const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

interface PreviewFactsProps {
  /** What the list of moves is headed ("What moves to the kept record"). */
  movesTitle: string;
  /** What moves, a sentence each ("3 reviews and ratings"). */
  moves: string[];
  /** The conflicts, a sentence each; none says `noConflicts`. */
  conflicts: string[];
  noConflicts: string;
  /** How the rules settle the conflicts, as the API words them. */
  rules: string[];
  /** Shown before the moves and conflicts (the records side by side). */
  children?: ReactNode;
}

/** The part of a merge's or a grouping's preview that says what moves, the conflicts and how the rules settle them. */
export function PreviewFacts({ movesTitle, moves, conflicts, noConflicts, rules, children }: PreviewFactsProps) {
  return (
    <div className="admin-merge-preview__facts">
      {children}
      <section aria-labelledby="admin-merge-moves-title">
        <h3 id="admin-merge-moves-title">{movesTitle}</h3>
        <ul className="admin-merge-list" data-testid="admin-merge-moves">
          {moves.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="admin-merge-conflicts-title">
        <h3 id="admin-merge-conflicts-title">Conflicts</h3>
        {conflicts.length > 0 ? (
          <ul className="admin-merge-list" data-testid="admin-merge-conflicts">
            {conflicts.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        ) : (
          <p className="admin-muted">{noConflicts}</p>
        )}
        {rules.length > 0 && (
          <>
            <h4 className="admin-merge-preview__rules-title">How the rules settle them</h4>
            <ul className="admin-merge-list">
              {rules.map((rule) => (
                <li key={rule}>{rule}</li>
              ))}
            </ul>
          </>
        )}
      </section>
    </div>
  );
}
