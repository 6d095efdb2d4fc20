/**
 * A Vimeo background (`[data-vimeo-video-id]`): its id is checked as Vimeo's
 * library checks it. The iframe the theme printed is driven through Vimeo's
 * postMessage API (volume, and the first `timeupdate` shows the wrapper). A
 * wrapper without one asks Vimeo's oEmbed endpoint about the video and builds
 * the background player from the answer. Every failure ends in the library's
 * message, reported once, and the container's own background.
 */
import { isAborted, isHttpError } from '../../../adapters/http-error';
import type { PluginContext } from '../../../kernel/types';
import { oEmbedAnswer } from './settings';
import { providerAddress, VIMEO_OEMBED, VIMEO_OEMBED_META, VIMEO_PLAYER_ORIGIN } from './third-party';
import { oEmbedFailure, vimeoSource } from './vimeo-source';

type Context = PluginContext & { http: NonNullable<PluginContext['http']> };

function readMessage(data: unknown): { event?: string; method?: string } {
  if (typeof data === 'string') {
    try {
      return JSON.parse(data) as { event?: string };
    } catch {
      return {};
    }
  }
  return data !== null && typeof data === 'object' ? (data as { event?: string }) : {};
}

/** What the background needs to know: the video's id and its shape (for the cover sizing). */
export interface VimeoVideo {
  id: string;
  aspectRatio?: string;
}

async function askOEmbed(ctx: Context, url: string): Promise<VimeoVideo> {
  const endpoint = providerAddress(ctx.browser, VIMEO_OEMBED_META, VIMEO_OEMBED);
  let raw: unknown;
  try {
    // endpoint: vimeo:oembed
    raw = await ctx.http({ transport: 'rest' }).request(endpoint, { query: { url, background: '1', autoplay: '1', loop: '1', muted: '1' }, responseType: 'json' });
  } catch (error) {
    if (isAborted(error)) throw error;
    throw new Error(oEmbedFailure(url, isHttpError(error) ? (error.status ?? 0) : 0));
  }
  const answer = oEmbedAnswer.parse(raw, 'oEmbed', (path, problem) => ctx.log.warn(`Vimeo oEmbed answer: field ${path}: ${problem}; using the default`));
  if (answer.domain_status_code === 403) throw new Error(oEmbedFailure(url, 403));
  if (!answer.video_id) throw new Error(oEmbedFailure(url, 0));
  return { id: String(answer.video_id), aspectRatio: answer.width && answer.height ? `${answer.width}:${answer.height}` : undefined };
}

function buildFrame(ctx: Context, wrapper: HTMLElement, video: VimeoVideo): HTMLIFrameElement {
  const frame = ctx.browser.document.createElement('iframe');
  frame.className = 'fusion-container-video-bg';
  frame.title = 'Background video';
  frame.setAttribute('allow', 'autoplay; fullscreen');
  frame.src = `${VIMEO_PLAYER_ORIGIN}/video/${encodeURIComponent(video.id)}?background=1&autoplay=1&loop=1&byline=0&title=0&muted=1&dnt=1`;
  ctx.write(() => wrapper.append(frame));
  ctx.onCleanup(() => frame.remove());
  if (video.aspectRatio && !wrapper.dataset.videoAspectRatio) wrapper.dataset.videoAspectRatio = video.aspectRatio;
  return frame;
}

function drive(ctx: Context, wrapper: HTMLElement, frame: HTMLIFrameElement): void {
  const post = (method: string, value?: unknown) => {
    ctx.browser.postToFrame(frame, JSON.stringify(value === undefined ? { method } : { method, value }), VIMEO_PLAYER_ORIGIN);
  };
  const ready = () => {
    post('addEventListener', 'timeupdate');
    if (wrapper.dataset.mute === 'yes') post('setVolume', 0);
    if (wrapper.dataset.mute === 'no') post('setVolume', 1);
  };
  ctx.listen(frame, 'load', ready);
  ctx.listen<MessageEvent>('window', 'message', (event) => {
    if (event.origin !== VIMEO_PLAYER_ORIGIN || !ctx.browser.sentByFrame(event, frame)) return;
    const message = readMessage(event.data);
    if (message.event === 'ready') ready();
    if (message.event === 'timeupdate' || message.event === 'play' || message.event === 'playProgress') wrapper.style.opacity = '1';
  });
}

export function playVimeo(wrapper: HTMLElement, ctx: Context, sized: () => void): void {
  const source = vimeoSource(wrapper.dataset.vimeoVideoId ?? '');
  if (!source.ok) {
    ctx.report(new TypeError(source.message));
    return;
  }
  const printed = wrapper.querySelector<HTMLIFrameElement>(':scope > iframe, iframe[data-privacy-type="vimeo"]');
  if (printed) return drive(ctx, wrapper, printed);
  askOEmbed(ctx, source.url).then(
    (video) => {
      drive(ctx, wrapper, buildFrame(ctx, wrapper, video));
      sized();
    },
    (error: unknown) => {
      if (isAborted(error)) return;
      ctx.report(error);
    },
  );
}
