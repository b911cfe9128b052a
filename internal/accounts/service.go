package accounts

import (
	"context"
	"log/slog"
	"time"

	"canvass/internal/apperr"
	"canvass/internal/email"
	"canvass/internal/queue"
	"canvass/internal/store"
	"canvass/internal/uploads"
)

// Options configure the accounts service.
type Options struct {
	// Outbox sends the account's email (password reset, address
	// confirmation) through the job queue. Nil: email is queued on a queue
	// this service never works (tests that send none).
	Outbox *email.Outbox
	Log    *slog.Logger
	// Limits overrides the throttling limits; the zero value means DefaultLimits.
	Limits *Limits
	// SessionsEnded, when set, is told after every change that ends all of a
	// user's sessions (password reset or change, account deletion), so their
	// live sockets close at once (app.New publishes events.KindSession).
	SessionsEnded func(ctx context.Context, userID int64)
}

// Service holds the rules for users, sign-in and profiles.
type Service struct {
	db      *store.DB
	uploads *uploads.Store
	opts    Options
	log     *slog.Logger
	now     func() time.Time

	// Throttles: in PostgreSQL, shared by every process (PGThrottle); in
	// memory on SQLite, which is one process by nature.
	loginPair Throttle // failed logins per lower-cased username and remote address
	loginUser Throttle // failed logins per lower-cased username, any address
	loginAddr Throttle // failed logins per remote address
	regAddr   Throttle // registrations per remote address
	resetAddr Throttle // password reset requests per remote address
	resetMail Throttle // password reset requests per lower-cased email
	uploadBy  Throttle // raw image uploads per user id
	verifyBy  Throttle // confirmation emails sent again, per lower-cased username
}

// NewService returns the accounts service.
func NewService(db *store.DB, up *uploads.Store, opts Options) *Service {
	if opts.Log == nil {
		opts.Log = slog.Default()
	}
	if opts.Outbox == nil {
		q, err := queue.New(db, queue.Options{Log: opts.Log})
		if err != nil {
			panic(err) // only a bad driver configuration fails here
		}
		opts.Outbox = email.New(q, email.Options{Log: opts.Log})
	}
	lim := DefaultLimits
	if opts.Limits != nil {
		lim = *opts.Limits
	}
	s := &Service{db: db, uploads: up, opts: opts, log: opts.Log, now: time.Now}
	clock := func() time.Time { return s.now() }
	throttle := func(name string, l Limit) Throttle {
		if db.Dialect() == store.Postgres {
			return NewPGThrottle(db, name, l, clock)
		}
		return NewMemoryThrottle(l, clock)
	}
	s.loginPair = throttle("login_pair", lim.LoginPerAccountAddress)
	s.loginUser = throttle("login_user", lim.LoginPerAccount)
	s.loginAddr = throttle("login_addr", lim.LoginPerAddress)
	s.regAddr = throttle("register_addr", lim.RegisterPerAddress)
	s.resetAddr = throttle("reset_addr", lim.ResetPerAddress)
	s.resetMail = throttle("reset_email", lim.ResetPerEmail)
	s.uploadBy = throttle("upload_user", lim.UploadsPerUser)
	s.verifyBy = throttle("verify_user", lim.VerifyPerUser)
	opts.Outbox.Mint(mintPasswordReset, s.mintPasswordReset)
	opts.Outbox.Mint(mintVerifyEmail, s.mintVerification)
	return s
}

// Messages shared by several operations.
const (
	msgNotSignedIn     = "Not signed in"
	msgUserNotFound    = "User not found"
	msgBadLogin        = "Invalid username or password"
	msgTooManyLogins   = "Too many login attempts. Please try again later."
	msgTooManyRequests = "Too many requests. Please try again later."
	msgResetInvalid    = "This reset link is invalid or has expired."
)

// ErrNotSignedIn is the UNAUTHENTICATED error for operations that need a
// signed-in user.
func ErrNotSignedIn() error { return apperr.New(apperr.Unauthenticated, msgNotSignedIn) }

// MembersOnly is the gate of the features for candidates and campaign staff
// (teams, saved jobs, saved searches): UNAUTHENTICATED without a signed-in
// user (signIn as its message, or the shared one when empty), FORBIDDEN
// with vendorMsg for a vendor account.
func MembersOnly(actor *User, signIn, vendorMsg string) error {
	// SECURITY: one rule for every members-only feature.
	if actor == nil {
		if signIn == "" {
			signIn = msgNotSignedIn
		}
		return apperr.New(apperr.Unauthenticated, signIn)
	}
	if actor.UserType == Vendor {
		return apperr.New(apperr.Forbidden, vendorMsg)
	}
	return nil
}

func errUserNotFound() error { return apperr.New(apperr.NotFound, msgUserNotFound) }

func rateLimited(msg string, wait time.Duration) error {
	secs := int((wait + time.Second - 1) / time.Second)
	if secs < 1 {
		secs = 1
	}
	return &apperr.Error{Code: apperr.RateLimited, Message: msg, RetryAfter: secs}
}
