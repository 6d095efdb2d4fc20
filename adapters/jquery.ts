/**
 * Legacy listeners expect jQuery-wrapped elements in some event arguments
 * (`$button`, `$popup`). Where the page has jQuery, wrap; otherwise pass the element.
 */
import type { Environment } from './environment';

export function asJQuery(env: Environment, element: Element): unknown {
  const jq = env.global('jQuery');
  return typeof jq === 'function' ? (jq as (el: Element) => unknown)(element) : element;
}
