package elections

import "time"

// AfterGeneralDays is how many days after a general election count as "the
// week after" (issue 27: the home page and job alerts lead with people
// available now for campaigns and with newly posted jobs for people).
const AfterGeneralDays = 7

// General is the general election day of year y: the Tuesday after the
// first Monday in November (2 U.S.C. 7), every year (federal in even years,
// off-year state and local elections in odd ones), at 00:00 UTC.
func General(y int) time.Time {
	nov1 := day(y, time.November, 1)
	firstMonday := 1 + (int(time.Monday)-int(nov1.Weekday())+7)%7
	return day(y, time.November, firstMonday+1)
}

// WeekAfterGeneral returns the general election whose week after holds now's
// day (UTC): from the day after the election through the AfterGeneralDays-th
// day after it. ok is false on any other day, election day included.
func WeekAfterGeneral(now time.Time) (election time.Time, ok bool) {
	now = now.UTC()
	today := day(now.Year(), now.Month(), now.Day())
	g := General(now.Year())
	if since := int(today.Sub(g).Hours() / 24); since >= 1 && since <= AfterGeneralDays {
		return g, true
	}
	return time.Time{}, false
}
