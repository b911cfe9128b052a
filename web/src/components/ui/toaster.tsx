import { lazy, Suspense, useCallback, useEffect, useSyncExternalStore } from "react";

// toast() and <Toaster /> (mounted once, in main.tsx). Spec: one toast at a time,
// 5 s, at most 420px wide from md (see toaster-view.tsx).
//
// The toast machinery is ~8 KB gzip that no visitor needs until they act, so it is
// a lazy chunk: <Toaster /> loads it on the first pointer or key press (toasts
// answer user actions) or on the first toast() call, whichever comes first.
// Toasts requested before it is mounted are queued and shown once it is.

export type ToastKind = "success" | "error" | "info" | "warning" | "loading";
export type ToastOptions = { title: string; description?: string; type?: ToastKind };

const loadView = () => import("./toaster-view");
const ToasterView = lazy(loadView);

let wanted = false;
let ready: ((opts: ToastOptions) => void) | null = null;
let queue: ToastOptions[] = [];
const listeners = new Set<() => void>();

function want() {
  if (wanted) return;
  wanted = true;
  for (const l of listeners) l();
}

/** Shows a toast, replacing any toast on screen (only one at a time). */
export function toast(opts: ToastOptions): void {
  if (ready) {
    ready(opts);
    return;
  }
  queue.push(opts);
  want();
}

function subscribe(l: () => void) {
  listeners.add(l);
  return () => listeners.delete(l);
}

export function Toaster() {
  const mount = useSyncExternalStore(subscribe, () => wanted, () => false);
  useEffect(() => {
    if (wanted) return;
    const events = ["pointerdown", "keydown"] as const;
    const onFirst = () => {
      for (const e of events) window.removeEventListener(e, onFirst, true);
      want();
    };
    for (const e of events) window.addEventListener(e, onFirst, { capture: true, passive: true });
    return () => {
      for (const e of events) window.removeEventListener(e, onFirst, true);
    };
  }, []);
  const onReady = useCallback(() => {
    void loadView().then(({ show }) => {
      ready = show;
      const pending = queue;
      queue = [];
      for (const opts of pending) show(opts);
    });
  }, []);
  if (!mount) return null;
  return (
    <Suspense fallback={null}>
      <ToasterView onReady={onReady} />
    </Suspense>
  );
}
