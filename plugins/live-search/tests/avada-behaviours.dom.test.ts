/** Behaviours of Avada's live search a new user meets on its markup (issue 21). */
import { fireEvent } from '@testing-library/dom';
import { json, openTestbed, type Answer, type Testbed } from '../../../test/support';
import { DEBOUNCE_MS } from '../../../machines/live-search/search';
import { liveSearch } from '../definition';
import { GUIDE, LAMP, liveSearchGlobals, ROUTE } from './avada';

let testbed: Testbed;
afterEach(() => testbed?.close());

async function open(answer: Answer) {
  testbed = await openTestbed(['live-search/theme-search.html'], [liveSearch], { globals: liveSearchGlobals(), routes: { [ROUTE]: answer }, url: '/search-demo/', quiet: true });
}

const input = () => document.querySelector<HTMLInputElement>('.fusion-live-search-input')!;
const requests = () => testbed.site.requestsTo(ROUTE);

it('a result whose image_url is false (PHP\'s no thumbnail) shows no image', async () => {
  await open(json([{ ...LAMP, image_url: false }, GUIDE]));
  input().focus();
  input().value = 'lamp';
  fireEvent.input(input());
  await testbed.settle(DEBOUNCE_MS);
  const results = document.querySelectorAll('a.fusion-search-result');
  expect(results).toHaveLength(2);
  expect(results[0]!.querySelector('img, .fusion-search-image')).toBeNull();
});

it(`asks the server ${DEBOUNCE_MS} ms after the last key is released, as Avada's keyup timer does, not ${DEBOUNCE_MS} ms after the key went down`, async () => {
  await open(json([LAMP]));
  const field = input();
  field.focus();
  fireEvent.keyDown(field, { key: 'p' });
  field.value = 'lamp';
  fireEvent.input(field);
  await testbed.settle(300);
  fireEvent.keyUp(field, { key: 'p' });
  await testbed.settle(DEBOUNCE_MS - 100);
  expect(requests()).toHaveLength(0);
  await testbed.settle(100);
  expect(requests()).toHaveLength(1);
});
