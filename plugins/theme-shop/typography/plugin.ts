/**
 * Responsive typography from `fusionTypographyVars` (site width, sensitivity,
 * factor, the elements to scale): each element's own size and line height
 * are read once (kept in data-fontsize / data-lineheight, class
 * fusion-responsive-typography-calculated), then its size follows the window
 * width, recomputed once per frame after a resize. Sensitivity 0 turns it off.
 */
import { numeric, object, pageGlobal, text, type SettingsOf } from '../../../adapters/shapes';
import type { PluginContext } from '../../../kernel/types';
import { scaledSize, type TypographyVars } from './scale';

export const settings = {
  vars: pageGlobal(
    'fusionTypographyVars',
    object(
      {
        site_width: text('1200px'),
        typography_sensitivity: numeric(1, { min: 0 }),
        typography_factor: numeric(1, { min: 0 }),
        elements: text('h1, h2, h3, h4, h5, h6'),
      },
      { nullIsAbsent: true },
    ),
  ),
};
type Settings = SettingsOf<typeof settings>;

const CALCULATED = 'fusion-responsive-typography-calculated';
const DEFAULT_SITE_WIDTH = 1200;

interface Scaled {
  element: HTMLElement;
  size: number;
  lineRatio: number | null;
}

/** The site width in pixels ('1200px'; a percentage or nonsense means the default). */
function siteWidthOf(text: string): number {
  const width = /^\s*(\d+(?:\.\d+)?)\s*(px)?\s*$/.exec(text);
  return width ? Number.parseFloat(width[1]!) : DEFAULT_SITE_WIDTH;
}

export function mount(root: Element, ctx: PluginContext<Settings>): void {
  const { vars } = ctx.settings;
  const typography: TypographyVars = { siteWidth: siteWidthOf(vars.site_width), sensitivity: vars.typography_sensitivity, factor: vars.typography_factor };
  if (typography.sensitivity <= 0) return;
  const doc = ctx.browser.document;
  let elements: HTMLElement[];
  try {
    elements = Array.from(doc.querySelectorAll<HTMLElement>(vars.elements));
  } catch {
    ctx.log.warn(`fusionTypographyVars.elements is not a selector list: ${vars.elements}`);
    return;
  }
  // All reads first, then all writes: one layout for the whole page.
  const body = Number.parseFloat(ctx.browser.computedStyle(doc.body).fontSize) || 16;
  const scaled: Scaled[] = elements.flatMap((element) => {
    const style = ctx.browser.computedStyle(element);
    const size = Number.parseFloat(element.dataset.fontsize ?? style.fontSize);
    if (!Number.isFinite(size) || size <= 0) return [];
    const line = Number.parseFloat(element.dataset.lineheight ?? style.lineHeight);
    return [{ element, size, lineRatio: Number.isFinite(line) && line > 0 ? line / size : null }];
  });
  for (const { element, size, lineRatio } of scaled) {
    element.classList.add(CALCULATED);
    element.dataset.fontsize = String(size);
    if (lineRatio !== null) element.dataset.lineheight = `${Math.round(size * lineRatio * 100) / 100}px`;
  }

  const apply = () => {
    const width = root.clientWidth;
    for (const { element, size, lineRatio } of scaled) {
      const now = scaledSize(size, width, body, typography);
      element.style.setProperty('--fontSize', String(now));
      element.style.fontSize = `${now}px`;
      if (lineRatio !== null) element.style.lineHeight = String(Math.round(lineRatio * 100) / 100);
    }
  };
  apply();
  let pending: number | undefined;
  ctx.listen(
    'window',
    'resize',
    () => {
      if (pending === undefined) pending = ctx.clock.requestAnimationFrame(() => ((pending = undefined), apply()));
    },
    { passive: true },
  );
}
