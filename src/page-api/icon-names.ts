/** The names <Icon> can draw (assets/icon-registry.ts, which the icon sprite is built from). */
export { isIconName } from '../assets/icon-registry.ts';
