/**
 * The e-mail-exists indicator and its hover description, with CleanTalk's
 * classes and ids (markup/cleantalk.md §4.2): a fixed block over the input's
 * right edge whose state class picks the icon, and a hint above the input.
 * Further indicators on the page get a numbered id so ids stay unique.
 */
import { useState } from 'react';
import type { IndicatorState } from '../../../machines/email-check';

export interface Geometry {
  top: number;
  left: number;
  width: number;
  height: number;
  fontSize: string;
  inputLeft: number;
  inputWidth: number;
}

export interface EmailIndicatorProps {
  state: IndicatorState;
  text: string;
  geometry: Geometry;
  /** 0 for the page's first indicator. */
  index: number;
}

const COLORS: Partial<Record<IndicatorState, string>> = { good_email: '#1C7129', bad_email: '#E01111' };
const HINT_HEIGHT = 24;

function EmailIndicator({ state, text, geometry, index }: EmailIndicatorProps) {
  const [hover, setHover] = useState(false);
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
