/**
 * The e-mail-exists indicator and its hover description, with CleanTalk's
 * classes and ids (docs/plugins/anti-spam.md#e-mail-checks), drawn from the
 * field's emailCheck actor: a fixed block over the input's right edge whose
 * state class picks the icon, and a hint above the input. Further indicators
 * on the page get a numbered id so ids stay unique.
 */
import { useSelector } from '@xstate/react';
import { useState, useSyncExternalStore } from 'react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { emailCheckMachine, IndicatorState } from '../../../../machines/anti-spam/email-check';
import type { Placement } from '../placement';

export interface EmailIndicatorProps {
  actor: ActorRefFrom<typeof emailCheckMachine>;
  placement: Placement;
  /** 0 for the page's first indicator. */
  index: number;
}

const COLORS: Partial<Record<IndicatorState, string>> = { good_email: '#1C7129', bad_email: '#E01111' };
const HINT_HEIGHT = 24;

const indicatorState = (snapshot: SnapshotFrom<typeof emailCheckMachine>): IndicatorState | null =>
  snapshot.value === 'idle' ? null : snapshot.value;

function EmailIndicator({ actor, placement, index }: EmailIndicatorProps) {
  const state = useSelector(actor, indicatorState);
  const text = useSelector(actor, (snapshot) => snapshot.context.verdict?.text_result ?? '');
  const geometry = useSyncExternalStore(placement.subscribe, placement.get);
  const [hover, setHover] = useState(false);
  if (!state) return null;
  const suffix = index === 0 ? '' : `-${index + 1}`;
  const described = state !== 'load' && hover && text !== '';
  return (
    <>
      <div
        className={`apbct-check_email_exist-block apbct-check_email_exist-${state}`}
        id={`apbct-check_email_exist-block${suffix}`}
        role="img"
        aria-label={state === 'load' ? 'Checking the e-mail address' : text}
        style={{
          top: `${geometry.top}px`,
          left: `${geometry.left}px`,
          height: `${geometry.height}px`,
          width: `${geometry.width}px`,
          backgroundSize: geometry.fontSize,
          backgroundPosition: 'center',
        }}
        onMouseEnter={() => setHover(true)}
        onMouseLeave={() => setHover(false)}
      />
      <div
        className="apbct-check_email_exist-popup_description"
        id={`apbct-check_email_exist-popup_description${suffix}`}
        role="tooltip"
        style={
          described
            ? {
                display: 'block',
                top: `${geometry.top - HINT_HEIGHT}px`,
                left: `${geometry.inputLeft}px`,
                width: `${geometry.inputWidth}px`,
                color: COLORS[state],
                // A hint over the mark would take the pointer from it and flicker: it never takes the pointer.
                pointerEvents: 'none',
              }
            : { display: 'none' }
        }
      >
        {described ? text : ''}
      </div>
    </>
  );
}

export function renderEmailIndicator(props: EmailIndicatorProps) {
  return <EmailIndicator {...props} />;
}
