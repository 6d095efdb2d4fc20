import { createMachine } from 'xstate';
import { openTestbed, type Testbed } from '../../support';

// Stately's browser inspector opens a window on the Stately site; here it is replaced
// by a recorder so the test checks what the kernel hands it.
const announced: unknown[] = [];
const inspected: unknown[] = [];
const stopped = jest.fn();
jest.mock('@statelyai/inspect', () => ({
  createBrowserInspector: () => ({
    actor: (actor: unknown, snapshot: unknown) => announced.push({ actor, snapshot }),
    inspect: { next: (event: unknown) => inspected.push(event) },
    stop: stopped,
  }),
}));

const light = createMachine({ id: 'light', initial: 'green', states: { green: { on: { NEXT: 'yellow' } }, yellow: {} } });

let testbed: Testbed;
afterEach(() => testbed.close());

it('inspect({ stately: true }) announces live actors to Stately and forwards their inspection events', async () => {
  let send: ((event: { type: 'NEXT' }) => void) | undefined;
  testbed = await openTestbed('<div class="light"></div>', [
    {
      name: 'light',
      selectors: ['.light'],
      uses: ['spawn'],
      load: async () => ({
        mount(_el, ctx) {
          const actor = ctx.spawn(light);
          send = (event) => actor.send(event);
        },
      }),
    },
  ]);
  const { runtime } = testbed;
  await runtime.inspect({ stately: true });
  expect(announced).toHaveLength(1);
  expect((announced[0] as { snapshot: { value: string } }).snapshot.value).toBe('green');
  send!({ type: 'NEXT' });
  expect(inspected.some((e) => (e as { type: string }).type === '@xstate.snapshot')).toBe(true);
  runtime.stop();
  expect(stopped).toHaveBeenCalledTimes(1);
});
