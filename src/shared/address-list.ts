/**
 * The addresses the chrome loads after the load event travel in two attributes of its script
 * element, data-islands and data-chunks, as one space-separated list each (hashed asset paths hold
 * no spaces). The page writes them and the chrome, the dev client and the size report read them.
 */
export const joinAddresses = (addresses: readonly string[]): string => addresses.join(' ');

export const splitAddresses = (value: string | undefined): string[] => (value ?? '').split(' ').filter(Boolean);
