// Package paylaw knows where the law requires a pay range on job postings
// (issue 27): the states and cities, each with the law's name, the day it took
// effect and where to read it. docs/hiring.md lists the same table (a test
// keeps the two in step). A job located in such a place, or a remote job
// (open to people in every state), must carry a salary minimum and maximum.
package paylaw

import (
	"strings"
	"time"

	"canvass/internal/geo"
)

// Law is one jurisdiction's pay-range rule for job postings.
type Law struct {
	// Place is the state or city as the refusal names it ("Colorado",
	// "Cleveland, Ohio").
	Place string
	// State is the state's two-letter code; City the city's name in lower
	// case, empty for a state-wide law.
	State, City string
	// Name is the law and its citation.
	Name string
	// Effective is the first day the law applied (YYYY-MM-DD).
	Effective string
	// Employers says which employers it covers. Canvass does not know a
	// poster's size, so it asks every posting in the place for a range.
	Employers string
	// Source is where to read it.
	Source string
}

// Laws are the pay-range laws Canvass applies, in the order they took effect.
var Laws = []Law{
	{"Colorado", "CO", "", "Equal Pay for Equal Work Act, C.R.S. § 8-5-201", "2021-01-01", "1 or more employees",
		"https://cdle.colorado.gov/dlss/equal-pay-for-equal-work-act"},
	{"California", "CA", "", "Cal. Lab. Code § 432.3(c) (SB 1162)", "2023-01-01", "15 or more employees",
		"https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=LAB&sectionNum=432.3"},
	{"Washington", "WA", "", "RCW 49.58.110 (ESSB 5761)", "2023-01-01", "15 or more employees",
		"https://app.leg.wa.gov/RCW/default.aspx?cite=49.58.110"},
	{"New York", "NY", "", "N.Y. Labor Law § 194-b", "2023-09-17", "4 or more employees",
		"https://dol.ny.gov/pay-transparency"},
	{"Hawaii", "HI", "", "Haw. Rev. Stat. § 378-2.4 (Act 203 of 2023)", "2024-01-01", "50 or more employees",
		"https://www.capitol.hawaii.gov/hrscurrent/Vol07_Ch0346-0398/HRS0378/HRS_0378-0002_0004.htm"},
	{"District of Columbia", "DC", "", "Wage Transparency Omnibus Amendment Act of 2023 (B25-0194)", "2024-06-30", "1 or more employees",
		"https://lims.dccouncil.gov/Legislation/B25-0194"},
	{"Maryland", "MD", "", "Md. Code, Lab. & Empl. § 3-304.2 (SB 525 of 2024)", "2024-10-01", "1 or more employees",
		"https://mgaleg.maryland.gov/mgawebsite/Legislation/Details/sb0525?ys=2024RS"},
	{"Cleveland, Ohio", "OH", "cleveland", "Cleveland Codified Ordinances ch. 663 (salary history and pay range)", "2024-10-27", "15 or more employees",
		"https://codelibrary.amlegal.com/codes/cleveland/latest/overview"},
	{"Illinois", "IL", "", "Equal Pay Act of 2003, 820 ILCS 112/10(b-25) (HB 3129)", "2025-01-01", "15 or more employees",
		"https://www.ilga.gov/legislation/ilcs/ilcs3.asp?ActID=2520"},
	{"Minnesota", "MN", "", "Minn. Stat. § 181.173", "2025-01-01", "30 or more employees",
		"https://www.revisor.mn.gov/statutes/cite/181.173"},
	{"New Jersey", "NJ", "", "P.L. 2024, c. 91 (S2310)", "2025-06-01", "10 or more employees",
		"https://www.njleg.state.nj.us/bill-search/2024/S2310"},
	{"Vermont", "VT", "", "21 V.S.A. § 495o (Act 155 of 2024)", "2025-07-01", "5 or more employees",
		"https://legislature.vermont.gov/statutes/section/21/005/00495o"},
	{"Massachusetts", "MA", "", "M.G.L. c. 149, § 105F (Frances Perkins Workplace Equity Act)", "2025-10-29", "25 or more employees",
		"https://malegislature.gov/Laws/SessionLaws/Acts/2024/Chapter141"},
	{"Delaware", "DE", "", "19 Del. C. § 711A (HB 105 of 2025)", "2027-09-25", "26 or more employees",
		"https://legis.delaware.gov/"},
}

// InEffect reports whether the law applies at now (from its effective day, UTC).
func (l Law) InEffect(now time.Time) bool {
	return now.UTC().Format(time.DateOnly) >= l.Effective
}

// Message is the field error for a posting in l's place without a range;
// remote says the posting is a remote one the place's residents may take.
func (l Law) Message(remote bool) string {
	if remote {
		return l.Place + " requires a pay range on job postings, remote ones included"
	}
	return l.Place + " requires a pay range on job postings"
}

// For returns the law that asks a posting at location for a pay range at now:
// the city's or state's law the location names (a state's before a city's),
// else, for a remote job, the first law in effect (a remote job is open to
// people in every state, and Canvass has no way to close one to a state).
func For(location string, remote bool, now time.Time) (Law, bool) {
	if st, ok := geo.StateOf(location); ok {
		city := strings.ToLower(strings.TrimSpace(strings.Split(location, ",")[0]))
		for _, l := range Laws {
			if l.State == st.Code && (l.City == "" || l.City == city) && l.InEffect(now) {
				return l, true
			}
		}
	}
	if remote {
		for _, l := range Laws {
			if l.InEffect(now) {
				return l, true
			}
		}
	}
	return Law{}, false
}
