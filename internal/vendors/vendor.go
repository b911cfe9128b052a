// Package vendors owns the vendor directory and vendor profiles.
package vendors

import (
	"io"
	"time"

	"canvass/internal/enum"
	"canvass/internal/store"
)

// Category is a vendor form category value (spec section 3).
type Category string

// Categories maps GraphQL names to stored category values.
var Categories = enum.New("VendorCategory", "MEDIA", "Media", "TECHNOLOGY", "Technology",
	"CONSULTING", "Consulting", "DATA", "Data", "EVENTS", "Events", "MERCHANDISE", "Merchandise",
	"FUNDRAISING", "Fundraising", "LEGAL", "Legal", "OTHER", "Other")

func (c Category) MarshalGQL(w io.Writer) { Categories.MarshalGQL(w, string(c)) }
func (c *Category) UnmarshalGQL(v any) error {
	s, err := Categories.UnmarshalGQL(v)
	*c = Category(s)
	return err
}

// Affiliation is a vendor form affiliation: Democratic, Republican, Nonpartisan, Other.
type Affiliation string

var Affiliations = enum.New("VendorAffiliation", "DEMOCRATIC", "Democratic", "REPUBLICAN", "Republican",
	"NONPARTISAN", "Nonpartisan", "OTHER", "Other")

func (a Affiliation) MarshalGQL(w io.Writer) { Affiliations.MarshalGQL(w, string(a)) }
func (a *Affiliation) UnmarshalGQL(v any) error {
	s, err := Affiliations.UnmarshalGQL(v)
	*a = Affiliation(s)
	return err
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
}

// IsNode marks Vendor as a GraphQL Node.
func (Vendor) IsNode() {}
