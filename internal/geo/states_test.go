package geo

import "testing"

func TestStateOf(t *testing.T) {
	for loc, want := range map[string]string{
		"Des Moines, IA": "IA", "Denver, Colorado": "CO", "Washington, D.C.": "DC", "Washington, DC": "DC",
		"Seattle, WA 98101": "WA", "Colorado": "CO", "new york, ny": "NY", "Brooklyn, New York": "NY",
		"Remote": "", "London, UK": "", "": "", "IA": "", "Springfield": "", "Washington": "WA",
	} {
		s, ok := StateOf(loc)
		if ok != (want != "") || s.Code != want {
			t.Errorf("StateOf(%q) = %q %v, want %q", loc, s.Code, ok, want)
		}
	}
	if s, ok := ByCode("co"); !ok || s.Name != "Colorado" {
		t.Errorf("ByCode(co) = %+v %v", s, ok)
	}
}
