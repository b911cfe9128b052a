/** Resolves in a later task, so that start-up work runs as several short tasks
 * instead of one long one (a phone's main thread stays responsive; issue 14). */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === "function") return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
