/**
 * Avada's video backgrounds (docs/plugins/effects.md#video-backgrounds): a
 * YouTube or Vimeo video behind a container, sized to cover it. It runs only
 * when the theme has the provider on and the visitor's privacy consent allows
 * it; with reduced motion the video is not started at all (the container's own
 * background shows). The size is worked out 100 ms and 1000 ms after mount,
 * 500 ms after load, and on every resize.
 */
import type { SettingsOf } from '../../../adapters/shapes';
import type { PluginContext } from '../../../kernel/types';
import { afterLoad } from '../load';
import { prefersReducedMotion } from '../motion';
import { aspectRatioOf, coverSize, type Box } from './cover';
import { providerOn, settings } from './settings';
import { youTubeApi } from './youtube-api';
import { playYouTube } from './youtube-player';
import { playVimeo } from './vimeo-player';

export { settings };

/** When the size is worked out again after mount, and after the load event. */
export const RESIZE_AFTER_MOUNT_MS = [100, 1000] as const;
export const RESIZE_AFTER_LOAD_MS = 500;

type Context = PluginContext<SettingsOf<typeof settings>>;

const px = (value: string) => parseFloat(value) || 0;

export function mount(element: Element, ctx: Context): void {
  const wrapper = element as HTMLElement;
  const provider = wrapper.hasAttribute('data-youtube-video-id') ? 'youtube' : wrapper.hasAttribute('data-vimeo-video-id') ? 'vimeo' : undefined;
  if (!provider) return;
  const { vars } = ctx.settings;
  if (!providerOn(provider === 'youtube' ? vars.status_yt : vars.status_vimeo)) return;
  const consent = ctx.global('fusionGetConsent');
  if (typeof consent === 'function' && !(consent as (kind: string) => unknown)(provider)) return;
  const { browser, clock } = ctx;
  if (prefersReducedMotion(browser)) return;
  const container = wrapper.parentElement;
  if (!container) return;

  const printedOverflow = container.style.overflow;
  container.style.overflow = 'hidden';
  let cover: HTMLElement | undefined;
  ctx.onCleanup(() => {
    container.style.overflow = printedOverflow;
    cover?.remove();
  });

  const measure = (): Box | undefined => {
    if (!wrapper.querySelector('iframe')) return undefined;
    const style = browser.computedStyle(container);
    return {
      width: container.offsetWidth,
      height: container.offsetHeight,
      innerWidth: container.clientWidth - px(style.paddingLeft) - px(style.paddingRight),
      innerHeight: container.clientHeight - px(style.paddingTop) - px(style.paddingBottom),
    };
  };
  const apply = (box: Box | undefined) => {
    const frame = wrapper.querySelector<HTMLIFrameElement>('iframe');
    if (!box || !frame || !frame.parentElement) return;
    const size = coverSize(box, aspectRatioOf(wrapper.dataset.videoAspectRatio), container.classList.contains('fusion-flex-container'));
    if (!cover) {
      const made = browser.document.createElement('div');
      made.className = 'fusion-video-cover';
      ctx.write(() => frame.parentElement!.prepend(made));
      cover = made;
    }
    // The cover keeps the player's own controls and menus out of reach.
    Object.assign(cover.style, { position: 'absolute', zIndex: '0', width: `${size.width}px`, height: `${size.height}px` });
    Object.assign(frame.style, { width: `${size.width}px`, height: `${size.height}px`, zIndex: '-1' });
    Object.assign(frame.parentElement.style, {
      marginTop: `${size.marginTop}px`,
      marginLeft: size.marginLeft === null ? 'auto' : `${size.marginLeft}px`,
      marginRight: size.marginLeft === null ? 'auto' : '0',
    });
  };
  const resize = () => apply(measure());

  for (const delay of RESIZE_AFTER_MOUNT_MS) clock.setTimeout(resize, delay);
  afterLoad(ctx, () => clock.setTimeout(resize, RESIZE_AFTER_LOAD_MS));
  ctx.onCleanup(
    browser.followViewport((_viewport, changes) => {
      if (!changes.resized) return;
      const box = measure();
      return () => apply(box);
    }),
  );

  if (provider === 'youtube') playYouTube(wrapper, ctx, youTubeApi(ctx));
  else playVimeo(wrapper, ctx, resize);
}
