/** Reads the data an island's server markup carries in its data-props attribute. */
export function islandProps<T>(element: HTMLElement): T {
  try {
    return JSON.parse(element.dataset.props ?? '{}') as T;
  } catch {
    return {} as T;
  }
}

/** Runs a callback after the first paint, so optional enhancements never delay what the visitor sees first. */
export function afterFirstPaint(callback: () => void): void {
  requestAnimationFrame(() => setTimeout(callback, 0));
}
