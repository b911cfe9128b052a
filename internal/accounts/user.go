// Package accounts owns users: registration, sign-in, profiles, password
// resets and the rules around them.
package accounts

import (
	"io"
	"time"

	"canvass/internal/enum"
	"canvass/internal/hidden"
	"canvass/internal/relayid"
	"canvass/internal/store"
)

// UserType is one of the three roles, stored as in spec section 3.
type UserType string

const (
	Candidate     UserType = "candidate"
	CampaignStaff UserType = "campaign_staff"
	Vendor        UserType = "vendor"
)

// UserTypes maps GraphQL names to stored user types.
var UserTypes = enum.New("UserType", enum.V("CANDIDATE", "candidate", "Candidate"),
	enum.V("CAMPAIGN_STAFF", "campaign_staff", "Campaign Staff / Volunteer"), enum.V("VENDOR", "vendor", "Vendor"))

func (t UserType) MarshalGQL(w io.Writer)    { UserTypes.MarshalGQL(w, string(t)) }
func (t *UserType) UnmarshalGQL(v any) error { return enum.Unmarshal(UserTypes, t, v) }

// Affiliation is a political affiliation of a profile or a job.
type Affiliation string

// Affiliations maps GraphQL names to stored affiliations (spec section 3).
// The badge colours are the spec's (Republican red, Democratic blue,
// Independent purple, Libertarian yellow, Green green). None reads
// "Non-Partisan", like the job board's chip and the vendors' Nonpartisan:
// one wording for "no party" on every screen.
var Affiliations = enum.New("PoliticalAffiliation",
	enum.V("DEMOCRATIC", "Democratic", "Democratic").Badge("blue"),
	enum.V("REPUBLICAN", "Republican", "Republican").Badge("red"),
	enum.V("INDEPENDENT", "Independent", "Independent").Badge("purple"),
	enum.V("LIBERTARIAN", "Libertarian", "Libertarian").Badge("yellow"),
	enum.V("GREEN", "Green", "Green").Badge("green"),
	enum.V("OTHER", "Other", "Other").Badge("orange"),
	enum.V("NONE", "None", "Non-Partisan").Badge("gray"))

func (a Affiliation) MarshalGQL(w io.Writer)    { Affiliations.MarshalGQL(w, string(a)) }
func (a *Affiliation) UnmarshalGQL(v any) error { return enum.Unmarshal(Affiliations, a, v) }

// User is a member of Canvass. PasswordHash never leaves the service.
type User struct {
	ID                   int64            `db:"id" json:"id"`
	Username             string           `db:"username" json:"username"`
	PasswordHash         string           `db:"password_hash" json:"-"`
	Email                string           `db:"email" json:"email"`
	FirstName            string           `db:"first_name" json:"firstName"`
	LastName             string           `db:"last_name" json:"lastName"`
	UserType             UserType         `db:"user_type" json:"userType"`
	Location             string           `db:"location" json:"location"`
	Bio                  string           `db:"bio" json:"bio"`
	ProfileImage         string           `db:"profile_image" json:"profileImage"`
	PoliticalAffiliation Affiliation      `db:"political_affiliation" json:"politicalAffiliation"`
	CurrentPosition      string           `db:"current_position" json:"currentPosition"`
	PreviousPositions    string           `db:"previous_positions" json:"previousPositions"`
	Education            string           `db:"education" json:"education"`
	Skills               string           `db:"skills" json:"skills"`
	Resume               string           `db:"resume" json:"resume"`
	Website              string           `db:"website" json:"website"`
	SocialLinks          store.StringList `db:"social_links" json:"socialLinks"`
	PhoneNumber          string           `db:"phone_number" json:"phoneNumber"`
	IsPublicProfile      bool             `db:"is_public_profile" json:"isPublicProfile"`
	CreatedAt            time.Time        `db:"created_at" json:"createdAt"`
	// EmailVerified: the owner confirmed Email (the link a registration or
	// an email change sends). Shown to the user themself only.
	EmailVerified bool `db:"email_verified" json:"-"`
	// State is whether moderators hid the profile (internal/hidden): then
	// only the member themself and the moderators find it. Cards leave it
	// zero.
	hidden.State
}

// IsNode marks User as a GraphQL Node.
func (User) IsNode() {}

// GlobalID is the user's opaque GraphQL id.
func (u *User) GlobalID() string { return relayid.Encode("User", u.ID) }
