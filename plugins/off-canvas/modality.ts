/**
 * Beyond the original (docs/plugins/off-canvas.md#accessibility): the panel is
 * a dialog (`role="dialog"`, named by its first heading), modal when it has an
 * overlay (`aria-modal`, the page behind inert, Tab kept inside from the focus
 * trap's start), and the focus goes back to what had it when the panel opened.
 */

/** What can take the focus by Tab inside a panel. */
const TABBABLE = [
  'a[href]',
  'area[href]',
  'button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'iframe',
  'audio[controls]',
  'video[controls]',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]',
].join(',');

/** A name for a panel without a heading. */
const FALLBACK_NAMES = { popup: 'Popup', 'sliding-bar': 'Sliding bar' } as const;

export interface Modality {
  /** The panel opened; `modal`: trap and inert apply. */
  opened(): void;
  /** Moves the focus into the panel (unless it is already inside) and starts keeping Tab there. */
  trapFocus(): void;
  /** Stops trapping and gives the focus back to the opener when it was inside the panel. */
  closed(): void;
  /** Tab / Shift+Tab inside the panel, while the trap is on. */
  keydown(event: KeyboardEvent): void;
}

/** Marks up the panel as a dialog; returns what undoes it. */
export function describeDialog(panel: HTMLElement, modal: boolean, type: keyof typeof FALLBACK_NAMES): () => void {
  const before = ['role', 'aria-modal', 'aria-labelledby', 'aria-label'].map((name) => [name, panel.getAttribute(name)] as const);
  panel.setAttribute('role', 'dialog');
  if (modal) panel.setAttribute('aria-modal', 'true');
  if (!panel.hasAttribute('aria-labelledby') && !panel.hasAttribute('aria-label')) {
    const heading = panel.querySelector<HTMLElement>('h1, h2, h3, h4, h5, h6');
    if (heading) {
      if (!heading.id) heading.id = `${panel.closest('.awb-off-canvas-wrap')?.id || 'awb-oc'}-title`;
      panel.setAttribute('aria-labelledby', heading.id);
    } else panel.setAttribute('aria-label', FALLBACK_NAMES[type]);
  }
  return () => {
    for (const [name, value] of before) {
      if (value === null) panel.removeAttribute(name);
      else panel.setAttribute(name, value);
    }
  };
}

const isTabbable = (element: HTMLElement) =>
  !element.matches('[disabled], [tabindex^="-"]') &&
  !element.closest('[hidden], .hidden, [inert]') &&
  // Layout-aware where the browser has it (display: none, visibility: hidden).
  (typeof element.checkVisibility !== 'function' || element.checkVisibility({ visibilityProperty: true }));

export function createModality(panel: HTMLElement, modal: boolean): Modality {
  const document = panel.ownerDocument;
  let opener: HTMLElement | undefined;
  let trapping = false;

  const inside = (element: Element | null) => !!element && panel.contains(element);

  return {
    opened() {
      const active = document.activeElement;
      opener = active instanceof HTMLElement && active !== document.body && !inside(active) ? active : undefined;
    },
    trapFocus() {
      if (!modal) return;
      trapping = true;
      if (!inside(document.activeElement)) panel.focus({ preventScroll: true });
    },
    closed() {
      trapping = false;
      const active = document.activeElement;
      const focusWasInside = inside(active) || active === document.body || active === null;
      if (focusWasInside && opener?.isConnected) opener.focus({ preventScroll: true });
      opener = undefined;
    },
    keydown(event) {
      if (!trapping || event.key !== 'Tab') return;
      const tabbable = Array.from(panel.querySelectorAll<HTMLElement>(TABBABLE)).filter(isTabbable);
      const first = tabbable[0];
      const last = tabbable.at(-1);
      const active = document.activeElement;
      if (!first || !last) {
        event.preventDefault();
        return;
      }
      if (event.shiftKey && (active === first || active === panel)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && active === last) {
        event.preventDefault();
        first.focus();
      }
    },
  };
}
