/**
 * The part of the kernel that only matters once a plugin has matched: contexts,
 * scopes and the services table. The runtime imports it beside the first plugin
 * chunk, which keeps the core chunk (what every page loads) small.
 */
export { createContext } from './context';
export { Scope } from './scope';
export { loadService } from './services';
