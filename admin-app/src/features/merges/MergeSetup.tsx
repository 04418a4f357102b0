import { useEffect, useId, useState, type ReactNode } from 'react';
import { Button, LinkButton } from '@book/shared-ui';
import { AdminPageHeader } from '../../common/AdminPageHeader';
import type { MergeKind, MergeRecord } from '../../common/api/merges-calls';
import { RecordPicker } from './RecordPicker';

/** The two records chosen: the one that stays, and the other one (the duplicate that goes, the work that joins). */
interface Chosen {
  keep: MergeRecord | null;
  other: MergeRecord | null;
}

export interface ChosenPair extends Chosen {
  setKeep: (record: MergeRecord | null) => void;
  setOther: (record: MergeRecord | null) => void;
  /** Changes whenever the pickers start again (their typed text forgotten). */
  round: number;
  /** Whether the other picker takes the focus as the pickers start again (the merge done, the next one starts). */
  focusOther: boolean;
  /** Keeps the other record instead. */
  swap: () => void;
  /** Chooses `next` and starts the pickers again; `focusOther` once a merge is done, where the next one starts. */
  restart: (next: Chosen, focusOther?: boolean) => void;
}

/** The state of Merge Duplicates' and Group Editions' two pickers, starting from the records the page arrived with. */
export function useChosenPair(start: Chosen): ChosenPair {
  const [chosen, setChosen] = useState(start);
  const [round, setRound] = useState(0);
  const [focusOther, setFocusOther] = useState(false);
  const restart = (next: Chosen, focus = false) => {
    setChosen(next);
    setFocusOther(focus);
    setRound((n) => n + 1);
  };
  return {
    ...chosen,
    setKeep: (keep) => setChosen((current) => ({ ...current, keep })),
    setOther: (other) => setChosen((current) => ({ ...current, other })),
    round,
    focusOther,
    swap: () => restart({ keep: chosen.other, other: chosen.keep }),
    restart,
  };
}

/** A picker's id (its input's is `<id>-input`), label and hint. */
interface PickerText {
  id: string;
  label: string;
  hint: string;
}

interface MergeSetupProps {
  title: string;
  subtitle: string;
  /** The header's link to the next merges page. */
  link: { to: string; label: string };
  /** The setup panel's heading ("Choose the two books"). */
  heading: string;
  kind: MergeKind;
  pair: ChosenPair;
  /** The pickers of the record that stays and of the other one; the other one comes first when `otherFirst`. */
  keep: PickerText;
  other: PickerText;
  otherFirst?: boolean;
  /** The button that swaps the two, once both are chosen ("Swap: keep the duplicate instead"). */
  swapLabel: string;
  /** Shown above the pickers (what to merge). */
  children?: ReactNode;
}

/**
 * The start of Merge Duplicates and Group Editions: the page's header, then the two pickers (each leaving out the
 * other's record) and the swap button.
 */
export function MergeSetup(props: MergeSetupProps) {
  const { kind, pair, keep, other } = props;
  const titleId = useId();
  const otherInput = `${other.id}-input`;
  useEffect(() => {
    if (pair.focusOther) document.getElementById(otherInput)?.focus();
  }, [pair.round, pair.focusOther, otherInput]);

  const sides = [
    { text: keep, value: pair.keep, onChange: pair.setKeep, otherSide: pair.other },
    { text: other, value: pair.other, onChange: pair.setOther, otherSide: pair.keep },
  ];
  if (props.otherFirst) sides.reverse();
  return (
    <>
      <AdminPageHeader
        title={props.title}
        subtitle={props.subtitle}
        actions={
          <LinkButton to={props.link.to} variant="secondary">
            {props.link.label}
          </LinkButton>
        }
      />
      <section className="admin-panel admin-merge-setup" aria-labelledby={titleId}>
        <h2 className="admin-panel__title" id={titleId}>
          {props.heading}
        </h2>
        <div className="admin-merge-setup__body">
          {props.children}
          <div className="admin-merge-pickers">
            {sides.map(({ text, value, onChange, otherSide }) => (
              <RecordPicker
                key={`${text.id}-${kind}-${pair.round}`}
                {...text}
                kind={kind}
                value={value}
                onChange={onChange}
                exclude={otherSide?._id}
              />
            ))}
          </div>
          {pair.keep && pair.other && (
            <Button variant="secondary" size="sm" onClick={pair.swap} className="admin-merge-swap">
              {props.swapLabel}
            </Button>
          )}
        </div>
      </section>
    </>
  );
}
