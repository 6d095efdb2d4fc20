/**
 * A YouTube background (`[data-youtube-video-id]`): once the iframe API is
 * there, a muted-or-not, chrome-less player replaces the placeholder `div`;
 * the wrapper shows when the video plays. A looping one is checked every
 * 150 ms: restarted just before its end, and kept on its timeline (playback.ts).
 */
import type { PluginContext } from '../../../kernel/types';
import { correctDrift, LOOP_CHECK_MS, loopCheck } from './playback';
import type { YouTubeApi, YouTubeNamespace, YouTubePlayer } from './youtube-api';

/** The player settings the theme uses for backgrounds: no controls, no keyboard, no annotations. */
const PLAYER_VARS = { autohide: 1, autoplay: 1, fs: 0, showinfo: 0, modestbranding: 1, start: 0, controls: 0, rel: 0, disablekb: 1, iv_load_policy: 3, wmode: 'transparent', playsinline: 1 };

export function playYouTube(wrapper: HTMLElement, ctx: PluginContext, api: YouTubeApi): void {
  const { clock } = ctx;
  const id = wrapper.dataset.youtubeVideoId?.trim() ?? '';
  if (!/^[\w-]{11}$/.test(id)) {
    ctx.report(new TypeError(`“${id}” is not a valid YouTube video id.`));
    return;
  }
  const holder = Array.from(wrapper.children).find((child): child is HTMLElement => child.localName === 'div' && child.id !== '');
  if (!holder) {
    ctx.log.warn(`YouTube background ${id} has no placeholder element with an id: left alone`);
    return;
  }
  const muted = wrapper.dataset.mute === 'yes';
  const loops = wrapper.dataset.loop !== '0';
  let player: YouTubePlayer | undefined;
  let loopTimer: number | undefined;
  /** Where the video's timeline started (seconds on the clock), once it plays. */
  let timelineStart: number | undefined;
  let rate = 1;
  const seconds = () => clock.now() / 1000;

  const startLoopCheck = (target: YouTubePlayer) => {
    const loop = loopCheck();
    loopTimer = clock.setInterval(() => {
      const reported = target.getCurrentTime();
      const { estimate, restart } = loop.check(reported, target.getDuration(), seconds());
      if (restart) {
        target.pauseVideo();
        target.seekTo(0);
        target.playVideo();
        loop.restarted();
        timelineStart = seconds();
        return;
      }
      // Only a player that is moving is held to its timeline: a buffering one is waited for.
      if (timelineStart === undefined || estimate !== reported) return;
      const correction = correctDrift(seconds() - timelineStart, reported);
      const wanted = correction.kind === 'rate' ? correction.rate : 1;
      if (correction.kind === 'seek') target.seekTo(correction.to, true);
      if (wanted !== rate) {
        rate = wanted;
        target.setPlaybackRate?.(wanted);
      }
    }, LOOP_CHECK_MS);
  };

  const create = (yt: YouTubeNamespace) => {
    player = new yt.Player(holder.id, {
      height: 'auto',
      width: 'auto',
      videoId: id,
      playerVars: { ...PLAYER_VARS, mute: muted ? 1 : 0 },
      events: {
        onReady: (event: { target: YouTubePlayer }) => {
          if (muted) event.target.mute();
          event.target.playVideo();
          if (loops) startLoopCheck(event.target);
        },
        onStateChange: (event: { data: number; target: YouTubePlayer }) => {
          if (event.data === yt.PlayerState.PLAYING) {
            wrapper.style.opacity = '1';
            timelineStart ??= seconds() - event.target.getCurrentTime();
          } else if (event.data === yt.PlayerState.ENDED && loops) {
            event.target.seekTo(0);
            timelineStart = seconds();
          }
        },
      },
    });
  };

  const stopWaiting = api.whenReady((yt) => ctx.write(() => create(yt)));
  ctx.onCleanup(() => {
    stopWaiting();
    clock.clearInterval(loopTimer);
    try {
      player?.destroy();
    } catch (error) {
      ctx.log.debug('YouTube player destroy failed', error);
    }
  });
}
