package elections

import (
	"strings"
	"testing"
	"time"
)

func TestElectionDatesFollowTheLaw(t *testing.T) {
	for _, d := range Dates {
		switch {
		case strings.Contains(d.UID, "general"):
			// The Tuesday after the first Monday in November.
			firstMonday := day(d.Date.Year(), time.November, 1)
			for firstMonday.Weekday() != time.Monday {
				firstMonday = firstMonday.AddDate(0, 0, 1)
			}
			if !d.Date.Equal(firstMonday.AddDate(0, 0, 1)) {
				t.Errorf("%s: %s is not the Tuesday after the first Monday in November", d.UID, d.Date.Format("2006-01-02"))
			}
		case strings.Contains(d.UID, "electors"):
			wed := day(d.Date.Year(), time.December, 1)
			for wed.Weekday() != time.Wednesday {
				wed = wed.AddDate(0, 0, 1)
			}
			if want := wed.AddDate(0, 0, 13); !d.Date.Equal(want) { // second Wednesday + 6 days
				t.Errorf("electors meet %s, want %s", d.Date.Format("2006-01-02"), want.Format("2006-01-02"))
			}
		}
	}
	for i := 1; i < len(Dates); i++ {
		if !Dates[i].Date.After(Dates[i-1].Date) {
			t.Errorf("dates out of order at %s", Dates[i].UID)
		}
	}
}

func TestUpcomingDropsPastDates(t *testing.T) {
	got := Upcoming(time.Date(2027, 11, 2, 23, 0, 0, 0, time.UTC))
	if len(got) != len(Dates) || got[0].UID != "general-2027@canvass" {
		t.Errorf("election day itself is upcoming: %+v", got)
	}
	got = Upcoming(time.Date(2027, 11, 3, 0, 0, 0, 0, time.UTC))
	if len(got) != len(Dates)-1 {
		t.Errorf("the day after drops it: %d", len(got))
	}
}
