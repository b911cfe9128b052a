package accounts

import (
	"context"
	"database/sql"
	"errors"
	"strings"

	"canvass/internal/apperr"
	"canvass/internal/store"
)

// RegisterInput is a sign-up form (spec section 5: confirmPassword and
// terms are checked by the client and not sent). UserType and
// PoliticalAffiliation accept the stored value or the GraphQL name in any
// letter case. RemoteAddr (the client's address, for throttling) is empty
// for trusted internal callers such as the demo seeder.
type RegisterInput struct {
	Username             string
	Password             string
	Email                string
	FirstName            string
	LastName             string
	UserType             string
	PoliticalAffiliation string
	Location             string
	Bio                  string
	ProfileImage         string
	RemoteAddr           string
}

// Register creates an account. Usernames and emails are unique regardless of
// letter case (CONFLICT "Username already exists" / "Email already
// registered").
func (s *Service) Register(ctx context.Context, in RegisterInput) (*User, error) {
	// SECURITY: signing up or in makes a browser session, which a token request has none of.
	if err := RefuseTokens(ctx); err != nil {
		return nil, err
	}
	u := User{
		Username:    strings.TrimSpace(in.Username),
		Email:       strings.TrimSpace(in.Email),
		FirstName:   strings.TrimSpace(in.FirstName),
		LastName:    strings.TrimSpace(in.LastName),
		Location:    strings.TrimSpace(in.Location),
		Bio:         strings.TrimSpace(in.Bio),
		SocialLinks: store.StringList{},
		// Spec section 3: isPublicProfile defaults to true.
		IsPublicProfile: true,
	}
	var v apperr.Validation
	checkUsername(&v, u.Username)
	checkNewPassword(&v, "password", in.Password)
	v.Check(validEmail(u.Email), "email", msgEmail)
	v.Check(u.FirstName != "", "firstName", msgFirstName)
	maxLen(&v, "firstName", "First name", u.FirstName, maxName)
	v.Check(u.LastName != "", "lastName", msgLastName)
	maxLen(&v, "lastName", "Last name", u.LastName, maxName)
	// SECURITY: only the three roles exist; nobody registers as anything else.
	if t, ok := UserTypes.Parse(in.UserType); ok && strings.TrimSpace(in.UserType) != "" {
		u.UserType = UserType(t)
	} else {
		v.Add("userType", msgUserType)
	}
	if a, ok := parseAffiliation(in.PoliticalAffiliation); ok {
		u.PoliticalAffiliation = a
	} else {
		v.Add("politicalAffiliation", msgAffiliation)
	}
	maxLen(&v, "location", "Location", u.Location, maxLocation)
	maxLen(&v, "bio", "Bio", u.Bio, maxBio)
	if err := v.Err(); err != nil {
		return nil, err
	}

	// SECURITY: bound sign-ups per address (mass account creation). The
	// sign-up is counted now and taken back if no account is made.
	taken, w, err := take(ctx, taking{s.regAddr, addrKey(in.RemoteAddr)})
	if err != nil {
		return nil, err
	}
	if w > 0 {
		return nil, rateLimited(msgTooManyRequests, w)
	}
	u, err = s.register(ctx, u, in)
	if err != nil {
		taken.undo(ctx)
		return nil, err
	}
	return &u, nil
}

