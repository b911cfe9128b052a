// Package vendors owns the vendor directory and vendor profiles: the rules
// (who may create or edit a profile, validation with the spec's messages,
// logos through the shared upload pipeline), the directory search (text,
// category with the filter-chip mapping, location, affiliation; name or
// newest order with keyset cursors), the dropdown facets and profile views.
package vendors

import (
	"io"
	"strings"
	"time"

	"canvass/internal/accounts"
	"canvass/internal/enum"
	"canvass/internal/hidden"
	"canvass/internal/relayid"
	"canvass/internal/store"
)

// Category is a vendor form category value (spec section 3), stored as the
// value ("Media"), spoken in GraphQL as its enum name (MEDIA).
type Category string

// Categories maps GraphQL names to stored category values and the vendor
// form's display labels (spec section 3).
var Categories = enum.New("VendorCategory",
	enum.V("MEDIA", "Media", "Media & Advertising"),
	enum.V("TECHNOLOGY", "Technology", "Campaign Technology"),
	enum.V("CONSULTING", "Consulting", "Political Consulting"),
	enum.V("DATA", "Data", "Data & Analytics"),
	enum.V("EVENTS", "Events", "Events & Logistics"),
	enum.V("MERCHANDISE", "Merchandise", "Campaign Merchandise"),
	enum.V("FUNDRAISING", "Fundraising", "Fundraising Services"),
	enum.V("LEGAL", "Legal", "Legal Services"),
	enum.V("OTHER", "Other", "Other"))

func (c Category) MarshalGQL(w io.Writer)    { Categories.MarshalGQL(w, string(c)) }
func (c *Category) UnmarshalGQL(v any) error { return enum.Unmarshal(Categories, c, v) }

// Label is the category's display label, e.g. "Media & Advertising".
func (c Category) Label() string { return Categories.Label(string(c)) }

// ParseCategory finds the category for a form value ("Media"), a label
// ("Media & Advertising") or a GraphQL name ("MEDIA"), in any letter case.
func ParseCategory(s string) (Category, bool) {
	if v, ok := Categories.Parse(s); ok {
		return Category(v), true
	}
	for _, m := range Categories.Members() {
		if strings.EqualFold(strings.TrimSpace(s), m.Label) {
			return Category(m.Stored), true
		}
	}
	return "", false
}

// ChipCategories maps the directory's filter chips (spec section 3: All
// Vendors, Consulting, Advertising, Digital, Fundraising, Polling), which do
// not match the form's categories one to one, to the category each shows.
// Matching is case-insensitive; docs/vendors.md documents the same table.
var ChipCategories = map[string]Category{
	"consulting":  "Consulting",  // Political Consulting
	"advertising": "Media",       // Media & Advertising
	"digital":     "Technology",  // Campaign Technology
	"fundraising": "Fundraising", // Fundraising Services
	"polling":     "Data",        // Data & Analytics
}

// FilterCategory resolves the directory's category filter: "", "all",
// "_all" and "All Vendors" mean no filter (ok, all=true); a chip name maps
// through ChipCategories; otherwise a category value, label or GraphQL name.
// An unknown value reports ok=false (Search then refuses the filter).
func FilterCategory(s string) (c Category, all, ok bool) {
	k := strings.ToLower(strings.TrimSpace(s))
	switch k {
	case "", "all", "_all", "all vendors":
		return "", true, true
	}
	if c, ok := ChipCategories[k]; ok {
		return c, false, true
	}
	c, ok = ParseCategory(s)
	return c, false, ok
}

// Affiliation is a vendor form affiliation: Democratic, Republican, Nonpartisan, Other.
type Affiliation string

// Nonpartisan reads "Non-Partisan", the wording of the profiles' and jobs'
// None (accounts.Affiliations).
var Affiliations = enum.New("VendorAffiliation",
	enum.V("DEMOCRATIC", "Democratic", "Democratic").Badge("blue"),
	enum.V("REPUBLICAN", "Republican", "Republican").Badge("red"),
	enum.V("NONPARTISAN", "Nonpartisan", "Non-Partisan").Badge("gray"),
	enum.V("OTHER", "Other", "Other").Badge("orange"))

func (a Affiliation) MarshalGQL(w io.Writer)    { Affiliations.MarshalGQL(w, string(a)) }
func (a *Affiliation) UnmarshalGQL(v any) error { return enum.Unmarshal(Affiliations, a, v) }

// ParseAffiliation reads an affiliation in any letter case, with or without
// separators ("Non-Partisan", "non_partisan", "NONPARTISAN"). "" and "None"
// mean no affiliation (none=true).
func ParseAffiliation(s string) (a Affiliation, none, ok bool) {
	k := strings.Map(func(r rune) rune {
		if r == '-' || r == '_' || r == ' ' {
			return -1
		}
		return r
	}, strings.ToLower(strings.TrimSpace(s)))
	switch k {
	case "", "none":
		return "", true, true
	}
	for _, v := range Affiliations.Values() {
		if strings.ToLower(v) == k {
			return Affiliation(v), false, true
		}
	}
	return "", false, false
}

// Vendor is a vendor user's directory profile.
type Vendor struct {
	ID          int64            `db:"id" json:"id"`
	UserID      int64            `db:"user_id" json:"userId"`
	Name        string           `db:"name" json:"name"`
	Category    Category         `db:"category" json:"category"`
	Location    string           `db:"location" json:"location"`
	Affiliation *Affiliation     `db:"affiliation" json:"affiliation"`
	Description string           `db:"description" json:"description"`
	Logo        string           `db:"logo" json:"logo"`
	Services    store.StringList `db:"services" json:"services"`
	RecentWork  string           `db:"recent_work" json:"recentWork"`
	CreatedAt   time.Time        `db:"created_at" json:"createdAt"`
	UpdatedAt   time.Time        `db:"updated_at" json:"updatedAt"`
	// State is whether moderators hid the profile and why (internal/hidden):
	// only its owner and the moderators ever read a hidden profile.
	hidden.State
	// Owner is the owner's public card when the vendor was read in a list
	// (accounts.CardColumns), else nil.
	Owner *accounts.User `db:"owner" json:"-"`
}

// IsNode marks Vendor as a GraphQL Node.
func (Vendor) IsNode() {}

// OwnedBy reports whether u (nil for visitors) owns the profile: the owner
// alone edits it and sees its views.
func (v *Vendor) OwnedBy(u *accounts.User) bool { return u != nil && u.ID == v.UserID }

// The methods below let gqlgen resolve these fields inline (no resolver
// goroutine per vendor in a directory page).

// GlobalID is the vendor's opaque GraphQL id.
func (v *Vendor) GlobalID() string { return relayid.Encode("Vendor", v.ID) }

// CategoryLabel is the display label of the vendor's category.
func (v *Vendor) CategoryLabel() string { return v.Category.Label() }

// LogoURL is the logo's URL, or nil when there is none.
func (v *Vendor) LogoURL() *string { return nonEmpty(v.Logo) }

// RecentWorkText is the recent work text, or nil when empty.
func (v *Vendor) RecentWorkText() *string { return nonEmpty(v.RecentWork) }

// ServiceList is the list of services offered (never nil).
func (v *Vendor) ServiceList() []string {
	if v.Services == nil {
		return []string{}
	}
	return v.Services
}

func nonEmpty(s string) *string {
	if s == "" {
		return nil
	}
	return &s
}
