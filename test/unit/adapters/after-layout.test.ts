/**
 * browser.afterLayout: a read waits for the first report of a ResizeObserver on the root, which the
 * browser delivers right after its next layout, so the read costs no layout of its own; where there is
 * no ResizeObserver (jsdom) it reads at once.
 */
import { createBrowser } from '../../../adapters/browser';
import { browserEnvironment } from '../../../adapters/environment';
import { layoutReports } from '../../support';

const browser = () => createBrowser(browserEnvironment(window));

describe('afterLayout', () => {
  it('reads once, right after the next layout, and never again', () => {
    const layouts = layoutReports(window);
    try {
      const read = jest.fn();
      browser().afterLayout(read);
      expect(read).not.toHaveBeenCalled();
      expect(layouts.waiting).toBe(1);
      layouts.deliver();
      expect(read).toHaveBeenCalledTimes(1);
      expect(layouts.waiting).toBe(0);
    } finally {
      layouts.restore();
    }
  });

  it('stopped before the layout, it never reads', () => {
    const layouts = layoutReports(window);
    try {
      const read = jest.fn();
      const stop = browser().afterLayout(read);
      stop();
      layouts.deliver();
      expect(read).not.toHaveBeenCalled();
      expect(layouts.waiting).toBe(0);
    } finally {
      layouts.restore();
    }
  });

  it('reads at once where the browser has no ResizeObserver', () => {
    const read = jest.fn();
    browser().afterLayout(read);
    expect(read).toHaveBeenCalledTimes(1);
  });
});
