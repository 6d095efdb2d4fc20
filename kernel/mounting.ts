/**
 * The part of the kernel that only matters once a plugin's code has arrived:
 * mounting an element (its context and scope), the queue of waiting matches,
 * and the services table. The runtime imports it beside the first plugin
 * chunk, which keeps the core chunk (what every page loads) small.
 */
export { Arrivals } from './arrivals';
export { mountRecord } from './mount-record';
export { loadService } from './services';
// The inspector gets the table from here, not by importing it: shared by two chunks, the table was a file
// of its own that every page with a mount fetched.
export { actorTable } from './actor-table';
