/**
 * Avada's fade mode (docs/plugins/scroll-sections.md#fade): the group is
 * 100vh per element plus 50vh tall; while it fills the viewport its elements
 * are fixed under the offset and only the current one shows (the theme's CSS
 * fades `.active` in over the transition the markup carries). Leaving
 * downwards parks the last element at the group's bottom; leaving upwards puts
 * the elements back in the flow.
 */
import { fadeGroupHeight, viewportHeightLess } from './geometry';
import { markCurrent, unmarkHidden, type GroupParts } from './marks';
import type { Stage, StageLayout } from './stage';

const FULL_HEIGHT_ELEMENTS = '.hundred-percent-height-scrolling';
const CENTERED_CONTENT = '.fusion-fullwidth-center-content';
export const MOBILE_DISABLED_CLASS = 'fusion-scroll-section-mobile-disabled';

const PLACEMENT = ['position', 'top', 'left', 'bottom', 'width', 'padding'] as const;

export function createFadeStage(parts: GroupParts, reducedMotion: boolean): Stage {
  const { group, elements } = parts;
  const nav = group.querySelector<HTMLElement>('.fusion-scroll-section-nav');
  const fullHeight = Array.from(group.querySelectorAll<HTMLElement>(FULL_HEIGHT_ELEMENTS));
  const printedDurations = elements.map((element) => element.style.transitionDuration);
  // Reduced motion: the theme's fade becomes a cut.
  if (reducedMotion) for (const element of elements) element.style.transitionDuration = '0ms';

  const place = (element: HTMLElement, values: Partial<Record<(typeof PLACEMENT)[number], string>>) => {
    for (const property of PLACEMENT) if (property in values) element.style.setProperty(property, values[property] ?? '');
  };
  const clearPlacement = () => {
    for (const element of elements) for (const property of PLACEMENT) element.style.removeProperty(property);
  };

  const stage: Stage = {
    layout({ offset }) {
      group.style.height = fadeGroupHeight(elements.length, offset);
      for (const element of fullHeight) element.style.height = offset > 0 ? viewportHeightLess(offset) : '';
      if (nav) nav.style.top = offset > 0 ? `calc(50% + ${offset / 2}px)` : '';
    },
    engage(index, { offset, left, width }) {
      group.classList.add('active');
      for (const element of elements) place(element, { position: 'fixed', top: `${offset}px`, left: `${left}px`, width: `${width}px`, padding: '0', bottom: '' });
      markCurrent(parts, index, true);
    },
    show(_from, to) {
      markCurrent(parts, to, true);
    },
    place() {},
    release(towards) {
      group.classList.remove('active');
      if (towards === 'above') {
        clearPlacement();
        markCurrent(parts, 0, true);
        return;
      }
      for (const element of elements) place(element, { position: 'absolute' });
      const last = elements[elements.length - 1];
      if (last) place(last, { top: 'auto', left: '0', bottom: '0', padding: '' });
      markCurrent(parts, elements.length - 1, true);
    },
    disable() {
      group.classList.remove('active');
      group.classList.add(MOBILE_DISABLED_CLASS);
      group.style.height = '';
      clearPlacement();
      for (const element of fullHeight) element.style.height = 'auto';
      group.querySelectorAll<HTMLElement>(CENTERED_CONTENT).forEach((element) => (element.style.height = 'auto'));
      unmarkHidden(parts);
    },
    enable(layout: StageLayout, current) {
      group.classList.remove(MOBILE_DISABLED_CLASS);
      group.querySelectorAll<HTMLElement>(CENTERED_CONTENT).forEach((element) => (element.style.height = ''));
      stage.layout(layout);
      markCurrent(parts, current, true);
    },
    dispose() {
      group.classList.remove('active', MOBILE_DISABLED_CLASS);
      group.style.height = '';
      clearPlacement();
      for (const element of fullHeight) element.style.height = '';
      if (nav) nav.style.top = '';
      elements.forEach((element, i) => (element.style.transitionDuration = printedDurations[i] ?? ''));
      unmarkHidden(parts);
    },
  };
  return stage;
}
