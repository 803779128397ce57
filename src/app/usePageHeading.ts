import { useEffect, useRef } from 'react';
import { useLocation, useMatches } from 'react-router-dom';

const APP_NAME = 'CarGo';

/**
 * Every route names itself by its h1: the document title follows it, and after a navigation (not
 * the first load) focus moves to it, so a screen reader announces the new page and keyboard users
 * start from its top. Pages rendered after data or a lazy chunk are waited for. An open dialog
 * keeps focus: it was opened by the customer and outranks the page. The same route with other
 * params (one receipt, then another) keeps its h1 element, and that h1 is the new page's.
 * Screens SPEC gives one heading (the three 'Payment Details') say which they are in the h1's
 * `data-title`, so each has a title of its own in the tab list and the history.
 */
export function usePageHeading(): void {
  const { pathname } = useLocation();
  const matches = useMatches();
  const routeId = matches[matches.length - 1]?.id;
  const previousRoute = useRef(routeId);
  const firstLoad = useRef(true);
  // The previous page's heading: a deferred render can still show it when the path changes.
  const previous = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const navigated = !firstLoad.current;
    firstLoad.current = false;
    // Only another route's h1 can be the previous page still on screen.
    const stale = routeId === previousRoute.current ? null : previous.current;
    previousRoute.current = routeId;
    const apply = (): boolean => {
      const heading = document.querySelector<HTMLElement>('main h1, h1');
      if (!heading || (navigated && heading === stale && heading.isConnected)) return false;
      previous.current = heading;
      const text = (heading.dataset['title'] ?? heading.textContent)?.trim();
      document.title = text ? `${text} · ${APP_NAME}` : APP_NAME;
      if (navigated && !document.activeElement?.closest('dialog[open]')) {
        if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
        heading.focus();
      }
      return true;
    };
    if (apply()) return;
    const observer = new MutationObserver(() => {
      if (apply()) observer.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [pathname, routeId]);
}
