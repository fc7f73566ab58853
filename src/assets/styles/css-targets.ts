import { browserslistToTargets } from 'lightningcss';

/** Browsers our visitors use on phones: two years of Chrome, Safari and Samsung Internet. */
export const CSS_TARGETS = browserslistToTargets(['chrome 100', 'safari 15', 'firefox 100', 'samsung 18']);
