import '@testing-library/jest-dom';

// jsdom computes no pseudo-element styles: asked for one, it returns the element's own style and logs
// "Not implemented" to the console. Ask it for the element's style directly, so a plugin that reads
// `::after` (CleanTalk's e-mail indicator) runs as it does there, without the noise.
if (typeof window !== 'undefined') {
  const computedStyle = window.getComputedStyle.bind(window);
  window.getComputedStyle = (element: Element) => computedStyle(element);
}
