/**
 * Wires each element that `selector` finds, once, as soon as its page is parsed. Module scripts
 * run when the document is parsed, so the first page is wired then, not at the window's load
 * event: on a slow network that waits for every photo, and a button wired only then is dead
 * until they come. The client router's later pages are wired at astro:page-load.
 */
export function onPageReady(selector: string, setup: (root: HTMLElement) => void): void {
  const wired = new WeakSet<Element>();
  const run = () => {
    for (const root of document.querySelectorAll<HTMLElement>(selector)) {
      if (wired.has(root)) continue;
      wired.add(root);
      setup(root);
    }
  };
  run();
  document.addEventListener('astro:page-load', run);
}
