/**
 * `window.siteRuntime` set by the page before the bundle: queued definitions,
 * and the plugins a site switched off (it runs the original script there).
 */
import { waitFor } from '@testing-library/react';
import { boot } from '../../../kernel/boot';
import { isDisabled, readPageConfig } from '../../../kernel/page-config';
import type { PluginDefinition } from '../../../kernel/types';

const plugin = (name: string): PluginDefinition => ({ name, selectors: [`.${name.replace('/', '-')}`], load: async () => ({ mount: () => {} }) });
const win = window as unknown as { siteRuntime?: unknown };

afterEach(() => {
  (win.siteRuntime as { stop?: () => void } | undefined)?.stop?.();
  delete win.siteRuntime;
});

describe('page config', () => {
  it('reads a list as queued definitions and an object as { plugins, disable }, ignoring bad shapes', () => {
    expect(readPageConfig([1])).toEqual({ plugins: [1], disable: [] });
    expect(readPageConfig({ plugins: [2], disable: ['anti-spam', 3, ''] })).toEqual({ plugins: [2], disable: ['anti-spam'] });
    expect(readPageConfig({ disable: 'anti-spam' })).toEqual({ plugins: [], disable: [] });
    expect(readPageConfig(undefined)).toEqual({ plugins: [], disable: [] });
  });

  it('switches off a plugin and the plugins in its folder, not its namesakes', () => {
    const off = ['anti-spam'];
    expect(isDisabled('anti-spam', off)).toBe(true);
    expect(isDisabled('anti-spam/badge', off)).toBe(true);
    expect(isDisabled('anti-spammer', off)).toBe(false);
    expect(isDisabled(undefined, off)).toBe(false);
  });

  it('boots without the disabled built-in and queued plugins, and publishes the API', () => {
    win.siteRuntime = { disable: ['theme-shop', 'extra/off'], plugins: [plugin('extra/on'), plugin('extra/off')] };
    const runtime = boot([plugin('contact-form'), plugin('theme-shop/cart'), plugin('theme-shop')]);
    expect(runtime.stats().plugins).toEqual(['contact-form', 'extra/on']);
    expect((win.siteRuntime as { version?: string }).version).toEqual(expect.any(String));
  });

  it('reads a former folder name in disable as the folder it became', () => {
    win.siteRuntime = { disable: ['old-shop', 'old-menus/cart'] };
    const runtime = boot([plugin('new-shop/cart'), plugin('new-menus/cart'), plugin('new-menus/search'), plugin('old-shopper')], { 'old-shop': 'new-shop', 'old-menus': 'new-menus' });
    expect(runtime.stats().plugins).toEqual(['new-menus/search', 'old-shopper']);
  });

  it('holds the plugins a loaded module brings to the same disable list; a name the page registered keeps its definition', async () => {
    document.body.innerHTML = '<p class="brought"></p>';
    const mounted: string[] = [];
    const brought = (name: string, by: string): PluginDefinition => ({ name, selectors: ['.brought'], load: async () => ({ mount: () => void mounted.push(`${by} ${name}`) }) });
    const gate: PluginDefinition = {
      name: 'gate',
      page: 'always',
      load: async () => ({ mount: () => {}, plugins: [brought('gate/on', 'module'), brought('gate/off', 'module'), brought('gate/page', 'module')] }),
    };
    win.siteRuntime = { disable: ['gate/off'], plugins: [brought('gate/page', 'page')] };
    const runtime = boot([gate]);
    expect(runtime.stats().plugins).toEqual(['gate', 'gate/page']);
    await waitFor(() => expect(mounted.sort()).toEqual(['module gate/on', 'page gate/page']));
    expect(runtime.stats().plugins).toEqual(['gate', 'gate/page', 'gate/on']);
    document.body.innerHTML = '';
  });

  it('still registers a plain list of queued definitions', () => {
    win.siteRuntime = [plugin('queued')];
    expect(boot([plugin('built-in')]).stats().plugins).toEqual(['built-in', 'queued']);
  });
});
