package app

import (
	"context"
	"fmt"
	"io"
	"strings"
	"time"

	"canvass/internal/messages"
)

// printReports writes the newest reports for moderators: who reported whom,
// when and why, then the kept messages, oldest first (the reported one last).
func printReports(ctx context.Context, svc *messages.Service, limit int, w io.Writer) error {
	list, err := svc.Reports(ctx, limit)
	if err != nil {
		return err
	}
	if len(list) == 0 {
		fmt.Fprintln(w, "no reports")
		return nil
	}
	for _, r := range list {
		fmt.Fprintf(w, "report %d  %s  %s reported %s: %s\n", r.ID, r.CreatedAt.UTC().Format(time.RFC3339), r.Reporter, r.Reported, oneLine(r.Reason))
		kept, err := r.ReportedMessages()
		if err != nil {
			fmt.Fprintln(w, "  (messages unreadable)")
			continue
		}
		for _, m := range kept {
			mark := " "
			if r.MessageID != nil && fmt.Sprint(m["id"]) == fmt.Sprint(*r.MessageID) {
				mark = ">"
			}
			fmt.Fprintf(w, "  %s #%v %v from user %v: %s\n", mark, m["id"], m["createdAt"], m["senderId"], oneLine(fmt.Sprint(m["content"])))
		}
	}
	return nil
}

// oneLine keeps a report on its lines: line breaks and control characters
// in user text are shown escaped, never interpreted by the terminal.
func oneLine(s string) string {
	var b strings.Builder
	for _, r := range s {
		switch {
		case r == '\n':
			b.WriteString(`\n`)
		case r < 0x20 || r == 0x7f || (r >= 0x80 && r < 0xa0):
			fmt.Fprintf(&b, `\x%02x`, r)
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}
