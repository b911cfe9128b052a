package accounts

import (
	"context"
	"strings"

	"canvass/internal/apperr"
	"canvass/internal/store"
)

// ProfileInput is the profile edit form. FirstName and LastName are
// required; for every other field nil means "leave unchanged" (GraphQL
// omitted the argument, or a REST client did not send it). ProfileImage is
// a data URL (new image), the current /uploads/ URL (kept) or "" (removed).
// PoliticalAffiliation accepts the stored value or the GraphQL name.
type ProfileInput struct {
	FirstName            string   `json:"firstName"`
	LastName             string   `json:"lastName"`
	Email                *string  `json:"email"`
	Location             *string  `json:"location"`
	Bio                  *string  `json:"bio"`
	ProfileImage         *string  `json:"profileImage"`
	PoliticalAffiliation *string  `json:"politicalAffiliation"`
	CurrentPosition      *string  `json:"currentPosition"`
	PreviousPositions    *string  `json:"previousPositions"`
	Education            *string  `json:"education"`
	Skills               *string  `json:"skills"`
	Resume               *string  `json:"resume"`
	Website              *string  `json:"website"`
	SocialLinks          []string `json:"socialLinks"`
	PhoneNumber          *string  `json:"phoneNumber"`
	IsPublicProfile      *bool    `json:"isPublicProfile"`
}

// UpdateProfile changes actor's own profile and returns it.
func (s *Service) UpdateProfile(ctx context.Context, actor *User, in ProfileInput) (*User, error) {
	// SECURITY: users edit only their own profile; the actor is the target.
	if actor == nil {
		return nil, ErrNotSignedIn()
	}
	cur, err := s.Get(ctx, actor.ID)
	if err != nil {
		return nil, err
	}
	u := *cur
	set := func(dst *string, p *string) {
		if p != nil {
			*dst = strings.TrimSpace(*p)
		}
	}
	u.FirstName = strings.TrimSpace(in.FirstName)
	u.LastName = strings.TrimSpace(in.LastName)
	set(&u.Email, in.Email)
	set(&u.Location, in.Location)
	set(&u.Bio, in.Bio)
	set(&u.CurrentPosition, in.CurrentPosition)
	set(&u.PreviousPositions, in.PreviousPositions)
	set(&u.Education, in.Education)
	set(&u.Skills, in.Skills)
	set(&u.Resume, in.Resume)
	set(&u.Website, in.Website)
	set(&u.PhoneNumber, in.PhoneNumber)
	if in.IsPublicProfile != nil {
		u.IsPublicProfile = *in.IsPublicProfile
	}

	var v apperr.Validation
	v.Check(u.FirstName != "", "firstName", msgFirstName)
	maxLen(&v, "firstName", "First name", u.FirstName, maxName)
	v.Check(u.LastName != "", "lastName", msgLastName)
	maxLen(&v, "lastName", "Last name", u.LastName, maxName)
	if in.Email != nil {
		v.Check(validEmail(u.Email), "email", msgEmail)
	}
	if in.PoliticalAffiliation != nil {
		if a, ok := parseAffiliation(*in.PoliticalAffiliation); ok {
			u.PoliticalAffiliation = a
		} else {
			v.Add("politicalAffiliation", msgAffiliation)
		}
	}
	maxLen(&v, "location", "Location", u.Location, maxLocation)
	maxLen(&v, "bio", "Bio", u.Bio, maxBio)
	maxLen(&v, "currentPosition", "Current position", u.CurrentPosition, maxPosition)
	maxLen(&v, "previousPositions", "Previous positions", u.PreviousPositions, maxLongText)
	maxLen(&v, "education", "Education", u.Education, maxLongText)
	maxLen(&v, "skills", "Skills", u.Skills, maxSkills)
	maxLen(&v, "phoneNumber", "Phone number", u.PhoneNumber, maxPhone)
	for _, f := range []struct{ field, label, val string }{
		{"resume", "Resume", u.Resume}, {"website", "Website", u.Website},
	} {
		if f.val != "" {
			maxLen(&v, f.field, f.label+" URL", f.val, maxURL)
			v.Check(validHTTPURL(f.val), f.field, msgURL)
		}
	}
	if in.SocialLinks != nil {
		links := store.StringList{}
		for _, l := range in.SocialLinks {
			if l = strings.TrimSpace(l); l != "" {
				links = append(links, l)
				maxLen(&v, "socialLinks", "Each social link", l, maxURL)
				v.Check(validHTTPURL(l), "socialLinks", msgURL)
			}
		}
		if len(links) > maxSocialLinks {
			v.Add("socialLinks", "You can add at most 10 social links")
		}
		u.SocialLinks = links
	}
	if err := v.Err(); err != nil {
		return nil, err
	}
	if in.Email != nil && !strings.EqualFold(u.Email, cur.Email) {
		if err := RefuseTokens(ctx); err != nil {
			return nil, err
		}
		if err := s.checkUnique(ctx, u.ID, "", u.Email); err != nil {
			return nil, err
		}
	}
	if u.ProfileImage, err = s.uploads.ImageField(ctx, "profileImage", in.ProfileImage, cur.ProfileImage); err != nil {
		return nil, err
	}
	// A new address is unconfirmed until its owner follows the link sent
	// to it, in the same transaction (a change of letter case is no change).
	newEmail := !strings.EqualFold(u.Email, cur.Email)
	err = s.db.InTx(ctx, func(tx *store.Tx) error {
		_, err := tx.Exec(ctx, `UPDATE users SET email = ?, first_name = ?, last_name = ?, location = ?, bio = ?,
		profile_image = ?, political_affiliation = ?, current_position = ?, previous_positions = ?,
		education = ?, skills = ?, resume = ?, website = ?, social_links = ?, phone_number = ?,
		is_public_profile = ? WHERE id = ?`,
			u.Email, u.FirstName, u.LastName, u.Location, u.Bio, u.ProfileImage, u.PoliticalAffiliation,
			u.CurrentPosition, u.PreviousPositions, u.Education, u.Skills, u.Resume, u.Website, u.SocialLinks,
			u.PhoneNumber, u.IsPublicProfile, u.ID)
		if err != nil || !newEmail {
			return err
		}
		if _, err := tx.Exec(ctx, `UPDATE users SET email_verified_at = NULL WHERE id = ?`, u.ID); err != nil {
			return err
		}
		u.EmailVerified = false
		return s.queueVerification(ctx, tx, &u)
	})
	if store.IsUniqueViolation(err) {
		return nil, &apperr.Error{Code: apperr.Conflict, Message: "Email already registered",
			Fields: []apperr.FieldError{{Field: "email", Message: "Email already registered"}}}
	}
	if err != nil {
		return nil, err
	}
	return &u, nil
}
