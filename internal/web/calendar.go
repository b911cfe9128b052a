package web

import (
	"net/http"
	"strings"
	"time"
)

// The election calendar tool (/resources/election-calendar): upcoming US
// federal and statewide election dates, and the same list as an iCalendar
// file at /resources/election-calendar.ics. Every date follows from law,
// so it is right whatever the news says: the general election is the
// Tuesday after the first Monday in November (2 U.S.C. 7, 3 U.S.C. 1),
// electors meet the first Tuesday after the second Wednesday in December
// (3 U.S.C. 7), Congress counts the votes on January 6 (3 U.S.C. 15) and the
// term begins on January 20 (20th Amendment).

// ElectionDate is one date of the calendar.
type ElectionDate struct {
	UID         string // stable across downloads, so calendars update instead of duplicating
	Date        time.Time
	Title       string
	Description string
}

// ElectionDates lists the calendar, in date order.
var ElectionDates = []ElectionDate{
	{"general-2027@canvass", day(2027, 11, 2), "2027 General Election",
		"Off-year general elections, including governor in Kentucky and Mississippi and the legislatures of New Jersey and Virginia."},
	{"general-2028@canvass", day(2028, 11, 7), "2028 Presidential General Election",
		"President, every U.S. House seat, a third of the U.S. Senate, and state and local offices."},
	{"electors-2028@canvass", day(2028, 12, 19), "Presidential Electors Meet",
		"Electors cast their votes in each state's capital."},
	{"count-2029@canvass", day(2029, 1, 6), "Congress Counts the Electoral Votes", "Joint session of Congress."},
	{"inauguration-2029@canvass", day(2029, 1, 20), "Presidential Inauguration", "The new presidential term begins at noon."},
	{"general-2029@canvass", day(2029, 11, 6), "2029 General Election",
		"Off-year general elections, including governor in New Jersey and Virginia."},
	{"general-2030@canvass", day(2030, 11, 5), "2030 Midterm General Election",
		"Every U.S. House seat, a third of the U.S. Senate and 36 governors."},
}

func day(y int, m time.Month, d int) time.Time { return time.Date(y, m, d, 0, 0, 0, 0, time.UTC) }

// UpcomingElectionDates are the dates of ElectionDates on or after now's day.
func UpcomingElectionDates(now time.Time) []ElectionDate {
	today := day(now.Year(), now.Month(), now.Day())
	var out []ElectionDate
	for _, d := range ElectionDates {
		if !d.Date.Before(today) {
			out = append(out, d)
		}
	}
	return out
}

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
		for _, d := range UpcomingElectionDates(now()) {
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
