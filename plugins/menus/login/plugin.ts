/**
 * The login box in the menu (docs/plugins/menus.md#login-box): clicking the
 * username field marks the item `fusion-active-login`, typing in it turns
 * that into `fusion-active-link` (the box stays open while the visitor
 * types), and a click on another field or outside the item clears both.
 * `fusion-active-link` is also the class of an open dropdown (menus plugin):
 * the box only takes away the one it put there itself.
 */
import { loginBoxMachine, type LoginBoxMark } from '../../../machines/menus/login-box';
import type { PluginContext } from '../../../kernel/types';


export function mount(item: Element, ctx: PluginContext) {
  const box = item.querySelector('.fusion-custom-menu-item-contents');
  const username = box?.querySelector<HTMLInputElement>('input[name="log"]');
  if (!box || !username) return;

  let addedLink = false;
  const mark = (name: LoginBoxMark) => {
    item.classList.toggle('fusion-active-login', name === 'login');
    if (name === 'link' && !item.classList.contains('fusion-active-link')) {
      item.classList.add('fusion-active-link');
      addedLink = true;
    } else if (name !== 'link' && addedLink) {
      item.classList.remove('fusion-active-link');
      addedLink = false;
    }
  };
  const actor = ctx.spawn(loginBoxMachine.provide({ actions: { mark: (_args, params) => mark(params.mark) } }));

  ctx.listen(username, 'click', () => actor.send({ type: 'USERNAME_CLICKED' }));
  ctx.listen(username, 'input', () => actor.send({ type: 'USERNAME_TYPED' }));
  ctx.listen(box, 'click', (event) => {
    const target = event.target as Element;
    if (target !== username && target.matches('input')) actor.send({ type: 'OTHER_FIELD_CLICKED' });
  });
  // One document listener for every login box of the page.
  const boxes = ctx.scope.get('outside-clicks', (scope) => {
    const watchers = new Set<(target: Node) => void>();
    scope.listen('document', 'click', (event) => watchers.forEach((watch) => watch(event.target as Node)));
    return watchers;
  });
  const watch = (target: Node) => {
    if (!item.contains(target)) actor.send({ type: 'CLICKED_OUTSIDE' });
  };
  boxes.add(watch);
  return () => void boxes.delete(watch);
}
