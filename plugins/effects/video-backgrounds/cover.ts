/**
 * Sizing a background video to cover its container, as the theme does
 * (docs/plugins/effects.md#video-backgrounds): keep the video's aspect ratio
 * (`data-video-aspect-ratio`, 16:9 by default), fill the container's height or
 * width whichever leaves no gap, and centre the overflow.
 */

export const DEFAULT_ASPECT_RATIO: readonly [number, number] = [16, 9];

/** `W:H` from the attribute, or 16:9 when it is missing or not two positive numbers. */
export function aspectRatioOf(attribute: string | undefined): [number, number] {
  const parts = (attribute ?? '').split(':').map((part) => Number.parseFloat(part));
  const [width, height] = parts;
  if (parts.length === 2 && width! > 0 && height! > 0) return [width!, height!];
  return [...DEFAULT_ASPECT_RATIO];
}

export interface Box {
  /** Outer size (with padding) and inner size (without). */
  width: number;
  height: number;
  innerWidth: number;
  innerHeight: number;
}

export interface Cover {
  width: number;
  height: number;
  marginTop: number;
  /** null: centred by the container itself (a flex container), `auto` margins. */
  marginLeft: number | null;
}

export function coverSize(container: Box, [ratioWidth, ratioHeight]: [number, number], flex: boolean): Cover {
  const ratio = ratioWidth / ratioHeight;
  const byHeight = { width: ratio * container.height, height: container.height };
  const size = byHeight.width >= container.width ? byHeight : { width: container.width, height: container.width / ratio };
  return {
    ...size,
    marginTop: -(size.height - container.innerHeight) / 2,
    marginLeft: flex ? null : -(size.width - container.innerWidth) / 2,
  };
}
