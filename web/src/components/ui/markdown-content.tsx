import { Box } from "@chakra-ui/react";
import { useEffect, useRef } from "react";

/** Styles for HTML rendered from member-written Markdown (internal/markdown: headings
 * start at h2, links carry rel="nofollow ugc noopener"). Readable at 375 px: long
 * words and links wrap, code blocks and tables scroll sideways inside the column
 * instead of widening the page. */
export const markdownContentStyles = {
  overflowWrap: "anywhere",
  lineHeight: "tall",
  "& > :first-child": { marginTop: "0" },
  "& p": { marginBottom: "4" },
  "& h2": { fontWeight: "bold", fontSize: "2xl", marginTop: "8", marginBottom: "3", lineHeight: "short" },
  "& h3": { fontWeight: "bold", fontSize: "xl", marginTop: "6", marginBottom: "3", lineHeight: "short" },
  "& h4, & h5, & h6": { fontWeight: "semibold", fontSize: "lg", marginTop: "5", marginBottom: "2" },
  "& ul, & ol": { paddingInlineStart: "6", marginBottom: "4" },
  "& ul": { listStyleType: "disc" },
  "& ol": { listStyleType: "decimal" },
  "& li": { marginBottom: "1" },
  "& li > ul, & li > ol": { marginBottom: "0", marginTop: "1" },
  "& blockquote": {
    borderInlineStartWidth: "4px",
    borderColor: "border.emphasized",
    paddingInlineStart: "4",
    color: "fg.muted",
    marginBottom: "4",
    fontStyle: "italic",
  },
  "& a": { color: "blue.fg", textDecoration: "underline" },
  "& code": { fontFamily: "mono", fontSize: "0.9em", bg: "bg.muted", paddingX: "1", rounded: "sm" },
  "& pre": { bg: "bg.muted", padding: "4", rounded: "md", overflowX: "auto", marginBottom: "4", maxWidth: "100%" },
  "& pre code": { bg: "transparent", padding: "0", overflowWrap: "normal", whiteSpace: "pre" },
  "& hr": { marginY: "6", borderColor: "border" },
  "& img": { maxWidth: "100%", height: "auto", rounded: "md", marginY: "4" },
  // A table is its own horizontal scroller (display: block), so a wide one never
  // widens the page on a phone.
  "& table": {
    display: "block",
    maxWidth: "100%",
    overflowX: "auto",
    borderCollapse: "collapse",
    marginBottom: "4",
    fontSize: "sm",
  },
  "& th, & td": { borderWidth: "1px", borderColor: "border", paddingX: "3", paddingY: "2", textAlign: "start", verticalAlign: "top", overflowWrap: "normal", minWidth: "8rem" },
  "& th": { bg: "bg.subtle", fontWeight: "semibold" },
  "& th[align=center], & td[align=center]": { textAlign: "center" },
  "& th[align=right], & td[align=right]": { textAlign: "end" },
} as const;

/** HTML rendered and sanitized on the server (never raw member input). Tables and
 * code blocks scroll sideways, so they are made focusable: a keyboard user can
 * scroll them too (axe: scrollable-region-focusable). */
export function MarkdownContent({ html }: { html: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.querySelectorAll("table, pre").forEach((el) => el.setAttribute("tabindex", "0"));
  }, [html]);
  return (
    <Box
      ref={ref}
      className="markdown-content"
      css={markdownContentStyles}
      data-testid="markdown-content"
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
