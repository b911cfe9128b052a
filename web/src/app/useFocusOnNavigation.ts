import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/** How long to wait for a new screen's heading (its data may still be loading). */
const WAIT_MS = 8000;

/** After a navigation to another path (not on the first load, not for a change of
 * the query or #hash alone), moves focus to the new screen's main heading (the
 * first h1 in <main>), so keyboard and screen-reader users start on the new
 * screen instead of on the link they used. A screen that focuses something
 * itself (the login form focuses Username) keeps that focus. */
export function useFocusOnNavigation() {
  const { pathname, hash } = useLocation();
  const previous = useRef<string | null>(null);

  useEffect(() => {
    const prev = previous.current;
    previous.current = pathname;
    if (prev === null || prev === pathname || hash) return;
    const main = document.getElementById("main-content");
    if (!main) return;

    let done = false;
    const tryFocus = () => {
      if (done) return;
      const active = document.activeElement;
      // The screen focused one of its own controls (e.g. an autofocused field).
      if (active && active !== main && main.contains(active) && active.tagName !== "H1") {
        done = true;
        return;
      }
      const heading = main.querySelector<HTMLElement>("h1");
      if (!heading) return;
      done = true;
      if (!heading.hasAttribute("tabindex")) heading.setAttribute("tabindex", "-1");
      heading.focus({ preventScroll: true });
    };
    const observer = new MutationObserver(tryFocus);
    observer.observe(main, { childList: true, subtree: true });
    const timer = setTimeout(() => {
      done = true;
    }, WAIT_MS);
    // Let the screen's own effects (autofocus) run first.
    const frame = requestAnimationFrame(tryFocus);
    return () => {
      done = true;
      observer.disconnect();
      clearTimeout(timer);
      cancelAnimationFrame(frame);
    };
  }, [pathname, hash]);
}
