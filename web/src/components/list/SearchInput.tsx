import { Input } from "@chakra-ui/react";
import { useEffect, useRef, useState } from "react";
import { FormField } from "../ui/form-field";

export const SEARCH_DEBOUNCE_MS = 300;

/** The text of a search box kept in step with a committed value (the URL's `q`):
 * typing commits the trimmed text `delay` ms after the last keystroke, Enter commits at
 * once, and a change of `value` from outside (Back, Forward, Reset, a shared link)
 * replaces the text and drops a pending commit. `commit` may change between renders;
 * the latest one is called. */
export function useDebouncedText(value: string, commit: (text: string) => void, delay = SEARCH_DEBOUNCE_MS) {
  const [text, setText] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef({ commit, value, text });
  latest.current = { commit, value, text };
  // What this box committed that `value` has not shown yet, oldest first. A commit
  // may arrive late (a transition waiting for its data); its arrival is not a change
  // from outside, so it must not replace what was typed since, nor drop its commit.
  const ownCommits = useRef<string[]>([]);

  useEffect(() => {
    const own = ownCommits.current.indexOf(value.trim());
    if (own >= 0) {
      ownCommits.current.splice(0, own + 1);
      return;
    }
    ownCommits.current = [];
    clearTimeout(timer.current);
    // Keep what is typed when it only differs by spaces ("field " while typing on).
    if (latest.current.text.trim() !== value.trim()) setText(value);
  }, [value]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const flush = (next: string) => {
    clearTimeout(timer.current);
    const { commit: latestCommit, value: committed } = latest.current;
    // Compared with what was last sent: a commit still on its way counts.
    if (next.trim() === (ownCommits.current.at(-1) ?? committed.trim())) return;
    ownCommits.current.push(next.trim());
    latestCommit(next.trim());
  };
  const change = (next: string) => {
    setText(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => flush(next), delay);
  };
  return { text, change, flush: () => flush(latest.current.text) };
}

/** A labelled search box (type="search") whose text is committed, debounced, to
 * `onCommit`; `value` is the committed text (for a list screen, `filters.q` from
 * useUrlFilters, committed with `set({ q }, { replace: true })`). `onTextChange`
 * sees every keystroke (a "View all" link that carries what is typed). */
export function SearchInput({
  label,
  value,
  onCommit,
  onTextChange,
  placeholder,
  hideLabel,
  name = "q",
  maxLength = 200,
  delay = SEARCH_DEBOUNCE_MS,
  size,
  bg,
}: {
  label: string;
  value: string;
  onCommit: (text: string) => void;
  onTextChange?: (text: string) => void;
  placeholder?: string;
  /** The label is read by screen readers only (a compact bar with a placeholder);
   * "narrow": only below the md breakpoint (a phone's filter bar). */
  hideLabel?: boolean | "narrow";
  name?: string;
  maxLength?: number;
  delay?: number;
  size?: "sm" | "md";
  bg?: string;
}) {
  const { text, change, flush } = useDebouncedText(value, onCommit, delay);
  return (
    <FormField label={label} size={size} hideLabel={hideLabel}>
      <Input
        type="search"
        name={name}
        value={text}
        placeholder={placeholder}
        maxLength={maxLength}
        bg={bg}
        onChange={(e) => {
          change(e.target.value);
          onTextChange?.(e.target.value);
        }}
        onKeyDown={(e) => {
          if (e.key === "Enter") flush();
        }}
      />
    </FormField>
  );
}
