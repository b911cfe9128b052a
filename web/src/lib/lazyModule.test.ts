import { describe, expect, it, vi } from "vitest";
import { lazyModule, onIntent } from "./lazyModule";
import { preloadRoute, registerRoutes } from "./preloadRoute";

describe("lazyModule", () => {
  it("loads once, exposes the module, and tries again after a failure", async () => {
    const importer = vi.fn().mockRejectedValueOnce(new Error("offline")).mockResolvedValue({ answer: 42 });
    const m = lazyModule(importer);
    expect(m.current).toBeNull();
    m.preload(); // a failed preload is silent
    await expect(m.load()).rejects.toThrow("offline");
    await expect(m.load()).resolves.toEqual({ answer: 42 });
    await m.load();
    expect(importer).toHaveBeenCalledTimes(2);
    expect(m.current).toEqual({ answer: 42 });
  });

  it("preloads on pointer enter and focus", () => {
    const preload = vi.fn();
    const props = onIntent(preload);
    props.onPointerEnter();
    props.onFocus();
    expect(preload).toHaveBeenCalledTimes(2);
  });
});

describe("preloadRoute", () => {
  it("loads the route module of a link and runs its loader with the link's URL, once per href", async () => {
    const loader = vi.fn();
    const lazy = vi.fn(async () => ({ loader }));
    registerRoutes([{ path: "/", children: [{ path: "things", lazy }, { path: "other", lazy: async () => ({}) }] }]);
    preloadRoute("/things?kind=BIG");
    preloadRoute("/things?kind=BIG");
    await vi.waitFor(() => expect(loader).toHaveBeenCalledTimes(1));
    expect(lazy).toHaveBeenCalledTimes(1);
    const { request } = loader.mock.calls[0][0] as { request: Request };
    expect(new URL(request.url).pathname + new URL(request.url).search).toBe("/things?kind=BIG");
    preloadRoute("/things?kind=SMALL");
    await vi.waitFor(() => expect(loader).toHaveBeenCalledTimes(2));
  });
});
