package paylaw

import (
	"os"
	"strings"
	"testing"
	"time"
)

func TestFor(t *testing.T) {
	now := time.Date(2026, 11, 27, 12, 0, 0, 0, time.UTC)
	cases := []struct {
		location string
		remote   bool
		want     string // the refusal; "" when no law asks
	}{
		{"Denver, CO", false, "Colorado requires a pay range on job postings"},
		{"Denver, Colorado", false, "Colorado requires a pay range on job postings"},
		{"Sacramento, CA 95814", false, "California requires a pay range on job postings"},
		{"Washington, D.C.", false, "District of Columbia requires a pay range on job postings"},
		{"Boston, MA", false, "Massachusetts requires a pay range on job postings"},
		{"Cleveland, OH", false, "Cleveland, Ohio requires a pay range on job postings"},
		{"Columbus, OH", false, ""},
		{"Austin, TX", false, ""},
		{"Wilmington, DE", false, ""}, // Delaware's law is not in effect yet
		{"Remote", true, "Colorado requires a pay range on job postings, remote ones included"},
		{"Austin, TX", true, "Colorado requires a pay range on job postings, remote ones included"},
		{"Seattle, WA", true, "Washington requires a pay range on job postings, remote ones included"},
	}
	for _, c := range cases {
		law, ok := For(c.location, c.remote, now)
		got := ""
		if ok {
			got = law.Message(c.remote)
		}
		if got != c.want {
			t.Errorf("For(%q, remote %v) = %q, want %q", c.location, c.remote, got, c.want)
		}
	}
	// Effective dates: Massachusetts from October 29, 2025; Delaware once its day comes.
	if _, ok := For("Boston, MA", false, time.Date(2025, 10, 28, 23, 0, 0, 0, time.UTC)); ok {
		t.Error("Massachusetts' law applied before it took effect")
	}
	if law, ok := For("Dover, DE", false, time.Date(2027, 9, 25, 0, 0, 0, 0, time.UTC)); !ok || law.Place != "Delaware" {
		t.Errorf("Delaware's law on its first day: %v %v", law, ok)
	}
}

// docs/hiring.md lists every law with its effective day and source, so the
// documented list is the one the code applies.
func TestDocsListEveryLaw(t *testing.T) {
	doc, err := os.ReadFile("../../docs/hiring.md")
	if err != nil {
		t.Fatal(err)
	}
	for i, l := range Laws {
		row := "| " + l.Place + " | " + l.Name + " | " + l.Effective + " | " + l.Employers + " | " + l.Source + " |"
		if !strings.Contains(string(doc), row) {
			t.Errorf("docs/hiring.md lacks the row\n%s", row)
		}
		if i > 0 && l.Effective < Laws[i-1].Effective {
			t.Errorf("%s is listed before an earlier law", l.Place)
		}
		if _, err := time.Parse(time.DateOnly, l.Effective); err != nil {
			t.Errorf("%s: %v", l.Place, err)
		}
	}
}
