/** What the plugin asks of a group's renderer (fade-stage.ts, slide-stage.ts). */
import type { Entry } from '../../machines/scroll-sections/scroll-section';

/** Where the group sits horizontally and how much of the viewport's top it must leave free. */
export interface StageLayout {
  offset: number;
  left: number;
  width: number;
}

export interface Stage {
  /** Heights and sizes for this layout (at mount and after a resize). */
  layout(layout: StageLayout): void;
  /** The group fills the viewport and shows element `index`. */
  engage(index: number, layout: StageLayout): void;
  /** Moves from one element to another, animated unless `instant`. */
  show(from: number, to: number, instant: boolean): void;
  /** A free-mode position between elements. */
  place(position: number): void;
  /** The page scrolled out of the group. */
  release(towards: Entry, current: number): void;
  /** Small screens: plain content. */
  disable(): void;
  enable(layout: StageLayout, current: number): void;
  /** Puts the markup back as the server printed it (cleanup). */
  dispose(): void;
}
