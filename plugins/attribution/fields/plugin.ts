/**
 * Fills the inputs the checkout and registration forms post with the
 * attribution values (docs/plugins/attribution.md#markup). The page plugin
 * (`attribution`, mounted first) has put getAttributionData on the global and
 * announces changes on the bus. Inputs are built as elements with their value
 * set, so visitor-controlled UTM text stays text.
 */
import type { PluginContext } from '../../../kernel/types';
import type { SettingsOf } from '../../../adapters/settings';
import { attributionSettings } from '../settings';
import type { FieldValues } from '../visit';

export { attributionSettings as settings };
type Settings = SettingsOf<typeof attributionSettings>;
type Render = (values: FieldValues) => void;

const ELEMENT = 'wc-order-attribution-inputs';

/** The 9.x custom element: one hidden input per field, in field order. */
function renderElement(ctx: PluginContext<Settings>, host: Element): Render {
  const { prefix } = ctx.settings.global.params;
  return (values) =>
    ctx.write(() => {
      const doc = host.ownerDocument;
      host.replaceChildren(
        ...Object.entries(values).map(([field, value]) => {
          const input = doc.createElement('input');
          input.type = 'hidden';
          input.name = `${prefix}${field}`;
          input.value = value ?? '';
          return input;
        }),
      );
    });
}

/** The 8.5 generation: a plain hidden input printed by the server. */
function renderInput(ctx: PluginContext<Settings>, input: HTMLInputElement): Render {
  const field = input.name.slice(ctx.settings.global.params.prefix.length);
  return (values) => {
    input.value = values[field] ?? '';
  };
}

function rendererFor(ctx: PluginContext<Settings>, element: Element): Render | undefined {
  if (element.localName === ELEMENT) return renderElement(ctx, element);
  // Inputs inside the element are the element's own.
  if (element instanceof HTMLInputElement && !element.closest(ELEMENT)) return renderInput(ctx, element);
  return undefined;
}

export function mount(element: Element, ctx: PluginContext<Settings>): void {
  const global = ctx.global('wc_order_attribution') as { getAttributionData?: () => FieldValues } | undefined;
  // Without the page part (no global printed, or it failed) there are no values to fill in.
  if (typeof global?.getAttributionData !== 'function') return;
  const render = rendererFor(ctx, element);
  if (!render) return;
  // One bus listener for all the page's inputs, however many forms carry them.
  const renderers = ctx.scope.get('renderers', (scope) => {
    const all = new Set<Render>();
    scope.bus.on('attribution:values', (values) => all.forEach((each) => each(values)));
    return all;
  });
  renderers.add(render);
  ctx.onCleanup(() => renderers.delete(render));
  render(global.getAttributionData());
}
