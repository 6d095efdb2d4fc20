/**
 * The transform animations (docs/plugins/scroll-sections.md#slides): the
 * group is one viewport tall and its elements are slides, stacked in place
 * (slide, stack, zoom, ...) or side by side (the scroll variants). gsap moves
 * them; it is imported on the first animated move, so a page that never moves
 * a slide never downloads it. Until then (and for instant moves, and with
 * reduced motion) poses are written as plain styles.
 */
import type { Entry } from '../../machines/scroll-sections/scroll-section';
import { poseOf, trackPercent, transformOf, type SidewaysAnimation, type SlidePose, type StackedAnimation } from './animations';
import { viewportHeightLess } from './geometry';
import { markCurrent, unmarkHidden, type GroupParts } from './marks';
import type { Stage, StageLayout } from './stage';

type Gsap = typeof import('gsap').gsap;

export const DISABLED_CLASS = 'fusion-full-scroll-disabled';
export const READY_CLASS = 'swiper-ready';
/** How quickly a free-mode track catches up with the gesture. */
export const FREE_FOLLOW_MS = 300;
const EASE = 'power2.out';

export interface SlideStageOptions {
  animation: StackedAnimation | SidewaysAnimation;
  /** Move duration (the group's `data-speed`). */
  speedMs: number;
  reducedMotion: boolean;
  /** Loads gsap (the scope caches it, so groups share one import). */
  loadGsap: () => Promise<Gsap>;
  /** Where a failed import goes (the move then happens without animation). */
  report: (error: unknown) => void;
}

export function createSlideStage(parts: GroupParts, options: SlideStageOptions): Stage {
  const { group, elements } = parts;
  const { animation } = options;
  const track = group.querySelector<HTMLElement>(':scope > .swiper-wrapper');
  let gsap: Gsap | undefined;
  let loading: Promise<void> | undefined;
  let disposed = false;

  const styleSlide = (element: HTMLElement, pose: SlidePose) => {
    element.style.transform = transformOf(pose);
    element.style.opacity = String(pose.opacity);
  };
  const styleTrack = (position: number) => {
    if (track && animation.kind === 'sideways') track.style.transform = `translateX(${trackPercent(animation, position)}%)`;
  };

  /** gsap takes over the transforms: its own record of each element starts from the pose they show. */
  const adopt = (g: Gsap, current: number) => {
    if (animation.kind === 'stacked') {
      elements.forEach((element, i) => {
        element.style.transform = '';
        g.set(element, { ...poseOf(animation, i, current) });
      });
    } else if (track) {
      track.style.transform = '';
      g.set(track, { xPercent: trackPercent(animation, current) });
    }
  };

  const withGsap = (current: number, run: (g: Gsap) => void) => {
    if (gsap) return run(gsap);
    loading ??= options
      .loadGsap()
      .then((loaded) => {
        if (disposed) return;
        gsap = loaded;
        adopt(loaded, current);
      })
      .catch(options.report);
    void loading.then(() => {
      if (gsap && !disposed) run(gsap);
    });
  };

  const settle = (to: number) => {
    if (animation.kind === 'stacked') elements.forEach((element, i) => (gsap ? gsap.set(element, { ...poseOf(animation, i, to) }) : styleSlide(element, poseOf(animation, i, to))));
    else if (gsap && track) gsap.set(track, { xPercent: trackPercent(animation, to) });
    else styleTrack(to);
  };

  const animate = (from: number, to: number) => {
    const duration = options.speedMs / 1000;
    withGsap(from, (g) => {
      if (animation.kind === 'stacked') {
        elements.forEach((element, i) => g.to(element, { ...poseOf(animation, i, to), duration, ease: EASE, overwrite: 'auto' }));
      } else if (track) {
        g.to(track, { xPercent: trackPercent(animation, to), duration, ease: EASE, overwrite: 'auto' });
      }
    });
  };

  const setUp = (layout: StageLayout, current: number) => {
    group.style.height = viewportHeightLess(layout.offset);
    group.style.position = 'relative';
    group.style.overflow = 'hidden';
    if (track) {
      track.style.position = 'relative';
      track.style.height = '100%';
      if (animation.kind === 'sideways') {
        track.style.display = 'flex';
        track.style.flexDirection = animation.inverse ? 'row-reverse' : 'row';
      }
    }
    for (const element of elements) {
      if (animation.kind === 'stacked') {
        Object.assign(element.style, { position: 'absolute', top: '0', left: '0', width: '100%', height: '100%' });
      } else {
        Object.assign(element.style, { flex: '0 0 100%', height: '100%' });
      }
    }
    settle(current);
    markCurrent(parts, current, true);
    group.classList.add(READY_CLASS);
  };

  const clear = () => {
    if (gsap) gsap.killTweensOf([...elements, ...(track ? [track] : [])]);
    group.style.removeProperty('height');
    group.style.removeProperty('position');
    group.style.removeProperty('overflow');
    if (track) for (const property of ['position', 'height', 'display', 'flex-direction', 'transform']) track.style.removeProperty(property);
    for (const element of elements) {
      for (const property of ['position', 'top', 'left', 'width', 'height', 'flex', 'transform', 'opacity']) element.style.removeProperty(property);
    }
    // gsap's record of these elements no longer matches their style.
    if (gsap) gsap.set([...elements, ...(track ? [track] : [])], { clearProps: 'all' });
    group.classList.remove(READY_CLASS);
    unmarkHidden(parts);
  };

  const stage: Stage = {
    layout({ offset }) {
      group.style.height = viewportHeightLess(offset);
    },
    engage(index) {
      markCurrent(parts, index, true);
    },
    show(from, to, instant) {
      markCurrent(parts, to, true);
      if (instant || options.reducedMotion) settle(to);
      else animate(from, to);
    },
    place(position) {
      if (!track || animation.kind !== 'sideways') return;
      markCurrent(parts, Math.round(position), true);
      if (options.reducedMotion && gsap) gsap.set(track, { xPercent: trackPercent(animation, position) });
      else if (options.reducedMotion) styleTrack(position);
      else withGsap(position, (g) => g.to(track, { xPercent: trackPercent(animation, position), duration: FREE_FOLLOW_MS / 1000, ease: EASE, overwrite: 'auto' }));
    },
    release(_towards: Entry) {},
    disable() {
      clear();
      group.classList.add(DISABLED_CLASS);
    },
    enable(layout, current) {
      group.classList.remove(DISABLED_CLASS);
      setUp(layout, current);
    },
    dispose() {
      clear();
      group.classList.remove(DISABLED_CLASS);
      disposed = true;
    },
  };

  return stage;
}
