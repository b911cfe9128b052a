// Package elections is the resource centre's election calendar
// (/resources/election-calendar, GraphQL electionDates, and the iCalendar
// file at /resources/election-calendar.ics): upcoming US federal and
// statewide election dates. Every date follows from law,
// so it is right whatever the news says: the general election is the
// Tuesday after the first Monday in November (2 U.S.C. 7, 3 U.S.C. 1),
// electors meet the first Tuesday after the second Wednesday in December
// (3 U.S.C. 7), Congress counts the votes on January 6 (3 U.S.C. 15) and the
// term begins on January 20 (20th Amendment).
package elections

import "time"

// Date is one date of the calendar.
type Date struct {
	UID         string // stable across downloads, so calendars update instead of duplicating
	Date        time.Time
	Title       string
	Description string
}

// Dates lists the calendar, in date order.
var Dates = []Date{
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

// Upcoming are the dates of Dates on or after now's day (UTC).
func Upcoming(now time.Time) []Date {
	today := day(now.UTC().Year(), now.UTC().Month(), now.UTC().Day())
	var out []Date
	for _, d := range Dates {
		if !d.Date.Before(today) {
			out = append(out, d)
		}
	}
	return out
}
