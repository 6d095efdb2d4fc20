/**
 * The e-mail-exists mark with CleanTalk's classes and ids (docs/plugins/anti-spam.md#e-mail-checks):
 * a host holding the fixed block over the input's right edge and its (hidden) hint, drawn in the
 * "load" state. The plugin draws it in the blur's own task, as the original does, even when the
 * check's code (./checker) is not in yet (a field left right after it was entered, a slow phone);
 * the indicator (./indicator) then takes it over. Further marks on the page get numbered ids.
 */
import type { Geometry } from './geometry';

const LOAD_LABEL = 'Checking the e-mail address';

export interface Mark {
  /** Holds the block and its hint; appended to the input's grandparent. */
  readonly host: HTMLElement;
  readonly block: HTMLElement;
  readonly hint: HTMLElement;
  /** Moves the block over the input. */
  place(geometry: Geometry): void;
  /** Shows `state`'s icon (`load`, `good_email`, `bad_email`: CleanTalk's class), labelled with the verdict once there is one. */
  show(state: string, verdict: string): void;
}

/** Draws the mark in `target` at `geometry`, in the load state; `index` is 0 for the page's first mark. */
export function drawMark(target: Element, geometry: Geometry, index: number): Mark {
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
  const mark: Mark = {
    host,
    block,
    hint,
    place(at) {
      Object.assign(block.style, {
        top: `${at.top}px`,
        left: `${at.left}px`,
        height: `${at.height}px`,
        width: `${at.width}px`,
        backgroundSize: at.fontSize,
        backgroundPosition: 'center',
      });
    },
    show(state, verdict) {
      block.className = `apbct-check_email_exist-block apbct-check_email_exist-${state}`;
      block.setAttribute('aria-label', state === 'load' ? LOAD_LABEL : verdict);
    },
  };
  mark.place(geometry);
  mark.show('load', '');
  target.append(host);
  return mark;
}
