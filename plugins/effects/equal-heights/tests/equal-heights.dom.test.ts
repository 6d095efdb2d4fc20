import { effectEqualHeights } from '../definition';
import { FRAME_MS, openTestbed, type FakeLayout, type LaidOutTestbed } from '../../../../test/support';

let testbed: LaidOutTestbed;
let layout: FakeLayout;
const byId = (id: string) => document.getElementById(id)!;

async function open(options: { width?: number; globals?: Record<string, unknown>; quiet?: boolean } = {}) {
  testbed = await openTestbed('effects/equal-heights.html', [effectEqualHeights], {
    globals: options.globals ?? { fusionEqualHeightVars: { content_break_point: '800' } },
    quiet: options.quiet,
    layout: {
      width: options.width ?? 1280,
      height: 800,
      place: (layout) => {
        layout.place(byId('column-short'), { top: 0, height: 120 });
        layout.place(byId('column-tall'), { top: 0, height: 300 });
        layout.place(byId('column-nested'), { top: 0, height: 200 });
        layout.place(byId('inner-a'), { top: 0, height: 60 });
        layout.place(byId('inner-b'), { top: 0, height: 90 });
      },
    },
  });
  layout = testbed.layout;
}

afterEach(() => {
  testbed.close();
  expect(testbed.leaks.check()).toEqual([]);
});

describe('equal heights on Avada markup', () => {
  it('[FX-031] 100 ms after load each row\'s column wrappers get the tallest one\'s height; nested rows on their own', async () => {
    await open();
    await testbed.settle(99);
    expect(byId('column-short').style.minHeight).toBe('');
    await testbed.settle(1);
    expect(byId('column-short').style.minHeight).toBe('300px');
    expect(byId('column-nested').style.minHeight).toBe('300px');
    expect(byId('inner-a').style.minHeight).toBe('90px');
    expect(byId('inner-b').style.minHeight).toBe('90px');
    // A centred column leaves room for its padding.
    expect(byId('column-tall').style.minHeight).toBe('260px');
    expect(byId('centered-content').style.minHeight).toBe('260px');
  });

  it('[FX-032] 500 ms after the window width last changed, the heights are worked out again', async () => {
    await open();
    await testbed.settle(100);
    layout.place(byId('column-tall'), { top: 0, height: 420 });
    layout.resize(1100, 800);
    await testbed.settle(FRAME_MS);
    layout.resize(1000, 800);
    await testbed.settle(FRAME_MS + 499);
    expect(byId('column-short').style.minHeight).toBe('300px');
    await testbed.settle(1);
    expect(byId('column-short').style.minHeight).toBe('420px');
  });

  it('content revealed later (layout:refresh on a product tab holding the columns) is measured again at once', async () => {
    await open();
    await testbed.settle(100);
    layout.place(byId('column-tall'), { top: 0, height: 420 });
    testbed.runtime.bus.emit('layout:refresh', document.body);
    expect(byId('column-short').style.minHeight).toBe('420px');
  });

  it('[FX-032] a change of height alone (a phone\'s address bar) does not', async () => {
    await open();
    await testbed.settle(100);
    layout.place(byId('column-tall'), { top: 0, height: 420 });
    layout.resize(1280, 700);
    await testbed.settle(FRAME_MS + 600);
    expect(byId('column-short').style.minHeight).toBe('300px');
  });

  it('below the content break point the min-heights are taken off', async () => {
    await open();
    await testbed.settle(100);
    layout.resize(700, 800);
    await testbed.settle(FRAME_MS + 500);
    expect(byId('column-short').style.minHeight).toBe('');
    expect(byId('centered-content').style.minHeight).toBe('');
  });

  it('an empty row marks its columns; a malformed break point warns and 800 applies', async () => {
    await open({ width: 801, quiet: true, globals: { fusionEqualHeightVars: { content_break_point: 'tablet' } } });
    expect(testbed.console.warn.mock.calls.flat().join(' ')).toContain('fusionEqualHeightVars.content_break_point');
    for (const id of ['column-short', 'column-tall', 'column-nested']) layout.place(byId(id), { top: 0, height: 0 });
    await testbed.settle(100);
    expect(byId('column-short')).toHaveAttribute('data-empty-column', 'true');
  });
});
