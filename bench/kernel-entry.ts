/**
 * The contestant the discovery targets are about: the kernel with no built-in
 * plugins, so it matches exactly the 20 plugins the bench registers, like the
 * others. Published the same way as the product bundle.
 */
import { browserEnvironment } from '../adapters/environment';
import { publishApi, whenDocumentReady } from '../adapters/page-globals';
import { createRuntime } from '../kernel/runtime';

const env = browserEnvironment();
const runtime = createRuntime({ env });
publishApi(env, { register: runtime.register, start: runtime.start, stop: runtime.stop, bus: runtime.bus, stats: runtime.stats });
whenDocumentReady(env, runtime.start);
