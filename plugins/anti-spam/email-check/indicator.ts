/**
 * The e-mail-exists indicator (docs/plugins/anti-spam.md#e-mail-checks): takes over the mark the
 * plugin drew in the "load" state (./mark) and draws the field's emailCheck actor on it: the state
 * class that picks the icon, the verdict as its label, and the hint above the input on hover.
 *
 * Plain DOM. A lazily loaded React view first needed its chunk, then React, then the portal root
 * while the check was already running: on a real site the mark came a second or two after the
 * blur, and a quick answer went by without it ever showing (issue 20).
 */
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { emailCheckMachine, IndicatorState } from '../../../machines/anti-spam/email-check';
import type { Mark } from './mark';
import type { Placement } from './placement';

type EmailCheckActor = ActorRefFrom<typeof emailCheckMachine>;

export interface EmailIndicatorOptions {
  placement: Placement;
  /** The plugin's fenced DOM writes (ctx.write). */
  write<T>(fn: () => T): T;
}

export interface EmailIndicator {
  /** Stops following the actor and the placement; the mark stays its drawer's to remove. */
  close(): void;
}

const COLORS: Partial<Record<IndicatorState, string>> = { good_email: '#1C7129', bad_email: '#E01111' };
const HINT_HEIGHT = 24;

const stateOf = (snapshot: SnapshotFrom<typeof emailCheckMachine>): IndicatorState | null => (snapshot.value === 'idle' ? null : snapshot.value);

/**
 * Takes over `mark` (drawn in the load state), then follows the actor. The plugin opens it from the
 * machine's entry into `load`, before the actor's snapshot has moved.
 */
export function openEmailIndicator(mark: Mark, actor: EmailCheckActor, options: EmailIndicatorOptions): EmailIndicator {
  const { placement, write } = options;
  const { host, block, hint } = mark;

  let state: IndicatorState | null = 'load';
  let text = '';
  let hover = false;

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
      if (next) mark.show(next, text);
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

  write(() => mark.place(placement.get()));
  const unplace = placement.subscribe(() => write(() => mark.place(placement.get())));
  // The kernel reports the actor's errors; an observer without an error callback would report them again.
  const following = actor.subscribe({
    next: (snapshot) => draw(stateOf(snapshot), snapshot.context.verdict?.text_result ?? ''),
    error: () => {},
  });
  return {
    close: () => {
      following.unsubscribe();
      unplace();
    },
  };
}
