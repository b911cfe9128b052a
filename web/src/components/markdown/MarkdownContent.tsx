import { Box } from "@chakra-ui/react";
import { useEffect, useRef } from "react";

/** HTML that the server rendered from Markdown and sanitised (internal/markdown:
 * goldmark + bluemonday's UGC policy), styled to read well at 375 px: headings,
 * lists, links, code, quotes, images and tables (which scroll sideways instead of
 * widening the page). The one way to show rendered Markdown: articles, resources
 * and the editor's Preview tab. Never pass it anything but server-rendered HTML. */
export function MarkdownContent({ html, label }: { html: string; label?: string }) {
  // Tables and code blocks scroll sideways on a phone: make them focusable so the
  // keyboard can scroll them too (axe: scrollable-region-focusable).
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.querySelectorAll("table, pre").forEach((el) => el.setAttribute("tabindex", "0"));
  }, [html]);
  return <Box ref={ref} className="markdown-content" aria-label={label} css={contentStyles} dangerouslySetInnerHTML={{ __html: html }} />;
}

const contentStyles = {
  overflowWrap: "anywhere",
  "& > :first-child": { marginTop: "0" },
  "& p": { marginBottom: "4", lineHeight: "tall" },
  "& h1, & h2, & h3, & h4, & h5, & h6": { fontWeight: "bold", marginTop: "6", marginBottom: "3", lineHeight: "short" },
  "& h1, & h2": { fontSize: "2xl" },
  "& h3": { fontSize: "xl" },
  "& h4, & h5, & h6": { fontSize: "lg" },
  "& ul, & ol": { paddingInlineStart: "6", marginBottom: "4" },
  "& ul": { listStyleType: "disc" },
  "& ol": { listStyleType: "decimal" },
  "& li": { marginBottom: "1" },
  "& li > ul, & li > ol": { marginBottom: "0" },
  "& blockquote": { borderInlineStartWidth: "4px", borderColor: "border.emphasized", paddingInlineStart: "4", color: "fg.muted", marginBottom: "4" },
  "& a": { color: "blue.fg", textDecoration: "underline" },
  "& code": { fontFamily: "mono", fontSize: "0.9em", bg: "bg.muted", paddingInline: "1", rounded: "sm" },
  "& pre": { bg: "bg.muted", padding: "4", rounded: "md", overflowX: "auto", marginBottom: "4" },
  "& img": { maxWidth: "100%", height: "auto", rounded: "md" },
  "& hr": { marginBlock: "6", borderColor: "border" },
  "& table": { display: "block", maxWidth: "100%", overflowX: "auto", borderCollapse: "collapse", marginBottom: "4" },
  "& th, & td": { borderWidth: "1px", borderColor: "border", paddingInline: "3", paddingBlock: "2", textAlign: "start", verticalAlign: "top", overflowWrap: "normal", minWidth: "8rem" },
  "& th[align=center], & td[align=center]": { textAlign: "center" },
  "& th[align=right], & td[align=right]": { textAlign: "end" },
  "& pre code": { bg: "transparent", padding: "0", overflowWrap: "normal", whiteSpace: "pre" },
  "& th": { bg: "bg.subtle", fontWeight: "semibold" },
};
