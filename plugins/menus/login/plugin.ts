/**
 * The login box in the menu (docs/plugins/menus.md#login-box): clicking the
 * username field marks the item `fusion-active-login`, typing in it turns
 * that into `fusion-active-link` (the box stays open while the visitor
 * types), and a click on another field or outside the item clears both.
 */
import { loginBoxMachine, type LoginBoxMark } from '../../../machines/menus/login-box';
import type { PluginContext } from '../../../kernel/types';

const CLASSES: Record<LoginBoxMark, readonly string[]> = { none: [], login: ['fusion-active-login'], link: ['fusion-active-link'] };

export function mount(item: Element, ctx: PluginContext) {
  const box = item.querySelector('.fusion-custom-menu-item-contents');
  const username = box?.querySelector<HTMLInputElement>('input[name="log"]');
  if (!box || !username) return;

  const actor = ctx.spawn(
    loginBoxMachine.provide({
      actions: {
        mark: (_args, { mark }) => {
          item.classList.remove('fusion-active-login', 'fusion-active-link');
          item.classList.add(...CLASSES[mark]);
        },
      },
    }),
  );

  ctx.listen(username, 'click', () => actor.send({ type: 'USERNAME_CLICKED' }));
  ctx.listen(username, 'input', () => actor.send({ type: 'USERNAME_TYPED' }));
  ctx.listen(box, 'click', (event) => {
    const target = event.target as Element;
    if (target !== username && target.matches('input')) actor.send({ type: 'OTHER_FIELD_CLICKED' });
  });
  // One document listener for every login box of the page.
  const boxes = ctx.scope.get('outside-clicks', (page) => {
    const watchers = new Set<(target: Node) => void>();
    page.listen('document', 'click', (event) => watchers.forEach((watch) => watch(event.target as Node)));
    return watchers;
  });
  const watch = (target: Node) => {
    if (!item.contains(target)) actor.send({ type: 'CLICKED_OUTSIDE' });
  };
  boxes.add(watch);
  return () => void boxes.delete(watch);
}
