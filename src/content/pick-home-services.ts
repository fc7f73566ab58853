/** The home page's strip has room for three services (grid--3). */
export const HOME_SERVICES_COUNT = 3;

/**
 * The services of the home page's strip, as the services' `featured` field documents it: those
 * marked featured, in their `order`, at most three. With none marked, the three numbered last,
 * which is how the strip chose them before the field existed (the sample numbers its three product
 * lines last), so an older site keeps its strip. `services` must already be in their order.
 */
export function pickHomeServices<T extends { readonly featured: boolean }>(servicesInOrder: readonly T[]): T[] {
  const featured = servicesInOrder.filter((service) => service.featured);
  return featured.length > 0 ? featured.slice(0, HOME_SERVICES_COUNT) : servicesInOrder.slice(-HOME_SERVICES_COUNT);
}
