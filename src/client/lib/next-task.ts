/**
 * Resolves in a task of its own, after what the browser has waiting (parsing, a paint): work split
 * at such a point is two short tasks instead of one long one, which a slow phone would spend
 * blocked. A zero-delay timer, not scheduler.yield(): a yield's rest runs ahead of the browser's
 * other tasks, the first paint among them.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
