import { describe, expect, it } from "vitest";
import { prepareFullLoadScroll, SCROLL_POSITIONS_KEY, type FullLoad } from "./fullLoadScroll";

function fakePage(state: unknown, positions: Record<string, number> | null, navigationType: string) {
  const store = new Map<string, string>();
  if (positions) store.set(SCROLL_POSITIONS_KEY, JSON.stringify(positions));
  const history = {
    state,
    scrollRestoration: "auto" as ScrollRestoration,
    replaceState(s: unknown) {
      this.state = s;
    },
  };
  const page: FullLoad = {
    history,
    storage: { getItem: (k) => store.get(k) ?? null, setItem: (k, v) => void store.set(k, v) },
    navigationType,
  };
  const saved = () => JSON.parse(store.get(SCROLL_POSITIONS_KEY) ?? "{}") as Record<string, number>;
  return { page, history, saved };
}

describe("prepareFullLoadScroll", () => {
  it("gives an entry without state a key of its own (not the shared 'default')", () => {
    const a = fakePage(null, { default: 700 }, "navigate");
    prepareFullLoadScroll(a.page);
    const key = (a.history.state as { key: string }).key;
    expect(key).toMatch(/^[a-z0-9]+$/);
    expect(key).not.toBe("default");
    expect(a.saved()).toEqual({});
    expect(a.history.scrollRestoration).toBe("manual");
  });

  it("forgets the position of a reloaded entry and keeps the others", () => {
    const r = fakePage({ usr: null, key: "k1", idx: 2 }, { k1: 500, k0: 300 }, "reload");
    prepareFullLoadScroll(r.page);
    expect(r.history.state).toEqual({ usr: null, key: "k1", idx: 2 });
    expect(r.saved()).toEqual({ k0: 300 });
  });

  it("keeps the position when the user came Back or Forward", () => {
    const b = fakePage({ usr: null, key: "k1", idx: 2 }, { k1: 500 }, "back_forward");
    prepareFullLoadScroll(b.page);
    expect(b.saved()).toEqual({ k1: 500 });
    expect(b.history.scrollRestoration).toBe("auto");
  });

  it("survives storage that holds something else", () => {
    const x = fakePage(null, null, "navigate");
    x.page.storage.setItem(SCROLL_POSITIONS_KEY, "not json");
    expect(() => prepareFullLoadScroll(x.page)).not.toThrow();
  });
});
