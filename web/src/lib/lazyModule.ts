// "Load on first hover or focus": code that no one needs until they act (a menu, a
// dialog, the next screen) stays out of the first page's JavaScript. The module starts
// loading when the pointer enters or the keyboard focuses the control that needs it
// (`onIntent`), and is used when the control is activated (`load()`).

/** A module loaded once, on demand; a failed load is tried again next time. */
export function lazyModule<M>(importer: () => Promise<M>) {
  let loaded: M | null = null;
  let loading: Promise<M> | null = null;
  const load = (): Promise<M> => {
    loading ??= importer().then(
      (m) => (loaded = m),
      (e: unknown) => {
        loading = null;
        throw e;
      },
    );
    return loading;
  };
  return {
    load,
    /** Starts loading, ignoring failures (a later `load()` reports them). */
    preload: (): void => void load().catch(() => {}),
    /** The module, once loaded (null before). */
    get current(): M | null {
      return loaded;
    },
  };
}

/** Props that run `preload` on the first sign that a control will be used: the
 * pointer entering it, or keyboard focus. Spread them on the control. */
export function onIntent(preload: () => void) {
  return { onPointerEnter: preload, onFocus: preload };
}
