package elections

import (
	"testing"
	"time"
)

func TestGeneral(t *testing.T) {
	for y, want := range map[int]string{2024: "2024-11-05", 2026: "2026-11-03", 2027: "2027-11-02", 2028: "2028-11-07", 2030: "2030-11-05", 2032: "2032-11-02"} {
		if got := General(y).Format("2006-01-02"); got != want {
			t.Errorf("General(%d) = %s, want %s", y, got, want)
		}
	}
	// The calendar's general elections agree with the law's rule.
	for _, d := range Dates {
		if len(d.UID) > 8 && d.UID[:8] == "general-" && !d.Date.Equal(General(d.Date.Year())) {
			t.Errorf("%s: %s is not General(%d)", d.UID, d.Date.Format("2006-01-02"), d.Date.Year())
		}
	}
}

func TestWeekAfterGeneral(t *testing.T) {
	at := func(s string) time.Time {
		tm, err := time.Parse(time.RFC3339, s)
		if err != nil {
			t.Fatal(err)
		}
		return tm
	}
	for _, c := range []struct {
		now  string
		want bool
	}{
		{"2026-11-03T23:00:00Z", false}, // election day
		{"2026-11-04T00:00:00Z", true},
		{"2026-11-10T23:59:59Z", true}, // the 7th day after
		{"2026-11-11T00:00:00Z", false},
		{"2026-06-01T12:00:00Z", false},
		{"2028-11-08T09:00:00Z", true},
	} {
		g, ok := WeekAfterGeneral(at(c.now))
		if ok != c.want {
			t.Errorf("WeekAfterGeneral(%s) = %v, want %v", c.now, ok, c.want)
		}
		if ok && g.Year() != at(c.now).Year() {
			t.Errorf("WeekAfterGeneral(%s) = %s", c.now, g)
		}
	}
}
