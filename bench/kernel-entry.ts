/**
 * The contestant the discovery targets are about: the kernel with no built-in
 * plugins, so it matches exactly the 20 plugins the bench registers, like the
 * others. Published the same way as the product bundle.
 */
import { boot } from '../kernel/boot';

boot([]);
