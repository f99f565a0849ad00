// The product page's description and specification tabs (InfoTabs.astro), keyboard included.
import { onPageReady } from '../ui/on-page-ready';

onPageReady('[data-tabs]', (root) => {
  const tabs = [...root.querySelectorAll<HTMLElement>('[role="tab"]')];
  const select = (tab: HTMLElement) => {
    for (const t of tabs) {
      const on = t === tab;
      t.setAttribute('aria-selected', String(on));
      t.tabIndex = on ? 0 : -1;
      const panel = document.getElementById(t.getAttribute('aria-controls') ?? '');
      if (panel) panel.hidden = !on;
    }
  };
  tabs.forEach((tab, i) => {
    tab.addEventListener('click', () => select(tab));
    tab.addEventListener('keydown', (e) => {
      const step = { ArrowRight: 1, ArrowLeft: -1, Home: -i, End: tabs.length - 1 - i }[e.key];
      if (step === undefined) return;
      e.preventDefault();
      const next = tabs[(i + step + tabs.length) % tabs.length]!;
      select(next);
      next.focus();
    });
  });
});
