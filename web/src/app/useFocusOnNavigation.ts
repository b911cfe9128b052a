import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/** How long to wait for a new screen's heading (its data may still be loading). */
const WAIT_MS = 8000;

/** Brings the element of a #hash (a heading, or a section made focusable with
 * tabindex="-1") into view and moves focus to it; false while it is not there. */
function showHashTarget(hash: string): boolean {
  let el: HTMLElement | null = null;
  try {
    el = document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return false;
  }
  if (!el) return false;
  if (!el.hasAttribute("tabindex") && el.tabIndex < 0) el.setAttribute("tabindex", "-1");
  el.focus({ preventScroll: true });
  el.scrollIntoView({ block: "start" });
  return true;
}

/** After a navigation to another path (not on the first load, not for a change of
 * the query alone), moves focus to the new screen's main heading (the
 * first h1 in <main>), so keyboard and screen-reader users start on the new
 * screen instead of on the link they used. A screen that focuses something
 * itself (the login form focuses Username) keeps that focus. A navigation to a
 * #hash (a dashboard tile's "?tab=jobs#applied-jobs") focuses its target instead. */
export function useFocusOnNavigation() {
  const { pathname, search, hash } = useLocation();
  const previous = useRef<string | null>(null);

  useEffect(() => {
    const prev = previous.current;
    previous.current = pathname + search + hash;
    if (prev === null || prev === pathname + search + hash) return;
    const main = document.getElementById("main-content");
    if (!main) return;

    let done = false;
    const stop = () => {
      done = true;
      observer.disconnect();
      clearTimeout(timer);
      cancelAnimationFrame(frame);
    };
    let tryFocus: () => void;
    if (hash) {
      // The target may render later (a tab's content, data still loading).
      tryFocus = () => {
        if (!done && showHashTarget(hash)) stop();
      };
    } else if (prev.split(/[?#]/)[0] === pathname) {
      return; // the query alone changed (filters, tabs): focus stays where it is
    } else {
      tryFocus = () => {
        if (done) return;
        const active = document.activeElement;
        // The screen focused one of its own controls (e.g. an autofocused field).
        if (active && active !== main && main.contains(active) && active.tagName !== "H1") {
          stop();
          return;
        }
        const heading = main.querySelector<HTMLElement>("h1");
        if (!heading) return;
        stop();
        if (!heading.hasAttribute("tabindex")) heading.setAttribute("tabindex", "-1");
        heading.focus({ preventScroll: true });
      };
    }
    const observer = new MutationObserver(() => tryFocus());
    observer.observe(main, { childList: true, subtree: true });
    const timer = setTimeout(() => {
      done = true;
      observer.disconnect();
    }, WAIT_MS);
    // Let the screen's own effects (autofocus) run first.
    const frame = requestAnimationFrame(() => tryFocus());
    return stop;
  }, [pathname, search, hash]);
}
