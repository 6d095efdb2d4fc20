/**
 * Avada's equal-height columns (docs/plugins/effects.md#equal-heights): in a
 * `.fusion-equal-height-columns` container, the column wrappers of each row
 * get the tallest one's height as their min-height, 100 ms after the page has
 * loaded and 500 ms after the window's width last changed. Only above the
 * content break point (or on a tablet held upright); below it the min-heights
 * are taken off. Each run resets every wrapper first, then reads them all,
 * then writes them all: one layout, however many columns. Content revealed
 * later (the `layout:refresh` bus event, e.g. a product tab) is measured again.
 */
import { numeric, object, pageGlobal, type SettingsOf } from '../../../adapters/shapes';
import type { PluginContext } from '../../../kernel/types';
import { afterLoad } from '../load';

export const settings = {
  vars: pageGlobal('fusionEqualHeightVars', object({ content_break_point: numeric(800, { min: 0 }) }, { nullIsAbsent: true })),
};

export const AFTER_LOAD_MS = 100;
export const AFTER_RESIZE_MS = 500;
const WRAPPER = '.fusion-column-wrapper';
const WRAPPERS = `.fusion-layout-column > ${WRAPPER}`;
const CENTERED = '.fusion-column-content-centered';
const UPRIGHT_TABLET = 'only screen and (min-device-width: 768px) and (max-device-width: 1024px) and (orientation: portrait)';

type Context = PluginContext<SettingsOf<typeof settings>>;

/** The wrappers of each row (regular and nested rows apart), keyed by the row. */
function rowsOf(container: Element): HTMLElement[][] {
  const rows = new Map<Element, HTMLElement[]>();
  for (const wrapper of Array.from(container.querySelectorAll<HTMLElement>(WRAPPERS))) {
    const row = wrapper.parentElement?.closest('.fusion-row') ?? container;
    rows.set(row, [...(rows.get(row) ?? []), wrapper]);
  }
  return [...rows.values()];
}

export function mount(container: Element, ctx: Context): void {
  const { browser, clock } = ctx;
  const wide = `only screen and (min-width: ${ctx.settings.vars.content_break_point + 1}px)`;
  // A nested column's centred content belongs to its own wrapper.
  const centeredOf = (wrapper: HTMLElement) => Array.from(wrapper.querySelectorAll<HTMLElement>(CENTERED)).filter((c) => c.closest(WRAPPER) === wrapper);

  const reset = (wrapper: HTMLElement) => {
    wrapper.style.minHeight = '';
    for (const centered of centeredOf(wrapper)) centered.style.minHeight = '';
  };

  const equalize = () => {
    const rows = rowsOf(container);
    rows.flat().forEach(reset);
    if (!browser.matchesMedia(wide) && !browser.matchesMedia(UPRIGHT_TABLET)) return;
    // Reads, all of them, then writes.
    const measured = rows.map((row) => {
      const heights = row.map((wrapper) => wrapper.offsetHeight);
      const tallest = Math.max(0, ...heights);
      const padding = row.map((wrapper) => {
        const style = browser.computedStyle(wrapper);
        return (parseFloat(style.paddingTop) || 0) + (parseFloat(style.paddingBottom) || 0);
      });
      return { row, tallest, padding };
    });
    for (const { row, tallest, padding } of measured) {
      row.forEach((wrapper, i) => {
        if (tallest === 0) wrapper.setAttribute('data-empty-column', 'true');
        const centered = centeredOf(wrapper);
        const height = centered.length > 0 ? tallest - (padding[i] ?? 0) : tallest;
        wrapper.style.minHeight = `${height}px`;
        for (const element of centered) element.style.minHeight = `${height}px`;
      });
    }
  };
  ctx.onCleanup(() => rowsOf(container).flat().forEach(reset));

  afterLoad(ctx, () => clock.setTimeout(equalize, AFTER_LOAD_MS));
  // Columns just shown (a product tab) had no height while hidden.
  ctx.bus.on('layout:refresh', (root) => {
    if (root.contains(container) || container.contains(root)) equalize();
  });

  let lastWidth = browser.viewport().width;
  let pending: number | undefined;
  ctx.onCleanup(
    browser.followViewport((viewport, changes) => {
      // Avada reacts to width changes only (fusion-resize-horizontal): a phone's address bar changes the height.
      if (!changes.resized || viewport.width === lastWidth) return;
      lastWidth = viewport.width;
      return () => {
        clock.clearTimeout(pending);
        pending = clock.setTimeout(equalize, AFTER_RESIZE_MS);
      };
    }),
  );
}
