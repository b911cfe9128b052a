export function Component() {
  return <p>Coming soon</p>;
}
