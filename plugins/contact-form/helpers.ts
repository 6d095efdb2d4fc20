/**
 * CF7's small form helpers (helpers.js): exclusive checkboxes, free-text
 * choices, the URL prefix, the acceptance gate on the submit buttons, and the
 * character counters. Loaded by the plugin only for a form that carries their
 * markup (HELPER_MARKUP in plugin.ts): CF7's default form has none.
 */
import type { PluginContext } from '../../kernel/types';
import { absInt } from './entity';
import { quoted } from './selectors';

/**
 * An exclusive checkbox group keeps one box ticked; a choice with free text
 * enables its text input only while ticked, and focuses it when ticked.
 */
export function bindChoiceHelpers(form: HTMLFormElement, ctx: PluginContext): void {
  const freeTexts = Array.from(form.querySelectorAll('.has-free-text')).flatMap((item) => {
    const text = item.querySelector<HTMLInputElement>('input.wpcf7-free-text');
    const choice = item.querySelector<HTMLInputElement>('input[type="checkbox"], input[type="radio"]');
    return text && choice ? [{ text, choice }] : [];
  });
  const syncFreeTexts = (target: EventTarget | null) => {
    for (const { text, choice } of freeTexts) {
      text.disabled = !choice.checked;
      if (target === choice && choice.checked) text.focus();
    }
  };
  syncFreeTexts(null);
  if (!form.querySelector('.wpcf7-exclusive-checkbox') && freeTexts.length === 0) return;
  ctx.listen(form, 'change', (event) => {
    const box = event.target as HTMLInputElement;
    if (box.type === 'checkbox' && box.closest?.('.wpcf7-exclusive-checkbox')) {
      for (const sibling of Array.from(form.querySelectorAll<HTMLInputElement>(`input[type="checkbox"][name=${quoted(box.name)}]`))) {
        if (sibling !== box) sibling.checked = false;
      }
    }
    syncFreeTexts(event.target);
  });
}

/** A dotted value without a scheme gets `http://` (leading slashes dropped); the value is trimmed either way. */
export function withScheme(value: string): string {
  let url = value.trim();
  if (url && !/^[a-z][a-z0-9.+-]*:/i.test(url) && url.includes('.')) url = `http://${url.replace(/^\/+/, '')}`;
  return url;
}

export function bindUrlInputs(form: HTMLFormElement, ctx: PluginContext): void {
  for (const input of Array.from(form.querySelectorAll<HTMLInputElement>('.wpcf7-validates-as-url'))) {
    ctx.listen(input, 'change', () => {
      input.value = withScheme(input.value);
    });
  }
}

/** Whether every non-optional acceptance is in its accepted state (checked, or unchecked when inverted). */
export function acceptancesHold(form: HTMLFormElement): boolean {
  return Array.from(form.querySelectorAll('.wpcf7-acceptance')).every((group) => {
    if (group.classList.contains('optional')) return true;
    const box = group.querySelector<HTMLInputElement>('input[type="checkbox"]');
    const checked = Boolean(box?.checked);
    return group.classList.contains('invert') ? !checked : checked;
  });
}

/** Returns the re-check to run on change and on wpcf7reset, or null when acceptance does not gate the buttons. */
export function bindAcceptance(form: HTMLFormElement): (() => void) | null {
  if (!form.querySelector('.wpcf7-acceptance') || form.classList.contains('wpcf7-acceptance-as-validation')) return null;
  const check = () => {
    const accepted = acceptancesHold(form);
    for (const button of Array.from(form.querySelectorAll<HTMLInputElement | HTMLButtonElement>('.wpcf7-submit'))) {
      button.disabled = !accepted;
    }
  };
  check();
  return check;
}

/**
 * Counts the trimmed length up, or down from data-starting-value; too-long and
 * too-short compare the untrimmed length, and a bound of 0 is no bound.
 */
export function updateCounter(counter: HTMLElement, target: HTMLInputElement | HTMLTextAreaElement): void {
  const starting = absInt(counter.getAttribute('data-starting-value'));
  const maximum = absInt(counter.getAttribute('data-maximum-value'));
  const minimum = absInt(counter.getAttribute('data-minimum-value'));
  const trimmed = target.value.trim().length;
  const count = counter.classList.contains('down') ? starting - trimmed : trimmed;
  counter.setAttribute('data-current-value', String(count));
  counter.textContent = String(count);
  counter.classList.toggle('too-long', Boolean(maximum) && maximum < target.value.length);
  counter.classList.toggle('too-short', Boolean(minimum) && target.value.length < minimum);
}

/**
 * Binds every counter. CF7 recounts on keyup only; a counter here follows every
 * way the value changes that the page can see: typing, paste, cut, drop and
 * autofill (`input`), a script that sets the value and fires `input` or
 * `change`, keyup (for scripts that fire only that), and a native form reset
 * (recounted once the reset has put the defaults back: the reset event fires
 * before it does). A script that sets `.value` and fires nothing is not seen,
 * as with CF7: the counter catches up on the next of these
 * (docs/plugins/contact-form.md#character-counters). Returns the wpcf7reset
 * step: every target back to its default, then recount.
 */
export function bindCounters(form: HTMLFormElement, ctx: PluginContext): () => void {
  const pairs: [HTMLElement, HTMLInputElement | HTMLTextAreaElement][] = [];
  for (const counter of Array.from(form.querySelectorAll<HTMLElement>('.wpcf7-character-count'))) {
    const target = form.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name=${quoted(counter.getAttribute('data-target-name') ?? '')}]`);
    if (target) pairs.push([counter, target]);
  }
  const countAll = () => {
    for (const [counter, target] of pairs) updateCounter(counter, target);
  };
  const recount = () => {
    for (const [, target] of pairs) target.value = target.defaultValue;
    countAll();
  };
  recount();
  if (pairs.length === 0) return recount;
  const countFor = (event: Event) => {
    for (const [counter, target] of pairs) if (target === event.target) updateCounter(counter, target);
  };
  for (const type of ['input', 'change', 'keyup']) ctx.listen(form, type, countFor);
  ctx.listen(form, 'reset', () => ctx.clock.setTimeout(countAll, 0));
  return recount;
}

/** What the plugin calls again: the acceptance re-check (null when acceptance does not gate the buttons) and the counters' recount. */
export interface FormHelpers {
  checkAcceptance: (() => void) | null;
  recount: () => void;
}

/** Binds every helper the form's markup asks for. */
export function bindHelpers(form: HTMLFormElement, ctx: PluginContext): FormHelpers {
  bindChoiceHelpers(form, ctx);
  bindUrlInputs(form, ctx);
  return { checkAcceptance: bindAcceptance(form), recount: bindCounters(form, ctx) };
}
