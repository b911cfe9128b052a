package web

import (
	"net/http/httptest"
	"strings"
	"testing"
	"time"
)

func TestElectionCalendarICS(t *testing.T) {
	now := func() time.Time { return time.Date(2028, 11, 7, 15, 0, 0, 0, time.UTC) }
	rec := httptest.NewRecorder()
	ElectionCalendarICS(now).ServeHTTP(rec, httptest.NewRequest("GET", "/resources/election-calendar.ics", nil))
	body := rec.Body.String()
	if rec.Header().Get("Content-Type") != "text/calendar; charset=utf-8" || !strings.Contains(rec.Header().Get("Content-Disposition"), ".ics") {
		t.Errorf("headers: %v", rec.Header())
	}
	if !strings.HasPrefix(body, "BEGIN:VCALENDAR\r\nVERSION:2.0\r\n") || !strings.HasSuffix(body, "END:VCALENDAR\r\n") {
		t.Errorf("not an iCalendar file: %q", body[:60])
	}
	// Past dates are left out; election day itself is still upcoming.
	if strings.Contains(body, "general-2027@canvass") || !strings.Contains(body, "DTSTART;VALUE=DATE:20281107\r\nDTEND;VALUE=DATE:20281108") {
		t.Errorf("wrong dates: %s", body)
	}
	if strings.Count(body, "BEGIN:VEVENT") != 6 {
		t.Errorf("events: %d", strings.Count(body, "BEGIN:VEVENT"))
	}
	if strings.Contains(body, "DESCRIPTION:Every U.S. House seat, a third") {
		t.Errorf("commas not escaped")
	}
}
