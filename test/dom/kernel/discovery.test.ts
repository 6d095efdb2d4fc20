import { recordingPlugin, runtimeWith, settle } from '../../support/harness';
import type { Runtime } from '../../../kernel/runtime';

let runtime: Runtime | undefined;
afterEach(() => {
  runtime?.stop();
  runtime = undefined;
  document.body.innerHTML = '';
});

describe('discovery and mounting', () => {
  it('mounts once per element and plugin on the initial scan, even when several selectors match', async () => {
    document.body.innerHTML = '<div class="a b" id="x"></div><div class="a"></div>';
    const plugin = recordingPlugin('p', ['.a', '.b', '#x']);
    runtime = runtimeWith([plugin.definition]);
    runtime.start();
    await settle();
    expect(plugin.mounted).toHaveLength(2);
    expect(new Set(plugin.mounted).size).toBe(2);
  });

  it('does not load a plugin whose selectors are absent, and loads it once on first match', async () => {
    const plugin = recordingPlugin('lazy', ['.lazy']);
    runtime = runtimeWith([plugin.definition]);
    runtime.start();
    await settle();
    expect(plugin.load).not.toHaveBeenCalled();
    for (let i = 0; i < 50; i++) document.body.insertAdjacentHTML('beforeend', '<p class="lazy"></p>');
    await settle();
    expect(plugin.load).toHaveBeenCalledTimes(1);
    expect(plugin.mounted).toHaveLength(50);
  });

  it('finds matches nested inside an added subtree', async () => {
    const plugin = recordingPlugin('nested', ['form .field']);
    runtime = runtimeWith([plugin.definition]);
    runtime.start();
    const wrapper = document.createElement('section');
    wrapper.innerHTML = '<form><div><span class="field"></span><span class="field"></span></div></form><span class="field"></span>';
    document.body.append(wrapper);
    await settle();
    expect(plugin.mounted).toHaveLength(2);
  });

  it('keeps an element mounted when it is moved within one batch', async () => {
    document.body.innerHTML = '<div id="from"><i class="m"></i></div><div id="to"></div>';
    const plugin = recordingPlugin('move', ['.m']);
    runtime = runtimeWith([plugin.definition]);
    runtime.start();
    await settle();
    const element = document.querySelector('.m')!;
    document.getElementById('to')!.append(element);
    element.remove();
    document.getElementById('from')!.append(element);
    await settle();
    expect(plugin.mounted).toEqual([element]);
    expect(plugin.cleaned).toEqual([]);
  });

  it('cleans up when an element leaves, and mounts again when it comes back in a later batch', async () => {
    document.body.innerHTML = '<div id="box"><i class="m"></i></div>';
    const plugin = recordingPlugin('leave', ['.m']);
    runtime = runtimeWith([plugin.definition]);
    runtime.start();
    await settle();
    const element = document.querySelector('.m')!;
    document.getElementById('box')!.remove(); // the ancestor leaves
    await settle();
    expect(plugin.cleaned).toEqual([element]);
    document.body.append(element);
    await settle();
    expect(plugin.mounted).toEqual([element, element]);
    expect(runtime.stats().mounts).toBe(1);
  });

  it('mounts a late registration on matching elements already in the page', async () => {
    document.body.innerHTML = '<b class="late"></b><b class="late"></b>';
    runtime = runtimeWith([]);
    runtime.start();
    const plugin = recordingPlugin('late', ['.late']);
    runtime.register(plugin.definition);
    await settle();
    expect(plugin.mounted).toHaveLength(2);
    document.body.insertAdjacentHTML('beforeend', '<b class="late"></b>');
    await settle();
    expect(plugin.mounted).toHaveLength(3);
  });

  it('does not discover what the runtime itself writes during mount or through context.write', async () => {
    document.body.innerHTML = '<div class="writer"></div>';
    const inner = recordingPlugin('inner', ['.inner']);
    let later: (() => void) | undefined;
    runtime = runtimeWith([
      inner.definition,
      {
        name: 'writer',
        selectors: ['.writer'],
        load: async () => ({
          mount(element, ctx) {
            element.insertAdjacentHTML('beforeend', '<span class="inner"></span>');
            later = () => ctx.write(() => element.insertAdjacentHTML('beforeend', '<span class="inner"></span>'));
          },
        }),
      },
    ]);
    runtime.start();
    await settle();
    later!();
    await settle();
    expect(document.querySelectorAll('.inner')).toHaveLength(2);
    expect(inner.mounted).toHaveLength(0);
    // The page's own writes are still discovered.
    document.body.insertAdjacentHTML('beforeend', '<span class="inner"></span>');
    await settle();
    expect(inner.mounted).toHaveLength(1);
  });

  it('re-checks selectors on the attribute changes a plugin asks for', async () => {
    document.body.innerHTML = '<div id="t"></div>';
    const plugin = recordingPlugin('attr', ['.open'], { attributes: ['class'] });
    runtime = runtimeWith([plugin.definition]);
    runtime.start();
    const target = document.getElementById('t')!;
    target.classList.add('open');
    await settle();
    expect(plugin.mounted).toEqual([target]);
    target.classList.remove('open');
    await settle();
    expect(plugin.cleaned).toEqual([target]);
  });

  it('processes a batch of many appended rows in one pass and mounts each match once', async () => {
    const plugin = recordingPlugin('rows', ['.row-hit']);
    runtime = runtimeWith([plugin.definition]);
    runtime.start();
    const list = document.createElement('ul');
    document.body.append(list);
    for (let i = 0; i < 1000; i++) {
      const li = document.createElement('li');
      if (i % 20 === 0) li.className = 'row-hit';
      list.append(li);
    }
    await settle();
    expect(plugin.mounted).toHaveLength(50);
    list.remove();
    await settle();
    expect(plugin.cleaned).toHaveLength(50);
    expect(runtime.stats().mounts).toBe(0);
  });
});
