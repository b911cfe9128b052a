// Placeholder until the list screen is built on the shared list kit.
export function Component() {
  return null;
}
