import { useCallback, useEffect, useState } from "react";
import checklist from "./content/gotv-checklist.json";

// The GOTV checklist's content and the ticks kept in this browser (localStorage).

export const GOTV_STORAGE_KEY = "canvass.gotv-checklist.v1";

/** The checklist's content: content/gotv-checklist.json, which the server's PDF
 * (/resources/gotv-checklist.pdf, internal/web/toolpdf.go) reads too. */
export const GOTV_CHECKLIST: {
  readonly title: string;
  readonly lead: string;
  readonly phases: ReadonlyArray<{ id: string; title: string; items: ReadonlyArray<{ id: string; text: string }> }>;
} = checklist;

export const GOTV_PHASES = GOTV_CHECKLIST.phases;

export const GOTV_ITEM_COUNT = GOTV_PHASES.reduce((n, p) => n + p.items.length, 0);

function read(): Set<string> {
  try {
    const raw = window.localStorage.getItem(GOTV_STORAGE_KEY);
    const list: unknown = raw ? JSON.parse(raw) : [];
    return new Set(Array.isArray(list) ? list.filter((x): x is string => typeof x === "string") : []);
  } catch {
    return new Set(); // storage blocked or a damaged value: start empty
  }
}

function write(done: Set<string>) {
  try {
    window.localStorage.setItem(GOTV_STORAGE_KEY, JSON.stringify([...done]));
  } catch {
    // Storage full or blocked (private mode): the ticks last for this visit only.
  }
}

/** The ticked item ids ("phase/item"), kept in localStorage and in step across tabs. */
export function useGotvChecklist() {
  const [done, setDone] = useState<Set<string>>(read);
  useEffect(() => {
    const onStorage = (e: StorageEvent) => {
      if (e.key === GOTV_STORAGE_KEY) setDone(read());
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, []);
  const toggle = useCallback((id: string, on: boolean) => {
    setDone((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      write(next);
      return next;
    });
  }, []);
  const reset = useCallback(() => {
    const empty = new Set<string>();
    write(empty);
    setDone(empty);
  }, []);
  return { done, toggle, reset };
}
