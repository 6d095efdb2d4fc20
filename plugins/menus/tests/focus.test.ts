import { createFakeClock, FRAME_MS } from '../../../test/support';
import type { Clock } from '../../../adapters/clock';
import type { Browser } from '../../../adapters/browser';
import { FOCUS_WAIT_MS, focusShowing } from '../focus';

function fadingIn(framesHidden: number) {
  const clock = createFakeClock();
  const button = document.body.appendChild(document.createElement('button'));
  let refusals = framesHidden;
  const focus = button.focus.bind(button);
  button.focus = () => {
    if (refusals-- > 0) return;
    focus();
  };
  const ctx = { clock: clock as unknown as Clock, browser: { document } as Browser };
  return { clock, button, ctx };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('focus for a panel fading in', () => {
  it('tries again each frame until the panel takes focus', () => {
    const { clock, button, ctx } = fadingIn(3);
    focusShowing(ctx, button);
    expect(document.activeElement).not.toBe(button);
    clock.advance(FRAME_MS * 3);
    expect(document.activeElement).toBe(button);
  });

  it('gives up after a short while', () => {
    const { clock, button, ctx } = fadingIn(1000);
    focusShowing(ctx, button);
    clock.advance(FOCUS_WAIT_MS + FRAME_MS * 2);
    expect(clock.pending()).toBe(0);
    expect(document.activeElement).not.toBe(button);
  });
});
