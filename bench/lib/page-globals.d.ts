/**
 * Globals of the bench pages: the harness (page-harness.mjs), the Stimulus
 * bundle's global (stimulus-bundle.mjs).
 */
import type { Application, Controller } from '@hotwired/stimulus';
import type { BenchHarness } from './page-harness.mjs';

declare global {
  interface Window {
    __bench: BenchHarness;
    Stimulus: { Application: typeof Application; Controller: typeof Controller };
  }
}
