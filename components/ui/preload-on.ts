/** The pointer coming near or focus arriving: the moment to fetch what a click on this element will need. */
export function preloadOn(preload: () => unknown) {
  // A failure here is left to the opening, which tries again and shows it.
  const start = () => void Promise.resolve(preload()).catch(() => undefined);
  return { onPointerEnter: start, onFocus: start };
}
