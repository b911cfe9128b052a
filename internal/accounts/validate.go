package accounts

import (
	"net/mail"
	"net/url"
	"strings"
	"unicode"
	"unicode/utf8"

	"canvass/internal/apperr"
)

// Field bounds. The spec sets only the minimum password length; the maxima
// keep rows and pages reasonable.
const (
	minPassword      = 6
	maxPassword      = 128
	maxUsername      = 50
	maxEmail         = 254
	maxName          = 50
	maxLocation      = 100
	maxBio           = 2000
	maxPosition      = 200
	maxLongText      = 2000
	maxSkills        = 1000
	maxURL           = 500
	maxPhone         = 30
	maxSocialLinks   = 10
	msgURL           = "Please enter a valid URL starting with http:// or https://"
	msgUserType      = "Please choose an account type"
	msgAffiliation   = "Please choose a valid political affiliation"
	msgEmail         = "Invalid email address"
	msgPasswordShort = "Password must be at least 6 characters"
	msgPasswordLong  = "Password must be at most 128 characters"
	msgFirstName     = "First name is required"
	msgLastName      = "Last name is required"
	msgUsername      = "Username is required"
)

// maxLen records "<Label> must be at most N characters" when s is longer
// than n characters.
func maxLen(v *apperr.Validation, field, label, s string, n int) {
	if utf8.RuneCountInString(s) > n {
		v.Add(field, label+" must be at most "+itoa(n)+" characters")
	}
}

func itoa(n int) string {
	if n == 0 {
		return "0"
	}
	var b [20]byte
	i := len(b)
	for n > 0 {
		i--
		b[i] = byte('0' + n%10)
		n /= 10
	}
	return string(b[i:])
}

// validEmail accepts a bare address (no display name) with a dotted domain.
func validEmail(s string) bool {
	if s == "" || len(s) > maxEmail {
		return false
	}
	a, err := mail.ParseAddress(s)
	if err != nil || a.Address != s || a.Name != "" {
		return false
	}
	at := strings.LastIndexByte(s, '@')
	domain := s[at+1:]
	return at > 0 && strings.Contains(domain, ".") && !strings.HasPrefix(domain, ".") && !strings.HasSuffix(domain, ".")
}

// validHTTPURL accepts absolute http(s) URLs with a host.
func validHTTPURL(s string) bool {
	u, err := url.Parse(s)
	if err != nil || u.Host == "" || u.User != nil {
		return false
	}
	scheme := strings.ToLower(u.Scheme)
	return (scheme == "http" || scheme == "https") && !strings.ContainsAny(s, " \t\r\n")
}

// checkUsername validates a trimmed username.
func checkUsername(v *apperr.Validation, s string) {
	switch {
	case s == "":
		v.Add("username", msgUsername)
	case utf8.RuneCountInString(s) > maxUsername:
		v.Add("username", "Username must be at most 50 characters")
	case strings.IndexFunc(s, func(r rune) bool { return unicode.IsSpace(r) || unicode.IsControl(r) }) >= 0:
		v.Add("username", "Username cannot contain spaces")
	}
}

// checkNewPassword validates a new password (never trimmed).
func checkNewPassword(v *apperr.Validation, field, s string) {
	switch n := utf8.RuneCountInString(s); {
	case n < minPassword:
		v.Add(field, msgPasswordShort)
	case n > maxPassword:
		v.Add(field, msgPasswordLong)
	}
}

// parseAffiliation accepts a stored value or GraphQL name in any case; empty
// means None.
func parseAffiliation(s string) (Affiliation, bool) {
	if strings.TrimSpace(s) == "" {
		return "None", true
	}
	a, ok := Affiliations.Parse(s)
	return Affiliation(a), ok
}
