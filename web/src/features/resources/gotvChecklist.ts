import { useCallback, useEffect, useState } from "react";

// The GOTV checklist's content and the ticks kept in this browser (localStorage).

export const GOTV_STORAGE_KEY = "canvass.gotv-checklist.v1";

export const GOTV_PHASES: ReadonlyArray<{ id: string; title: string; items: ReadonlyArray<{ id: string; text: string }> }> = [
  {
    id: "six-weeks",
    title: "Six weeks out",
    items: [
      { id: "universe", text: "Cut the GOTV universe: supporters and leaners who might not vote" },
      { id: "locations", text: "Confirm early voting sites, hours and polling places for every precinct" },
      { id: "staging", text: "Line up staging locations for canvass shifts (homes, offices, union halls)" },
      { id: "recruit", text: "Set a shift goal and start recruiting volunteers for the final four days" },
      { id: "lawyers", text: "Recruit poll watchers and a voter protection hotline lawyer" },
    ],
  },
  {
    id: "two-weeks",
    title: "Two weeks out",
    items: [
      { id: "turfs", text: "Cut and print walk turfs and call lists for every shift" },
      { id: "confirm", text: "Confirm every volunteer shift by phone or text" },
      { id: "chase", text: "Chase early and mail ballots that have not come back" },
      { id: "rides", text: "Set up rides to the polls and publish the number" },
      { id: "scripts", text: "Write GOTV scripts: polling place, hours, ID rules, a plan to vote" },
    ],
  },
  {
    id: "final-weekend",
    title: "Final weekend",
    items: [
      { id: "knock", text: "Knock every GOTV door at least once" },
      { id: "plan", text: "Ask every supporter for a plan: when, where and how they will vote" },
      { id: "reminders", text: "Send reminder texts and emails with the polling place lookup" },
      { id: "supplies", text: "Pack staging kits: clipboards, pens, turf maps, water, chargers" },
    ],
  },
  {
    id: "election-day",
    title: "Election day",
    items: [
      { id: "open", text: "Open staging locations one hour before polls open" },
      { id: "visibility", text: "Staff visibility at high-traffic polling places (outside the legal distance)" },
      { id: "waves", text: "Run three waves of door knocks to supporters who have not voted" },
      { id: "hotline", text: "Keep the voter protection hotline staffed until polls close" },
      { id: "results", text: "Send watchers to collect precinct results after polls close" },
    ],
  },
];

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
