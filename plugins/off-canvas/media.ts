/**
 * A closed panel goes quiet: its videos and audio (MediaElement players wrap a
 * native element too) pause, and embedded YouTube and Vimeo players get their
 * pause command. The original left a plain `<audio>` playing.
 */
import type { Browser } from '../../adapters/browser';

const YOUTUBE_PAUSE = JSON.stringify({ event: 'command', func: 'pauseVideo', args: '' });
const VIMEO_PAUSE = JSON.stringify({ method: 'pause' });

const YOUTUBE_HOST = /(^|\.)(youtube\.com|youtube-nocookie\.com)$/;
const VIMEO_HOST = /(^|\.)vimeo\.com$/;

function frameAddress(frame: HTMLIFrameElement): URL | undefined {
  try {
    return new URL(frame.src);
  } catch {
    return undefined;
  }
}

export function pauseMedia(panel: Element, browser: Browser): void {
  for (const media of Array.from(panel.querySelectorAll('video, audio'))) {
    if (media instanceof HTMLMediaElement && !media.paused) media.pause();
  }
  for (const frame of Array.from(panel.querySelectorAll<HTMLIFrameElement>('iframe[src]'))) {
    const address = frameAddress(frame);
    if (!address) continue;
    if (YOUTUBE_HOST.test(address.hostname)) browser.postToFrame(frame, YOUTUBE_PAUSE, address.origin);
    else if (VIMEO_HOST.test(address.hostname)) browser.postToFrame(frame, VIMEO_PAUSE, address.origin);
  }
}
