/**
 * The stars themselves (docs/plugins/woocommerce-review-rating.md): drawn before the hidden `#rating`
 * select, with their click, keys and the required-rating check; undone with the mount.
 */
import type { PluginContext } from '../../../kernel/types';
import type { Settings } from './plugin';

const STARS = 5;
const NEXT = new Set(['ArrowRight', 'ArrowDown']);
const PREVIOUS = new Set(['ArrowLeft', 'ArrowUp']);

export function drawStars(select: HTMLSelectElement, ctx: PluginContext<Settings>): void {
  const doc = ctx.browser.document;
  const { params } = ctx.settings;

  const container = doc.createElement('p');
  container.className = 'stars';
  const group = doc.createElement('span');
  group.setAttribute('role', 'group');
  group.setAttribute('aria-labelledby', 'comment-form-rating-label');
  const stars = Array.from({ length: STARS }, (_, index) => {
    const star = doc.createElement('a');
    star.setAttribute('role', 'radio');
    star.setAttribute('tabindex', index === 0 ? '0' : '-1');
    star.setAttribute('aria-checked', 'false');
    star.className = `star-${index + 1}`;
    star.href = '#';
    star.textContent = params.i18n_rating_options[index] ?? `${index + 1} of ${STARS} stars`;
    return star;
  });
  group.append(...stars);
  container.append(group);
  const display = select.style.display;
  ctx.write(() => {
    select.style.display = 'none';
    select.before(container);
  });
  ctx.onCleanup(() =>
    ctx.write(() => {
      container.remove();
      select.style.display = display;
    }),
  );

  const choose = (star: HTMLAnchorElement) => {
    select.value = String(stars.indexOf(star) + 1);
    for (const other of stars) {
      const chosen = other === star;
      other.classList.toggle('active', chosen);
      other.setAttribute('aria-checked', String(chosen));
      other.setAttribute('tabindex', chosen ? '0' : '-1');
    }
    container.classList.add('selected');
  };
  const starOf = (event: Event) => stars.find((star) => star === event.target);
  // A rating chosen in the select before the stars came (or restored by the browser) shows on them.
  const current = stars[Number(select.value) - 1];
  if (current) choose(current);

  ctx.listen(group, 'click', (event) => {
    const star = starOf(event);
    if (!star) return;
    event.preventDefault();
    choose(star);
  });
  // Keydown, where WooCommerce listens for keyup: the arrows must not scroll the page first. Space
  // chooses, as it does on a radio (a link answers only Enter).
  ctx.listen<KeyboardEvent>(group, 'keydown', (event) => {
    const star = starOf(event);
    if (!star) return;
    const step = NEXT.has(event.key) ? 1 : PREVIOUS.has(event.key) ? -1 : event.key === ' ' ? 0 : undefined;
    if (step === undefined) return;
    event.preventDefault();
    // Stopped here, as WooCommerce stops it, so a gallery slider listening higher up does not turn too.
    event.stopPropagation();
    const target = stars[stars.indexOf(star) + step];
    if (!target) return;
    target.focus();
    choose(target);
  });

  // On the click of the comment form's Submit, as WooCommerce checks: it comes before the browser's own
  // validation (WordPress's html5 comment form has novalidate; another may not) and before the submit.
  const form = select.form;
  if (!form) return;
  ctx.listen(form, 'click', (event) => {
    if (!(event.target instanceof Element) || !event.target.closest('#submit')) return;
    if (select.value || params.review_rating_required !== 'yes') return;
    event.preventDefault();
    ctx.browser.alert(params.i18n_required_rating_text);
  });
}
