import { useState, type FormEvent } from "react";
import type { FieldErrors } from "./forms";

/** How `handleSubmit` moves focus when the client-side check fails:
 * - `false` (default): focus stays where it is;
 * - a list of field names in form order: the first of them with an error,
 *   found by `name` inside the form (the errors are not rendered yet at
 *   submit time, so `aria-invalid` cannot be used). */
export type FocusOnInvalid<K extends string> = false | ReadonlyArray<K>;

/** The state of a hand-written form: values, field errors and whether it was
 * submitted once. Before the first submit, edits do not validate; after it,
 * every change re-runs `validate` on the new values. */
export function useValidatedForm<V extends object, K extends string>(
  initial: V | (() => V),
  validate: (values: V) => FieldErrors<K>,
  options: { focusOnInvalid?: FocusOnInvalid<K> } = {},
) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors<K>>({});
  const [submitted, setSubmitted] = useState(false);

  const set = <F extends keyof V>(k: F, v: V[F]) => {
    const next = { ...values, [k]: v };
    setValues(next);
    if (submitted) setErrors(validate(next));
  };

  /** The props that wire a control (`SelectField`, `ImageUpload`, `MarkdownEditor` ...)
   * to field `k`: its name (so focus can find it), value, change handler and error. */
  const field = <F extends K & keyof V>(k: F) => ({
    name: k,
    value: values[k],
    onChange: (v: V[F]) => set(k, v),
    error: errors[k],
  });

  /** The form's onSubmit: validates, shows the errors (and moves focus, see
   * `focusOnInvalid`) or calls `onValid` with the values. */
  const handleSubmit = (onValid: (values: V) => void) => (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setSubmitted(true);
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstInvalid(e.currentTarget, found, options.focusOnInvalid ?? false);
      return;
    }
    onValid(values);
  };

  return { values, errors, setErrors, submitted, set, field, handleSubmit };
}

function focusFirstInvalid<K extends string>(form: HTMLFormElement, found: FieldErrors<K>, how: FocusOnInvalid<K>) {
  if (how === false) return;
  const first = how.find((f) => found[f]);
  if (first) form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
}
