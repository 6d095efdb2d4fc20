/**
 * The e-mail-exists indicator and its hover description, with CleanTalk's classes and ids
 * (docs/plugins/anti-spam.md#e-mail-checks), drawn from the field's emailCheck actor: a fixed block
 * over the input's right edge whose state class picks the icon, and a hint above the input. Further
 * indicators on the page get a numbered id so ids stay unique.
 *
 * Plain DOM, in the e-mail check's own chunk, so the "load" mark shows in the blur's own task, as the
 * original draws it. A lazily loaded React view first needed its chunk, then React, then the portal
 * root while the check was already running: on a real site the mark came a second or two after the
 * blur, and a quick answer went by without it ever showing (issue 20).
 */
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { emailCheckMachine, IndicatorState } from '../../../machines/anti-spam/email-check';
import type { Geometry, Placement } from './placement';

type EmailCheckActor = ActorRefFrom<typeof emailCheckMachine>;

export interface EmailIndicatorOptions {
  placement: Placement;
  /** 0 for the page's first indicator. */
  index: number;
  /** The plugin's fenced DOM writes (ctx.write). */
  write<T>(fn: () => T): T;
}

export interface EmailIndicator {
  /** The host element holding the block and its hint. */
  readonly element: HTMLElement;
  /** Removes the indicator and stops following the actor and the placement. */
  close(): void;
}

const COLORS: Partial<Record<IndicatorState, string>> = { good_email: '#1C7129', bad_email: '#E01111' };
const HINT_HEIGHT = 24;
const LOAD_LABEL = 'Checking the e-mail address';

const stateOf = (snapshot: SnapshotFrom<typeof emailCheckMachine>): IndicatorState | null => (snapshot.value === 'idle' ? null : snapshot.value);

/**
 * Opens the indicator in `target` (the input's grandparent) in the `load` state, then follows the
 * actor. The plugin opens it from the machine's entry into `load`, before the actor's snapshot has moved.
 */
export function openEmailIndicator(target: Element, actor: EmailCheckActor, options: EmailIndicatorOptions): EmailIndicator {
  const { placement, index, write } = options;
  const doc = target.ownerDocument;
  const suffix = index === 0 ? '' : `-${index + 1}`;

  const host = doc.createElement('div');
  host.className = 'apbct-check_email_exist-host';
  const block = doc.createElement('div');
  block.id = `apbct-check_email_exist-block${suffix}`;
  block.setAttribute('role', 'img');
  const hint = doc.createElement('div');
  hint.className = 'apbct-check_email_exist-popup_description';
  hint.id = `apbct-check_email_exist-popup_description${suffix}`;
  hint.setAttribute('role', 'tooltip');
  hint.style.display = 'none';
  host.append(block, hint);

  let state: IndicatorState | null = null;
  let text = '';
  let hover = false;

  const place = (geometry: Geometry) => {
    Object.assign(block.style, {
      top: `${geometry.top}px`,
      left: `${geometry.left}px`,
      height: `${geometry.height}px`,
      width: `${geometry.width}px`,
      backgroundSize: geometry.fontSize,
      backgroundPosition: 'center',
    });
  };

  const describe = () => {
    const described = state !== null && state !== 'load' && hover && text !== '';
    if (!described) {
      hint.removeAttribute('style');
      hint.style.display = 'none';
      hint.textContent = '';
      return;
    }
    const geometry = placement.get();
    Object.assign(hint.style, {
      display: 'block',
      top: `${geometry.top - HINT_HEIGHT}px`,
      left: `${geometry.inputLeft}px`,
      width: `${geometry.inputWidth}px`,
      color: COLORS[state!] ?? '',
      // A hint over the mark would take the pointer from it and flicker: it never takes the pointer.
      pointerEvents: 'none',
    });
    hint.textContent = text;
  };

  const draw = (next: IndicatorState | null, verdict: string) => {
    if (next === state && verdict === text) return;
    state = next;
    text = verdict;
    write(() => {
      host.hidden = next === null;
      if (next) {
        block.className = `apbct-check_email_exist-block apbct-check_email_exist-${next}`;
        block.setAttribute('aria-label', next === 'load' ? LOAD_LABEL : text);
      }
      describe();
    });
  };

  // The original's own events (onmouseover, onmouseout); the block has no children to bubble from.
  block.addEventListener('mouseover', () => {
    hover = true;
    write(describe);
  });
  block.addEventListener('mouseout', () => {
    hover = false;
    write(describe);
  });

  place(placement.get());
  draw('load', '');
  write(() => target.append(host));

  const unplace = placement.subscribe(() => write(() => place(placement.get())));
  // The kernel reports the actor's errors; an observer without an error callback would report them again.
  const following = actor.subscribe({
    next: (snapshot) => draw(stateOf(snapshot), snapshot.context.verdict?.text_result ?? ''),
    error: () => {},
  });
  return {
    element: host,
    close: () => {
      following.unsubscribe();
      unplace();
      write(() => host.remove());
    },
  };
}
