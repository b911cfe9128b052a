// Package geo reads US states out of the free-text locations members type
// ("Des Moines, IA", "Denver, Colorado", "Washington, D.C.").
package geo

import (
	"strings"
	"unicode"
)

// State is a US state, or the District of Columbia.
type State struct {
	Code string // two letters: CO
	Name string // Colorado
}

// States lists the states and DC by name.
var States = []State{
	{"AL", "Alabama"}, {"AK", "Alaska"}, {"AZ", "Arizona"}, {"AR", "Arkansas"}, {"CA", "California"},
	{"CO", "Colorado"}, {"CT", "Connecticut"}, {"DE", "Delaware"}, {"DC", "District of Columbia"},
	{"FL", "Florida"}, {"GA", "Georgia"}, {"HI", "Hawaii"}, {"ID", "Idaho"}, {"IL", "Illinois"},
	{"IN", "Indiana"}, {"IA", "Iowa"}, {"KS", "Kansas"}, {"KY", "Kentucky"}, {"LA", "Louisiana"},
	{"ME", "Maine"}, {"MD", "Maryland"}, {"MA", "Massachusetts"}, {"MI", "Michigan"}, {"MN", "Minnesota"},
	{"MS", "Mississippi"}, {"MO", "Missouri"}, {"MT", "Montana"}, {"NE", "Nebraska"}, {"NV", "Nevada"},
	{"NH", "New Hampshire"}, {"NJ", "New Jersey"}, {"NM", "New Mexico"}, {"NY", "New York"},
	{"NC", "North Carolina"}, {"ND", "North Dakota"}, {"OH", "Ohio"}, {"OK", "Oklahoma"}, {"OR", "Oregon"},
	{"PA", "Pennsylvania"}, {"RI", "Rhode Island"}, {"SC", "South Carolina"}, {"SD", "South Dakota"},
	{"TN", "Tennessee"}, {"TX", "Texas"}, {"UT", "Utah"}, {"VT", "Vermont"}, {"VA", "Virginia"},
	{"WA", "Washington"}, {"WV", "West Virginia"}, {"WI", "Wisconsin"}, {"WY", "Wyoming"},
}

var byCode, byName = func() (map[string]State, map[string]State) {
	c, n := map[string]State{}, map[string]State{}
	for _, s := range States {
		c[s.Code] = s
		n[strings.ToLower(s.Name)] = s
	}
	n["washington dc"], n["washington d c"], n["d c"] = c["DC"], c["DC"], c["DC"]
	return c, n
}()

// ByCode returns the state with two-letter code (any case).
func ByCode(code string) (State, bool) {
	s, ok := byCode[strings.ToUpper(strings.TrimSpace(code))]
	return s, ok
}

// StateOf reads the state a location names: its last comma-separated part
// as a code or a name ("Reno, NV", "Reno, Nevada", "Washington, D.C."), or
// the whole location as a state's name ("Colorado"). "Remote" and places
// outside the US have none.
func StateOf(location string) (State, bool) {
	parts := strings.Split(location, ",")
	last := normalize(parts[len(parts)-1])
	if last == "" {
		return State{}, false
	}
	if len(parts) > 1 || len(last) > 2 {
		if s, ok := byName[last]; ok {
			return s, true
		}
	}
	if len(parts) > 1 {
		// "Denver, CO 80202": the code before a ZIP.
		if f := strings.Fields(last); len(f) > 0 && len(f[0]) == 2 {
			if s, ok := byCode[strings.ToUpper(f[0])]; ok {
				return s, true
			}
		}
		if last == "dc" {
			return byCode["DC"], true
		}
	}
	return State{}, false
}

// normalize lower-cases s, drops dots and keeps single spaces ("D.C." is "dc").
func normalize(s string) string {
	var b strings.Builder
	space := false
	for _, r := range strings.ToLower(strings.TrimSpace(s)) {
		switch {
		case r == '.':
			continue
		case unicode.IsSpace(r):
			space = b.Len() > 0
			continue
		}
		if space {
			b.WriteByte(' ')
			space = false
		}
		b.WriteRune(r)
	}
	return b.String()
}
