import { useEffect, useLayoutEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router";

// <ScrollRestoration/> puts a Back/Forward screen back where the user left it once,
// right after the screen first renders. A screen whose sections load on their own
// (the home page's jobs, vendors and news, each behind its own Suspense) can still be
// short at that moment, and the browser then clamps the position to what exists: on
// a slow phone, Back lands half way up the page.
//
// This remembers each history entry's position and, on Back/Forward, goes on
// scrolling to it while the page grows, until it is reached, for at most `limitMs`,
// or until the user scrolls, taps or presses a key themselves.

const USER_INPUT = ["wheel", "touchstart", "pointerdown", "keydown"] as const;

export function useSettleBackScroll(limitMs = 4000) {
  const { key } = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef(new Map<string, number>());
  const current = useRef(key);
  const settling = useRef(false);

  useEffect(() => {
    const onScroll = () => {
      if (!settling.current) positions.current.set(current.current, window.scrollY);
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);

  useLayoutEffect(() => {
    current.current = key;
    const target = positions.current.get(key);
    if (navigationType !== "POP" || target === undefined || target < 1) return;
    settling.current = true;
    const started = performance.now();
    let done = false;
    const observer = new ResizeObserver(() => step());
    const stop = () => {
      if (done) return;
      done = true;
      settling.current = false;
      observer.disconnect();
      clearTimeout(timer);
      for (const type of USER_INPUT) window.removeEventListener(type, stop, true);
      positions.current.set(key, window.scrollY);
    };
    const step = () => {
      if (done) return;
      const room = document.documentElement.scrollHeight - window.innerHeight;
      if (room >= target - 1) {
        if (Math.abs(window.scrollY - target) > 1) window.scrollTo(0, target);
        stop();
      } else if (performance.now() - started > limitMs) {
        stop();
      }
    };
    const timer = setTimeout(stop, limitMs);
    for (const type of USER_INPUT) window.addEventListener(type, stop, { capture: true, passive: true });
    observer.observe(document.body);
    step();
    return stop;
  }, [key, navigationType, limitMs]);
}
