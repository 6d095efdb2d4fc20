/**
 * What Splide needs to stack a background slider's slides and fade between
 * them, and the creative effects drawn on top of the fade: the slide coming
 * in moves in from its direction (slide, stack), grows or shrinks (zoom and
 * the slide-zoom pair), over the slider's animation speed (`--awb-bg-speed`).
 * Added to the page once, while a slider is mounted.
 */
const MOVES = { up: 'translateY(100%)', down: 'translateY(-100%)', left: 'translateX(100%)', right: 'translateX(-100%)' };

const moving = Object.entries(MOVES)
  .map(
    ([direction, from]) => `
@keyframes awb-bg-${direction}{from{transform:${from}}to{transform:none}}
@keyframes awb-bg-${direction}-zoom-in{from{transform:${from} scale(.8)}to{transform:none}}
@keyframes awb-bg-${direction}-zoom-out{from{transform:${from} scale(1.2)}to{transform:none}}
.awb-background-slider--slide.awb-background-slider--${direction} .splide__slide.is-active,
.awb-background-slider--stack.awb-background-slider--${direction} .splide__slide.is-active{animation-name:awb-bg-${direction}}
.awb-background-slider--slide-zoom-in.awb-background-slider--${direction} .splide__slide.is-active{animation-name:awb-bg-${direction}-zoom-in}
.awb-background-slider--slide-zoom-out.awb-background-slider--${direction} .splide__slide.is-active{animation-name:awb-bg-${direction}-zoom-out}`,
  )
  .join('');

export const SLIDER_STYLES = `
.awb-background-slider.splide{visibility:visible}
.awb-background-slider.splide .splide__track,.awb-background-slider.splide .splide__list{position:relative;width:100%;height:100%;margin:0;padding:0}
.awb-background-slider.splide .splide__slide{position:absolute;inset:0;margin:0;opacity:0;z-index:0;overflow:hidden}
.awb-background-slider.splide .splide__slide.is-active{opacity:1;z-index:1;animation-duration:var(--awb-bg-speed,800ms);animation-timing-function:ease;animation-fill-mode:both}
.awb-background-slider.splide .splide__slide img{display:block;width:100%;height:100%;object-fit:cover;object-position:var(--awb-image-position,50% 50%)}
@keyframes awb-bg-zoom{from{transform:scale(1.2)}to{transform:none}}
.awb-background-slider--zoom .splide__slide.is-active{animation-name:awb-bg-zoom}
${moving}
@media (prefers-reduced-motion:reduce){.awb-background-slider.splide .splide__slide.is-active{animation:none}}
`;
