// Small helpers shared by the hand-written forms.

export type FieldErrors<K extends string = string> = Partial<Record<K, string>>;

/** Same check as the server's: something@something.tld, no spaces. */
export function isValidEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
}

/** Turns a payload's `errors` list into per-field messages; errors without a known
 * field are returned in `general`. */
export function splitUserErrors<K extends string>(
  errors: ReadonlyArray<{ readonly field?: string | null; readonly message: string }>,
  fields: ReadonlyArray<K>,
): { fieldErrors: FieldErrors<K>; general: string[] } {
  const fieldErrors: FieldErrors<K> = {};
  const general: string[] = [];
  for (const e of errors) {
    const f = e.field as K | null | undefined;
    if (f && (fields as ReadonlyArray<string>).includes(f)) {
      if (!fieldErrors[f]) fieldErrors[f] = e.message;
    } else {
      general.push(e.message);
    }
  }
  return { fieldErrors, general };
}

/** Trims a text field; empty becomes null (optional fields). */
export function optional(value: string): string | null {
  const v = value.trim();
  return v === "" ? null : v;
}
