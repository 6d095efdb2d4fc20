import { openTestbed, type Testbed } from '../../support';
import type { PluginDefinition } from '../../../kernel/types';

let testbed: Testbed | undefined;
afterEach(() => {
  testbed?.close();
  jest.restoreAllMocks();
});

describe('services opened as their code arrives', () => {
  it('reads the cookie jar and opens both storage areas once, before the first mount that uses them', async () => {
    const jarReads = jest.spyOn(Document.prototype, 'cookie', 'get');
    const areaOpens = jest.spyOn(Storage.prototype, 'length', 'get');
    const atMount: number[][] = [];
    const reader: PluginDefinition = {
      name: 'reader',
      selectors: ['.reader'],
      uses: ['cookies', 'storage'],
      load: async () => ({
        mount(_element, ctx) {
          atMount.push([jarReads.mock.calls.length, areaOpens.mock.calls.length]);
          ctx.cookies().get('seen');
          ctx.storage.local.get('seen');
        },
      }),
    };
    testbed = await openTestbed('<div class="reader"></div><div class="reader"></div>', [reader]);
    expect(atMount).toEqual([
      [1, 2],
      [2, 2],
    ]);
  });
});