// register makes the account of Register once the throttle let it go ahead.
func (s *Service) register(ctx context.Context, u User, in RegisterInput) (User, error) {
	if err := s.checkUnique(ctx, 0, u.Username, u.Email); err != nil {
		return u, err
	}
	img, err := s.uploads.ImageField(ctx, "profileImage", &in.ProfileImage, "")
	if err != nil {
		return u, err
	}
	u.ProfileImage = img
	if u.PasswordHash, err = HashPassword(ctx, in.Password); err != nil {
		return u, err
	}
	u.CreatedAt = store.Now()
	// The account and the email confirming its address commit together.
	err = s.db.InTx(ctx, func(tx *store.Tx) error {
		err := tx.Get(ctx, &u.ID, `INSERT INTO users (username, password_hash, email, first_name, last_name,
		user_type, location, bio, profile_image, political_affiliation, social_links, is_public_profile, created_at)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
			u.Username, u.PasswordHash, u.Email, u.FirstName, u.LastName, u.UserType, u.Location, u.Bio,
			u.ProfileImage, u.PoliticalAffiliation, u.SocialLinks, u.IsPublicProfile, u.CreatedAt)
		if err != nil {
			return err
		}
		return s.queueVerification(ctx, tx, &u)
	})
	if store.IsUniqueViolation(err) {
		// Lost a race with another sign-up: report which value is taken.
		if cerr := s.checkUnique(ctx, 0, u.Username, u.Email); cerr != nil {
			return u, cerr
		}
	}
	if err != nil {
		return u, err
	}
	return u, nil
}

// checkUnique returns CONFLICT when another user (not exceptID) has the
// username or email, in any letter case. An empty username is not checked.
func (s *Service) checkUnique(ctx context.Context, exceptID int64, username, email string) error {
	var rows []struct {
		SameUsername bool `db:"same_username"`
		SameEmail    bool `db:"same_email"`
	}
	err := s.db.Select(ctx, &rows, `SELECT lower(username) = lower(?) AS same_username, lower(email) = lower(?) AS same_email
		FROM users WHERE (lower(username) = lower(?) OR lower(email) = lower(?)) AND id <> ? LIMIT 2`,
		username, email, username, email, exceptID)
	if err != nil {
		return err
	}
	e := &apperr.Error{Code: apperr.Conflict}
	for _, r := range rows {
		if r.SameUsername && username != "" {
			e.Fields = appendField(e.Fields, "username", "Username already exists")
		}
		if r.SameEmail {
			e.Fields = appendField(e.Fields, "email", "Email already registered")
		}
	}
	if len(e.Fields) == 0 {
		return nil
	}
	e.Message = e.Fields[0].Message
	return e
}

func appendField(fs []apperr.FieldError, field, msg string) []apperr.FieldError {
	for _, f := range fs {
		if f.Field == field {
			return fs
		}
	}
	return append(fs, apperr.FieldError{Field: field, Message: msg})
}

// Login checks a username or email address (any letter case) and password.
// Wrong password and unknown username give the same UNAUTHENTICATED "Invalid
// username or password" after the same work. Repeated failures answer
// RATE_LIMITED with RetryAfter (see DefaultLimits); a success clears the
// account's failures.
func (s *Service) Login(ctx context.Context, username, password, remoteAddr string) (*User, error) {
	if err := RefuseTokens(ctx); err != nil {
		return nil, err
	}
	username = strings.TrimSpace(username)
	var v apperr.Validation
	v.Check(username != "", "username", msgUsername)
	v.Check(password != "", "password", "Password is required")
	if err := v.Err(); err != nil {
		return nil, err
	}
	// Over-long input is never a valid credential; don't hash megabytes.
	if len(username) > 4*maxUsername || len(password) > 4*maxPassword {
		return nil, apperr.New(apperr.Unauthenticated, msgBadLogin)
	}
	userKey := strings.ToLower(username)
	addr := addrKey(remoteAddr)
	pairKey := ""
	if addr != "" {
		pairKey = userKey + "\x00" + addr
	}
	// SECURITY: throttle guessing: hard per account and address and per
	// address, soft (growing delays) per account, so that failures from
	// elsewhere never lock the owner out. The attempt is counted before the
	// password is checked (so concurrent guesses, on any process, cannot all
	// pass one count) and taken back when it succeeds.
	taken, w, err := take(ctx, taking{s.loginPair, pairKey}, taking{s.loginAddr, addr}, taking{s.loginUser, userKey})
	if err != nil {
		return nil, err
	}
	if w > 0 {
		return nil, rateLimited(msgTooManyLogins, w)
	}
	u, err := s.login(ctx, username, password, userKey, addr, pairKey, taken)
	if err != nil {
		return nil, err
	}
	// SECURITY: a suspended member cannot sign in; they are told why.
	if err := s.checkSuspended(ctx, u.ID); err != nil {
		return nil, err
	}
	return u, nil
}

// login is Login once its attempt is counted (taken: the pair, address and
// account events, in that order): a failure keeps them; a success takes
// them back and clears the account's failures.
func (s *Service) login(ctx context.Context, username, password, userKey, addr, pairKey string, taken held) (*User, error) {
	failed := func() error { return apperr.New(apperr.Unauthenticated, msgBadLogin) }
	// The identifier is a username or an email address, each unique in any
	// letter case; a username match wins over another account's email.
	var u User
	err := s.db.Get(ctx, &u, `SELECT `+loginCols+` FROM users WHERE lower(username) = lower(?) OR lower(email) = lower(?)
		ORDER BY CASE WHEN lower(username) = lower(?) THEN 0 ELSE 1 END LIMIT 1`, username, username, username)
	if err == nil && strings.ToLower(u.Username) != userKey {
		// SECURITY: failures count against the account whichever identifier
		// was typed, so email and username do not get separate allowances.
		userKey = strings.ToLower(u.Username)
		if addr != "" {
			pairKey = userKey + "\x00" + addr
		}
		// The typed identifier's pair and account events move to the
		// account's own keys (the address's event stays).
		moved, w, terr := take(ctx, taking{s.loginPair, pairKey}, taking{s.loginUser, userKey})
		if terr != nil || w > 0 {
			taken.undo(ctx)
			if terr != nil {
				return nil, terr
			}
			return nil, rateLimited(msgTooManyLogins, w)
		}
		if uerr := (held{taken[0], taken[2]}).undo(ctx); uerr != nil {
			s.log.Warn("login: throttle event not moved", "err", uerr)
		}
		taken = append(held{taken[1]}, moved...)
	}
	if errors.Is(err, sql.ErrNoRows) {
		burnDummyHash(ctx, password)
		return nil, failed()
	}
	if err != nil {
		taken.undo(ctx)
		return nil, err
	}
	ok, err := checkPassword(ctx, password, u.PasswordHash)
	if err != nil {
		taken.undo(ctx)
		return nil, err
	}
	if !ok {
		return nil, failed()
	}
	// A success costs the address nothing and lifts the account's failures.
	if err := errors.Join(taken.undo(ctx), s.loginPair.Reset(ctx, pairKey), s.loginUser.Reset(ctx, userKey)); err != nil {
		s.log.Warn("login: failures not cleared", "err", err)
	}
	return &u, nil
}
