import { useEffect } from "react";

/** Sets the tab title on client-side navigation ("{title} | Canvass"). The Go server
 * sets the same titles in the HTML of the first request. */
export function useDocumentTitle(title: string | null | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} | Canvass` : "Canvass: Build your political network";
  }, [title]);
}
