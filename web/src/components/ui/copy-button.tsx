import { Button, type ButtonProps } from "@chakra-ui/react";
import { toast } from "./toaster";

export const COPIED_TEXT = "Copied";

/** Copies `text` to the clipboard and says so in a toast ("Copied", announced by the
 * toast area); where the browser refuses (no clipboard permission, an insecure
 * origin) the toast asks the user to select and copy by hand (`fallback`). */
export function copyText(text: string, fallback = "Select the text and copy it"): void {
  const refused = () => toast({ title: fallback, type: "info" });
  if (!navigator.clipboard) return refused();
  navigator.clipboard.writeText(text).then(() => toast({ title: COPIED_TEXT, type: "success" }), refused);
}

/** A "Copy" button for `text`. Give it an accessible name that says what it copies
 * when a page has several (`aria-label="Copy the search example"`). */
export function CopyButton({ text, fallback, children = "Copy", ...rest }: { text: string; fallback?: string } & Omit<ButtonProps, "onClick">) {
  return (
    <Button variant="outline" {...rest} onClick={() => copyText(text, fallback)}>
      {children}
    </Button>
  );
}
