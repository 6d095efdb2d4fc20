/**
 * What CF7 prints for its script (controller.php), as a light shape (adapters/shapes.ts): with the
 * plugin's mount code, apart from the answers' shapes (./answers), which load with the first call.
 */
import { flag, object, pageGlobal, text } from '../../adapters/shapes';

/** `var wpcf7 = {"api":{"root":…,"namespace":"contact-form-7\/v1"},"cached":1}` (controller.php). */
export const WPCF7_GLOBAL = pageGlobal(
  'wpcf7',
  object({
    api: object({ root: text(), namespace: text('contact-form-7/v1') }),
    cached: flag(),
  }),
);
