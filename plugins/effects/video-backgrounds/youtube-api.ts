/**
 * YouTube's iframe API, loaded once per page and only when a background video
 * needs it (machines/effects/youtube-api.ts decides when to give up). Lives in
 * the plugin's scope: every YouTube background of the page waits on the same load.
 */
import type { PluginContext } from '../../../kernel/types';
import { youTubeApiMachine } from '../../../machines/effects/youtube-api';
import { providerAddress, YOUTUBE_API_META, YOUTUBE_IFRAME_API } from './third-party';

/** The part of YouTube's `YT` namespace the backgrounds use. */
export interface YouTubeNamespace {
  Player: new (element: string | HTMLElement, options: Record<string, unknown>) => YouTubePlayer;
  PlayerState: { ENDED: number; PLAYING: number };
}

export interface YouTubePlayer {
  playVideo(): void;
  pauseVideo(): void;
  mute(): void;
  seekTo(seconds: number, allowSeekAhead?: boolean): void;
  getCurrentTime(): number;
  getDuration(): number;
  setPlaybackRate?(rate: number): void;
  getIframe?(): HTMLIFrameElement;
  destroy(): void;
}

export interface YouTubeApi {
  /** Calls back with the namespace once the API is there (at once if it is); returns how to stop waiting. */
  whenReady(callback: (yt: YouTubeNamespace) => void): () => void;
}

export function youTubeApi(ctx: PluginContext): YouTubeApi {
  return ctx.scope.get('youtube-api', (scope): YouTubeApi => {
    const waiting = new Set<(yt: YouTubeNamespace) => void>();
    const namespace = (): YouTubeNamespace | undefined => {
      const yt = scope.global('YT') as Partial<YouTubeNamespace> | undefined;
      return yt && typeof yt.Player === 'function' ? (yt as YouTubeNamespace) : undefined;
    };
    const actor = scope.spawn(
      youTubeApiMachine.provide({
        guards: { apiPresent: () => namespace() !== undefined },
        actions: {
          requestScript: () => {
            const { document } = scope.browser;
            const script = document.createElement('script');
            script.src = providerAddress(scope.browser, YOUTUBE_API_META, YOUTUBE_IFRAME_API);
            script.async = true;
            scope.listen(script, 'error', () => actor.send({ type: 'SCRIPT_FAILED' }));
            scope.write(() => document.head.append(script));
          },
          announceReady: () => {
            const yt = namespace();
            if (!yt) return;
            const callbacks = [...waiting];
            waiting.clear();
            callbacks.forEach((callback) => callback(yt));
          },
          giveUp: () => scope.log.warn("YouTube's iframe API did not load; YouTube background videos stay hidden (their containers' backgrounds show)"),
        },
      }),
    );
    // YouTube calls this when its API is ready (a page that defines it already keeps its own: the checks find the API).
    scope.publish('onYouTubeIframeAPIReady', () => actor.send({ type: 'API_READY' }));
    return {
      whenReady(callback) {
        const yt = actor.getSnapshot().matches('ready') ? namespace() : undefined;
        if (yt) {
          callback(yt);
          return () => undefined;
        }
        waiting.add(callback);
        actor.send({ type: 'NEED' });
        return () => void waiting.delete(callback);
      },
    };
  });
}
