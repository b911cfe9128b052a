package web

import (
	"net/http"
	"strings"
	"time"

	"canvass/internal/elections"
)

// The election calendar tool's download: the upcoming dates of
// internal/elections as an iCalendar file at /resources/election-calendar.ics.

// icsEscape escapes an iCalendar TEXT value (RFC 5545, 3.3.11).
func icsEscape(s string) string {
	return strings.NewReplacer(`\`, `\\`, ";", `\;`, ",", `\,`, "\n", `\n`).Replace(s)
}

// ElectionCalendarICS serves the upcoming dates as an iCalendar file of
// all-day events (RFC 5545), for download into any calendar app.
func ElectionCalendarICS(now func() time.Time) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		stamp := now().UTC().Format("20060102T150405Z")
		var b strings.Builder
		line := func(s string) { b.WriteString(s + "\r\n") }
		line("BEGIN:VCALENDAR")
		line("VERSION:2.0")
		line("PRODID:-//Canvass//Election Calendar//EN")
		line("CALSCALE:GREGORIAN")
		line("X-WR-CALNAME:Canvass Election Calendar")
		for _, d := range elections.Upcoming(now()) {
			line("BEGIN:VEVENT")
			line("UID:" + d.UID)
			line("DTSTAMP:" + stamp)
			line("DTSTART;VALUE=DATE:" + d.Date.Format("20060102"))
			line("DTEND;VALUE=DATE:" + d.Date.AddDate(0, 0, 1).Format("20060102"))
			line("SUMMARY:" + icsEscape(d.Title))
			line("DESCRIPTION:" + icsEscape(d.Description))
			line("TRANSP:TRANSPARENT")
			line("END:VEVENT")
		}
		line("END:VCALENDAR")
		w.Header().Set("Content-Type", "text/calendar; charset=utf-8")
		w.Header().Set("Content-Disposition", `attachment; filename="canvass-election-calendar.ics"`)
		w.Header().Set("Cache-Control", "public, max-age=86400")
		w.Write([]byte(b.String()))
	})
}
