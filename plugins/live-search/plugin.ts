/**
 * Avada's live search (docs/plugins/live-search.md): under each search form
 * with `fusion-live-search`, typing at least the minimum number of characters
 * asks admin-ajax `live_search_retrieve_posts` 500 ms after the last keystroke
 * and lists the results; the list is a combobox's listbox. Answers are cached
 * for the page by text plus post types, shared by every form, as Avada did.
 */
import { fromPromise } from 'xstate';
import { unsafeUrlWarner } from '../../adapters/safe-url';
import { answerWarnings } from '../../adapters/shapes';
import type { PluginContext } from '../../kernel/types';
import { liveSearchMachine, type SearchResultItem } from '../../machines/live-search/search';
import { readAnswer } from './answer';
import { readSearchOptions } from './form-options';
import { ACTION, cacheKey, searchRequest } from './request';
import { createResultsView } from './results-view';
import { settings, type LiveSearchSettings } from './settings';

export { settings };

const ENDPOINT = `POST admin-ajax.php?action=${ACTION}`;

interface SearchPage {
  cache: Map<string, SearchResultItem[]>;
  warn: ReturnType<ReturnType<typeof answerWarnings>>;
  unsafe: (url: string, purpose: string) => void;
  /** Numbers the lists that have no id of their own. */
  nextId(): string;
}

export function mount(form: Element, ctx: PluginContext<LiveSearchSettings>): void {
  const { vars } = ctx.settings;
  const input = form.querySelector<HTMLInputElement>('.fusion-live-search-input');
  const list = form.querySelector<HTMLElement>('.fusion-search-results');
  if (!vars.live_search || !(form instanceof HTMLElement) || !input || !list) return;

  const page = ctx.scope.get<SearchPage>('page', (scope) => {
    let lists = 0;
    const warnUnsafe = unsafeUrlWarner(scope.log);
    return {
      cache: new Map(),
      warn: answerWarnings((message) => scope.log.warn(message))(ENDPOINT),
      unsafe: (url, purpose) => warnUnsafe(url, scope.browser.document.baseURI, purpose),
      nextId: () => `fusion-live-search-results-${++lists}`,
    };
  });
  const options = readSearchOptions(form, vars);
  const http = ctx.http({ transport: 'admin_ajax', ajaxUrl: vars.ajaxurl });
  const view = createResultsView({ form, input, list, id: page.nextId() });
  ctx.onCleanup(() => view.restore());
  if (options.scrollbar) {
    const scrollbarClass = `live-results-scrollbar-${options.scrollbar}`;
    list.classList.add(scrollbarClass);
    ctx.onCleanup(() => list.classList.remove(scrollbarClass));
  }

  const search = fromPromise<SearchResultItem[], { text: string }>(async ({ input: { text }, signal }) => {
    const key = cacheKey(text, options);
    const cached = page.cache.get(key);
    if (cached) return cached;
    try {
      // endpoint: avada:live_search_retrieve_posts
      const answer = await http.request<string>(vars.ajaxurl, { method: 'POST', body: searchRequest(text, options), responseType: 'text', signal });
      const { items, wellFormed } = readAnswer(answer, form.ownerDocument.baseURI, page.warn, page.unsafe);
      if (wellFormed) page.cache.set(key, items);
      return items;
    } catch (error) {
      if (!signal.aborted) page.warn('', `the request failed (${error instanceof Error ? error.message : String(error)}); the no-results text shows`);
      throw error;
    }
  });

  const actor = ctx.spawn(
    liveSearchMachine.provide({
      actors: { search },
      actions: {
        showLoading: () => view.showLoading(true),
        hideLoading: () => view.showLoading(false),
        showResults: (_args, { results }) => {
          ctx.write(() => view.renderResults(results));
          view.open();
        },
        showEmpty: () => {
          ctx.write(() => view.renderEmpty(vars.no_search_results));
          view.open();
        },
        hideList: () => view.startFade(),
        endFade: () => view.endFade(),
        highlight: (_args, { index }) => view.highlight(index),
        follow: (_args, { result }) => ctx.browser.navigate(result.post_url),
      },
    }),
    { input: { minLength: options.minLength } },
  );

  // The list stays while the pointer is over it or the button (a click on a result must land).
  const button = form.querySelector<HTMLElement>('.fusion-search-button');
  let pointerInside = false;
  for (const area of [list, button]) {
    if (!area) continue;
    ctx.listen(area, 'pointerenter', () => void (pointerInside = true));
    ctx.listen(area, 'pointerleave', () => {
      pointerInside = false;
      if (form.ownerDocument.activeElement !== input) actor.send({ type: 'BLUR' });
    });
  }

  ctx.listen(input, 'input', () => actor.send({ type: 'INPUT', text: input.value }));
  ctx.listen(input, 'keyup', () => actor.send({ type: 'KEYUP' }));
  ctx.listen(input, 'focus', () => actor.send({ type: 'FOCUS' }));
  ctx.listen(input, 'blur', () => {
    if (!pointerInside) actor.send({ type: 'BLUR' });
  });
  ctx.listen<KeyboardEvent>(input, 'keydown', (event) => {
    const open = actor.getSnapshot().matches('showing') || actor.getSnapshot().matches('empty');
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      actor.send({ type: 'MOVE', by: event.key === 'ArrowDown' ? 1 : -1 });
    } else if (event.key === 'Enter' && actor.getSnapshot().context.active >= 0 && actor.getSnapshot().matches('showing')) {
      event.preventDefault();
      actor.send({ type: 'CHOOSE' });
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      actor.send({ type: 'ESCAPE' });
    }
  });
}
