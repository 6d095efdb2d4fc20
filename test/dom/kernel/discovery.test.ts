import { SelectorIndex } from '../../../kernel/selector-index';
import { createFakeClock, openTestbed, recordingPlugin, type Testbed } from '../../support';

/** A simulated clock whose tasks are counted: `tasks()` is how many the kernel has yielded so far. */
function taskCountingClock() {
  const clock = createFakeClock();
  let count = 0;
  clock.nextTask = () => {
    count++;
    return Promise.resolve();
  };
  return { clock, tasks: () => count };
}

/** Runs the promise jobs queued so far (and those they queue), within the same simulated task. */
async function flushPromises() {
  for (let i = 0; i < 50; i++) await Promise.resolve();
}

let testbed: Testbed | undefined;
afterEach(() => testbed?.close());

describe('discovery and mounting', () => {
  it('mounts once per element and plugin on the initial scan, even when several selectors match', async () => {
    const plugin = recordingPlugin('p', ['.a', '.b', '#x']);
    testbed = await openTestbed('<div class="a b" id="x"></div><div class="a"></div>', [plugin.definition]);
    expect(plugin.mounted).toHaveLength(2);
    expect(new Set(plugin.mounted).size).toBe(2);
  });

  it('does not load a plugin whose selectors are absent, and loads it once on first match', async () => {
    const plugin = recordingPlugin('lazy', ['.lazy']);
    testbed = await openTestbed('', [plugin.definition]);
    expect(plugin.load).not.toHaveBeenCalled();
    for (let i = 0; i < 50; i++) document.body.insertAdjacentHTML('beforeend', '<p class="lazy"></p>');
    await testbed.settle();
    expect(plugin.load).toHaveBeenCalledTimes(1);
    expect(plugin.mounted).toHaveLength(50);
  });

  it('finds matches nested inside an added subtree', async () => {
    const plugin = recordingPlugin('nested', ['form .field']);
    testbed = await openTestbed('', [plugin.definition]);
    const wrapper = document.createElement('section');
    wrapper.innerHTML = '<form><div><span class="field"></span><span class="field"></span></div></form><span class="field"></span>';
    document.body.append(wrapper);
    await testbed.settle();
    expect(plugin.mounted).toHaveLength(2);
  });

  it('mounts a bare-id selector on an element added later, deep in a subtree, once', async () => {
    const plugin = recordingPlugin('side', ['#side-header']);
    testbed = await openTestbed('<main></main>', [plugin.definition]);
    document.querySelector('main')!.insertAdjacentHTML('beforeend', '<div><section><div id="side-header"></div></section></div>');
    await testbed.settle();
    document.body.insertAdjacentHTML('beforeend', '<p>more markup</p>');
    await testbed.settle();
    expect(plugin.mounted).toEqual([document.getElementById('side-header')]);
  });

  it('keeps an element mounted when it is moved within one batch', async () => {
    const plugin = recordingPlugin('move', ['.m']);
    testbed = await openTestbed('<div id="from"><i class="m"></i></div><div id="to"></div>', [plugin.definition]);
    const element = document.querySelector('.m')!;
    document.getElementById('to')!.append(element);
    element.remove();
    document.getElementById('from')!.append(element);
    await testbed.settle();
    expect(plugin.mounted).toEqual([element]);
    expect(plugin.cleaned).toEqual([]);
  });

  it('cleans up when an element leaves, and mounts again when it comes back in a later batch', async () => {
    const plugin = recordingPlugin('leave', ['.m']);
    testbed = await openTestbed('<div id="box"><i class="m"></i></div>', [plugin.definition]);
    const element = document.querySelector('.m')!;
    document.getElementById('box')!.remove(); // the ancestor leaves
    await testbed.settle();
    expect(plugin.cleaned).toEqual([element]);
    document.body.append(element);
    await testbed.settle();
    expect(plugin.mounted).toEqual([element, element]);
    expect(testbed.runtime.stats().mounts).toBe(1);
  });

  it('mounts a late registration on matching elements already in the page', async () => {
    testbed = await openTestbed('<b class="late"></b><b class="late"></b>', []);
    const plugin = recordingPlugin('late', ['.late']);
    testbed.runtime.register(plugin.definition);
    await testbed.settle();
    expect(plugin.mounted).toHaveLength(2);
    document.body.insertAdjacentHTML('beforeend', '<b class="late"></b>');
    await testbed.settle();
    expect(plugin.mounted).toHaveLength(3);
  });

  it('does not discover what the runtime itself writes during mount or through context.write', async () => {
    const inner = recordingPlugin('inner', ['.inner']);
    let later: (() => void) | undefined;
    testbed = await openTestbed('<div class="writer"></div>', [
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
    later!();
    await testbed.settle();
    expect(document.querySelectorAll('.inner')).toHaveLength(2);
    expect(inner.mounted).toHaveLength(0);
    // The page's own writes are still discovered.
    document.body.insertAdjacentHTML('beforeend', '<span class="inner"></span>');
    await testbed.settle();
    expect(inner.mounted).toHaveLength(1);
  });

  it('re-checks selectors on the attribute changes a plugin asks for', async () => {
    const plugin = recordingPlugin('attr', ['.open'], { attributes: ['class'] });
    testbed = await openTestbed('<div id="t"></div>', [plugin.definition]);
    const target = document.getElementById('t')!;
    target.classList.add('open');
    await testbed.settle();
    expect(plugin.mounted).toEqual([target]);
    target.classList.remove('open');
    await testbed.settle();
    expect(plugin.cleaned).toEqual([target]);
  });

  it('processes a batch of many appended rows in one pass and mounts each match once', async () => {
    const plugin = recordingPlugin('rows', ['.row-hit']);
    testbed = await openTestbed('', [plugin.definition]);
    const list = document.createElement('ul');
    document.body.append(list);
    for (let i = 0; i < 1000; i++) {
      const li = document.createElement('li');
      if (i % 20 === 0) li.className = 'row-hit';
      list.append(li);
    }
    await testbed.settle();
    expect(plugin.mounted).toHaveLength(50);
    list.remove();
    await testbed.settle();
    expect(plugin.cleaned).toHaveLength(50);
    expect(testbed.runtime.stats().mounts).toBe(0);
  });

  it('discovers a container filled in one append in one query over it, each candidate once, and never its older children', async () => {
    const plugin = recordingPlugin('filled', ['.hit']);
    testbed = await openTestbed('<ul id="empty"></ul><ul id="used"><li id="old"></li></ul>', [plugin.definition]);
    const rows = (n: number) => {
      const fragment = document.createDocumentFragment();
      for (let i = 0; i < n; i++) {
        const li = document.createElement('li');
        li.innerHTML = i % 2 ? '<b class="hit"></b>' : 'text';
        if (i % 3 === 0) li.className = 'hit';
        fragment.append(li, ' ');
      }
      return fragment;
    };
    const spy = jest.spyOn(SelectorIndex.prototype, 'match');
    const query = jest.spyOn(Element.prototype, 'querySelectorAll');
    const list = document.getElementById('empty')!;
    list.append(rows(6));
    await testbed.settle();
    // Six rows with their text nodes, all new: one query over the list (the selectors' keys) picks the
    // candidates, each met once by the index, the list itself not at all, nor an element without a key.
    const met = spy.mock.calls.map(([element]) => element);
    const queries = query.mock.calls.filter(([selector]) => selector.includes('.hit'));
    spy.mockRestore();
    query.mockRestore();
    expect(met).toEqual(Array.from(list.querySelectorAll('.hit')));
    expect(queries).toHaveLength(1);
    expect(plugin.mounted).toHaveLength(5);
    // A class set on an older child without attribute watching is not news; appending beside it must not find it.
    document.getElementById('old')!.className = 'hit';
    document.getElementById('used')!.append(rows(6));
    await testbed.settle();
    expect(plugin.mounted).toHaveLength(10);
    expect(plugin.mounted).not.toContain(document.getElementById('old'));
  });

  it('discovers a run of siblings inserted between older ones, text at its ends included, and nothing beyond its ends', async () => {
    const plugin = recordingPlugin('run', ['.hit']);
    testbed = await openTestbed('<ul id="list"><li id="before"></li><li id="after"></li></ul>', [plugin.definition]);
    const list = document.getElementById('list')!;
    const after = document.getElementById('after')!;
    // Classes set on the older children without attribute watching are not news: finding them would be a walk past the run.
    document.getElementById('before')!.className = 'hit';
    after.className = 'hit';
    await testbed.settle();
    const run = document.createRange().createContextualFragment(' <li class="hit"></li><li><b class="hit"></b></li> ');
    list.insertBefore(run, after);
    await testbed.settle();
    expect(plugin.mounted).toEqual([list.children[1], list.querySelector('b')]);
    // A run of text alone: the element after its first node is `after`, past the element before its last.
    list.insertBefore(document.createRange().createContextualFragment(' <!-- --> '), after);
    await testbed.settle();
    expect(plugin.mounted).toHaveLength(2);
  });

  it('a selector without a class or tag to key it ([data-x]) still finds its elements in new markup', async () => {
    const plugin = recordingPlugin('keyless', ['[data-keyless]']);
    testbed = await openTestbed('<div id="host"></div>', [plugin.definition]);
    document.getElementById('host')!.innerHTML = '<p><span data-keyless></span></p><i data-keyless></i><b></b>';
    await testbed.settle();
    expect(plugin.mounted).toEqual(Array.from(document.querySelectorAll('[data-keyless]')));
  });

  it('mounts the matches that waited for the code in later tasks, a new one whenever a slice of light mounts ran 8 ms', async () => {
    const { clock, tasks } = taskCountingClock();
    const slices: number[] = [];
    const definition = {
      name: 'slow',
      selectors: ['.slow'],
      load: async () => ({
        mount() {
          slices.push(tasks());
          clock.advance(3);
        },
      }),
    };
    testbed = await openTestbed('<i class="slow"></i>'.repeat(5), [definition], { clock });
    // Not in the task that loaded the code; then three 3 ms mounts per slice (the slice has run 9 ms), each slice a task of its own.
    const first = slices[0]!;
    expect(first).toBeGreaterThanOrEqual(1);
    expect(slices).toEqual([first, first, first, first + 1, first + 1]);
    expect(testbed.runtime.stats().mounts).toBe(5);
  });

  it('mounts at once the matches whose code arrived in the task that found them; code that came after a task boundary waits for a slice', async () => {
    const clock = createFakeClock();
    testbed = await openTestbed('', [], { clock });
    // From here on a task ends only when the test says so.
    const taskEnds: (() => void)[] = [];
    clock.nextTask = () => new Promise<void>((resolve) => taskEnds.push(resolve));
    const endTask = async () => {
      for (let end = taskEnds.shift(); end; end = taskEnds.shift()) end();
      await flushPromises();
    };
    const quick = recordingPlugin('quick', ['.quick']);
    let arrive!: () => void;
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    const late = recordingPlugin('late', ['.late']);
    const lateDefinition = { ...late.definition, load: () => arrived.then(() => late.load()) };
    testbed.runtime.register(quick.definition);
    testbed.runtime.register(lateDefinition);

    document.body.insertAdjacentHTML('beforeend', '<i class="quick"></i>'.repeat(3) + '<i class="late"></i>'.repeat(2));
    await flushPromises();
    // The quick plugin's code was in: its matches mounted in this task, with no yield before them.
    expect(quick.mounted).toHaveLength(3);
    expect(late.mounted).toHaveLength(0);
    // Two plugins started loading in this task: one yield marks its end for both.
    expect(taskEnds).toHaveLength(1);

    // The late plugin's code comes in a later task (a chunk's evaluation): its mounts wait for a slice of their own.
    await endTask();
    arrive();
    await flushPromises();
    expect(late.mounted).toHaveLength(0);
    await endTask();
    expect(late.mounted).toHaveLength(2);
  });

  it('runs the slices back to back: each one a task of the yield primitive, started the moment the last ended, none on a timer', async () => {
    const clock = createFakeClock();
    const yieldedAt: number[] = [];
    clock.nextTask = () => {
      yieldedAt.push(clock.now());
      return Promise.resolve();
    };
    const waits = [jest.spyOn(clock, 'setTimeout'), jest.spyOn(clock, 'setInterval'), jest.spyOn(clock, 'requestAnimationFrame')];
    const startedAt: number[] = [];
    const definition = {
      name: 'slow',
      selectors: ['.slow'],
      load: async () => ({
        mount() {
          startedAt.push(clock.now());
          clock.advance(3);
        },
      }),
    };
    testbed = await openTestbed('<i class="slow"></i>'.repeat(5), [definition], { clock });
    expect(testbed.runtime.stats().mounts).toBe(5);
    // A slice of three 3 ms mounts, then two: no time passes between them but the mounts' own.
    const first = startedAt[0]!;
    expect(startedAt).toEqual([first, first + 3, first + 6, first + 9, first + 12]);
    // One yield before each slice, when the one before it ended; no timer, interval or frame asked for.
    expect(yieldedAt.filter((at) => at > first)).toEqual([first + 9]);
    expect(yieldedAt).toContain(first);
    for (const wait of waits) expect(wait).not.toHaveBeenCalled();
  });

  it('mounts the matches of several plugins whose code arrived together in one later task', async () => {
    const { clock, tasks } = taskCountingClock();
    const mountedIn: number[] = [];
    const plugins = ['one', 'two', 'three'].map((name) => ({
      name,
      selectors: [`.${name}`],
      load: async () => ({ mount: () => void mountedIn.push(tasks()) }),
    }));
    testbed = await openTestbed('<i class="one"></i><i class="two"></i><i class="three"></i>', plugins, { clock });
    expect(mountedIn).toHaveLength(3);
    expect(new Set(mountedIn).size).toBe(1);
  });

  it('starts a slice for a heavy mount: one of a plugin whose mount took 4 ms, or of one not measured yet once the slice ran 4 ms', async () => {
    const { clock, tasks } = taskCountingClock();
    const mountedIn: string[] = [];
    const plugin = (name: string, ms: number) => ({
      name,
      selectors: [`.${name}`],
      load: async () => ({
        mount() {
          mountedIn.push(`${name}@${tasks()}`);
          clock.advance(ms);
        },
      }),
    });
    testbed = await openTestbed('<i class="light"></i>'.repeat(3) + '<i class="heavy"></i>'.repeat(2) + '<i class="next"></i>', [plugin('light', 2), plugin('heavy', 6), plugin('next', 0)], {
      clock,
    });
    const first = Number(mountedIn[0]!.split('@')[1]);
    // The light mounts share a slice; the heavy plugin's first mount (not measured yet, the slice at 6 ms)
    // and its second (known heavy) start one each, and so does the next plugin's after them.
    expect(mountedIn).toEqual([`light@${first}`, `light@${first}`, `light@${first}`, `heavy@${first + 1}`, `heavy@${first + 2}`, `next@${first + 3}`]);
  });

  it('skips a waiting match whose element left between two slices', async () => {
    const clock = createFakeClock();
    const plugin = recordingPlugin('leaves', ['.leaves']);
    const load = plugin.definition.load;
    plugin.definition.load = async () => {
      const module = (await load()) as { mount(element: Element): () => void };
      // A slow mount: one per slice.
      return { mount: (element: Element) => (clock.advance(10), module.mount(element)) };
    };
    let tasks = 0;
    clock.nextTask = () => {
      // Between the first and the second slice, the page removes the second match.
      if (tasks++ === 1) document.querySelectorAll('.leaves')[1]!.remove();
      return Promise.resolve();
    };
    testbed = await openTestbed('<i class="leaves"></i><i class="leaves"></i><i class="leaves"></i>', [plugin.definition], { clock });
    expect(plugin.mounted).toHaveLength(2);
    expect(plugin.mounted.every((element) => element.isConnected)).toBe(true);
    expect(testbed.runtime.stats().mounts).toBe(2);
  });

  describe('the first pass over the document at start', () => {
    /** A clock that moves 3 ms at every reading: the pass's slices end after a few readings. */
    function movingClock() {
      const clock = createFakeClock();
      let now = clock.now();
      clock.now = () => (now += 3);
      const yields: number[] = [];
      let onYield: (() => void) | undefined;
      clock.nextTask = () => {
        yields.push(yields.length);
        onYield?.();
        onYield = undefined;
        return Promise.resolve();
      };
      return { clock, yields, beforeNextYield: (act: () => void) => (onYield = act) };
    }
    const rows = (n: number) => '<i class="row"></i>'.repeat(n);

    it('walks a large document in slices, a task of the yield primitive each, mounting in document order', async () => {
      const { clock, yields } = movingClock();
      const waits = [jest.spyOn(clock, 'setTimeout'), jest.spyOn(clock, 'setInterval'), jest.spyOn(clock, 'requestAnimationFrame')];
      const plugin = recordingPlugin('rows', ['.row']);
      testbed = await openTestbed(rows(600), [plugin.definition], { clock, start: false });
      testbed.runtime.start();
      // Start mounts the page plugins; the next task files the selector index, the one after begins the pass.
      expect(testbed.runtime.stats().mounts).toBe(0);
      await Promise.resolve();
      expect(testbed.runtime.stats().mounts).toBe(0);
      await Promise.resolve();
      // That task walked one slice and handed its matches over; the rest waits for later tasks.
      const found = testbed.runtime.stats().mounts;
      expect(found).toBeGreaterThan(0);
      expect(found).toBeLessThan(600);
      expect(yields.length).toBeGreaterThan(0);
      await testbed.settle();
      expect(plugin.mounted).toEqual(Array.from(document.querySelectorAll('.row')));
      for (const wait of waits) expect(wait).not.toHaveBeenCalled();
    });

    it('walks a small document in one go, in the task after the one that files the selector index', async () => {
      const plugin = recordingPlugin('rows', ['.row']);
      testbed = await openTestbed(rows(20), [plugin.definition], { start: false });
      testbed.runtime.start();
      expect(testbed.runtime.stats().mounts).toBe(0);
      await Promise.resolve();
      expect(testbed.runtime.stats().mounts).toBe(0);
      await Promise.resolve();
      expect(testbed.runtime.stats().mounts).toBe(20);
    });

    it('starts no pass once the runtime stopped between filing the index and the pass', async () => {
      const { clock, beforeNextYield } = movingClock();
      const plugin = recordingPlugin('rows', ['.row']);
      testbed = await openTestbed(rows(20), [plugin.definition], { clock, start: false });
      testbed.runtime.start();
      // The yields start asked for are behind; the next one is the filing task's, before the pass.
      beforeNextYield(() => testbed!.runtime.stop());
      await testbed.settle();
      expect(plugin.load).not.toHaveBeenCalled();
      expect(testbed.runtime.stats().mounts).toBe(0);
    });

    it('starts no pass once the runtime stopped before the task it was to begin in', async () => {
      const plugin = recordingPlugin('rows', ['.row']);
      testbed = await openTestbed(rows(20), [plugin.definition], { start: false });
      testbed.runtime.start();
      testbed.runtime.stop();
      await testbed.settle();
      expect(plugin.load).not.toHaveBeenCalled();
      expect(testbed.runtime.stats().mounts).toBe(0);
    });

    it('passes over an element that left between two slices, and mounts one added meanwhile once', async () => {
      const { clock, beforeNextYield } = movingClock();
      const plugin = recordingPlugin('rows', ['.row']);
      testbed = await openTestbed(rows(600), [plugin.definition], { clock, start: false });
      const last = document.querySelectorAll('.row')[599]!;
      testbed.runtime.start();
      // Between the pass's first slice and its second.
      beforeNextYield(() => {
        last.remove();
        document.body.insertAdjacentHTML('afterbegin', '<i class="row" id="late"></i>');
      });
      await testbed.settle();
      expect(plugin.mounted).not.toContain(last);
      expect(plugin.mounted.filter((element) => element.id === 'late')).toHaveLength(1);
      expect(plugin.mounted).toHaveLength(600);
      expect(testbed.runtime.stats().mounts).toBe(600);
    });

    it('goes no further once the runtime stopped between two slices', async () => {
      const { clock, beforeNextYield } = movingClock();
      const plugin = recordingPlugin('rows', ['.row']);
      testbed = await openTestbed(rows(600), [plugin.definition], { clock, start: false });
      testbed.runtime.start();
      // Once the index is filed (the task after start's), the next yield ends the pass's first slice.
      await Promise.resolve();
      beforeNextYield(() => testbed!.runtime.stop());
      await testbed.settle();
      expect(plugin.load).toHaveBeenCalledTimes(1);
      expect(plugin.mounted).toEqual([]);
      expect(testbed.runtime.stats().mounts).toBe(0);
    });
  });
});
