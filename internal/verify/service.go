package verify

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"crypto/subtle"
	"database/sql"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"math/big"
	"net/mail"
	"net/url"
	"regexp"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"canvass/internal/accounts"
	"canvass/internal/apperr"
	email "canvass/internal/email"
	"canvass/internal/enum"
	"canvass/internal/geo"
	"canvass/internal/hidden"
	"canvass/internal/notifications"
	"canvass/internal/relayid"
	"canvass/internal/store"
)

// Kind is what is verified: a campaign committee, another organisation, or
// a vendor company.
type Kind string

const (
	Campaign     Kind = "campaign"
	Organization Kind = "organization"
	VendorKind   Kind = "vendor"
)

// Kinds is Kind's enum table.
var Kinds = enum.New("VerificationKind",
	enum.V("CAMPAIGN", string(Campaign), "Campaign committee"),
	enum.V("ORGANIZATION", string(Organization), "Organization"),
	enum.V("VENDOR", string(VendorKind), "Vendor company"))

func (k Kind) MarshalGQL(w io.Writer)    { Kinds.MarshalGQL(w, string(k)) }
func (k *Kind) UnmarshalGQL(v any) error { return enum.Unmarshal(Kinds, k, v) }

// Status is where a request stands.
type Status string

const (
	Pending  Status = "pending"
	Approved Status = "approved"
	Refused  Status = "refused"
)

// Statuses is Status's enum table.
var Statuses = enum.New("VerificationStatus",
	enum.V("PENDING", string(Pending), "Pending").Badge("orange"),
	enum.V("APPROVED", string(Approved), "Verified").Badge("green"),
	enum.V("REFUSED", string(Refused), "Refused").Badge("red"))

func (s Status) MarshalGQL(w io.Writer)    { Statuses.MarshalGQL(w, string(s)) }
func (s *Status) UnmarshalGQL(v any) error { return enum.Unmarshal(Statuses, s, v) }

// Limits.
const (
	MaxName  = 120
	MaxID    = 40
	MaxURL   = 300
	MaxEmail = 254
	// CodeTTL is how long an emailed code works.
	CodeTTL = 30 * time.Minute
	// MaxAttempts wrong codes kill a code (a new one must be sent).
	MaxAttempts = 5
	// ResendEvery: a new code at most this often.
	ResendEvery = time.Minute
	// MaxReason is the longest decision reason.
	MaxReason = 1000
	// QueueSize is the most pending requests the moderators' list shows.
	QueueSize = 100
)

// Messages (issue 28; docs/trust.md "Verified organisations").
const (
	MsgKind         = "Choose what to verify: a campaign committee, an organization or a vendor company"
	MsgName         = "Enter the organization's name"
	MsgNameTooLong  = "Name must be at most 120 characters"
	MsgCommitteeID  = "Enter the FEC committee id, or a state committee id and its state"
	MsgFECID        = "An FEC committee id is C followed by 8 digits (C00123456)"
	MsgStateID      = "A state committee id is at most 40 letters, digits, dashes or dots"
	MsgState        = "Choose the state the committee is registered in"
	MsgWebsite      = "Enter the organization's website (https://...)"
	MsgEmail        = "Enter an email address at the organization's domain"
	MsgEmailDomain  = "The email address must be at the website's domain (%s)"
	MsgFreeEmail    = "Use an address at the organization's own domain, not a free email service"
	MsgOpen         = "You already have a verification request waiting for a moderator."
	MsgNoRequest    = "You have no verification request waiting for a code."
	MsgCode         = "Enter the 6-digit code from the email"
	MsgWrongCode    = "That code is not right. Check the email and try again."
	MsgCodeExpired  = "This code has expired. Send a new code."
	MsgTooManyCodes = "Too many wrong codes. Send a new code."
	MsgResendWait   = "A code was sent less than a minute ago. Check your email, or try again in a minute."
	MsgModerators   = "Only moderators can review verification requests."
	MsgNotFound     = "Verification request not found."
	MsgNotWaiting   = "This request is not waiting for a decision."
	MsgDecision     = "Choose approve or refuse"
	MsgReason       = "Give a reason"
	MsgReasonLong   = "Reason must be at most 1000 characters"
	MsgApproved     = "Your organization %s is verified. Its badge now shows on your jobs, vendor profile and messages."
	MsgRefused      = "Your verification request for %s was refused: %s"
)

// Audit log actions (moderation_actions.action, target_type "verification").
const (
	ActionApprove = "approve_verification"
	ActionRefuse  = "refuse_verification"
	TargetType    = "verification"
)

// Verification is one request, as its member and the moderators see it.
type Verification struct {
	ID               int64      `db:"id" json:"id"`
	UserID           int64      `db:"user_id" json:"-"`
	Kind             Kind       `db:"kind" json:"kind"`
	Name             string     `db:"name" json:"name"`
	FECID            *string    `db:"fec_id" json:"fecId"`
	StateCommitteeID *string    `db:"state_committee_id" json:"stateCommitteeId"`
	State            *string    `db:"state" json:"state"`
	Website          string     `db:"website" json:"website"`
	Email            string     `db:"email" json:"email"`
	CodeExpiresAt    *time.Time `db:"email_code_expires_at" json:"-"`
	EmailConfirmedAt *time.Time `db:"email_confirmed_at" json:"emailConfirmedAt"`
	Status           Status     `db:"status" json:"status"`
	DecisionReason   string     `db:"decision_reason" json:"decisionReason"`
	DecidedAt        *time.Time `db:"decided_at" json:"decidedAt"`
	CreatedAt        time.Time  `db:"created_at" json:"createdAt"`
	// Username is the member's, for the moderators' list.
	Username string `db:"username" json:"username"`
}

// IsNode marks Verification as a GraphQL Node.
func (Verification) IsNode() {}

// GlobalID is the request's opaque GraphQL id.
func (v *Verification) GlobalID() string { return relayid.Encode("Verification", v.ID) }

// FECURL is the FEC's page of a federal committee ("" for others).
func (v *Verification) FECURL() string {
	if v.FECID == nil || *v.FECID == "" {
		return ""
	}
	return "https://www.fec.gov/data/committee/" + *v.FECID + "/"
}

// Input is what the request form sends.
type Input struct {
	Kind             string `json:"kind"`
	Name             string `json:"name"`
	FECID            string `json:"fecId"`
	StateCommitteeID string `json:"stateCommitteeId"`
	State            string `json:"state"`
	Website          string `json:"website"`
	Email            string `json:"email"`
}

// Service holds the rules of verification.
type Service struct {
	db       *store.DB
	outbox   *email.Outbox
	notifier *notifications.Service
	now      func() time.Time
}

// mintCode names the code email's Minter.
const mintCode = "verification_code"

// NewService returns the verification service; codes are emailed through
// outbox (nil: none, for tests that do not read them) and outcomes told
// through notifier (nil: nobody).
func NewService(db *store.DB, outbox *email.Outbox, notifier *notifications.Service) *Service {
	s := &Service{db: db, outbox: outbox, notifier: notifier, now: store.Now}
	if outbox != nil {
		outbox.Mint(mintCode, s.mint)
	}
	return s
}

// SetNow replaces the clock (tests).
func (s *Service) SetNow(now func() time.Time) { s.now = now }

func (s *Service) clock() time.Time { return s.now().UTC().Truncate(time.Microsecond) }

const columns = `v.id, v.user_id, v.kind, v.name, v.fec_id, v.state_committee_id, v.state, v.website, v.email,
	v.email_code_expires_at, v.email_confirmed_at, v.status, v.decision_reason, v.decided_at, v.created_at, u.username`

const from = ` FROM verifications v JOIN users u ON u.id = v.user_id`

var fecID = regexp.MustCompile(`^C[0-9]{8}$`)
var stateID = regexp.MustCompile(`^[A-Za-z0-9][A-Za-z0-9.\-]*$`)

// freeMail are address domains anyone can get: never evidence of an
// organisation.
var freeMail = map[string]bool{"gmail.com": true, "googlemail.com": true, "yahoo.com": true, "outlook.com": true,
	"hotmail.com": true, "live.com": true, "msn.com": true, "aol.com": true, "icloud.com": true, "me.com": true,
	"mac.com": true, "proton.me": true, "protonmail.com": true, "gmx.com": true, "mail.com": true, "yandex.com": true,
	"zoho.com": true, "fastmail.com": true, "hey.com": true, "comcast.net": true, "att.net": true, "verizon.net": true}

// Domain is the host of a website without "www.", lower case ("" when
// website is not an http(s) URL with a dotted host).
func Domain(website string) string {
	u, err := url.Parse(strings.TrimSpace(website))
	if err != nil || (u.Scheme != "https" && u.Scheme != "http") || u.User != nil {
		return ""
	}
	h := strings.TrimSuffix(strings.ToLower(u.Hostname()), ".")
	h = strings.TrimPrefix(h, "www.")
	if !strings.Contains(h, ".") || strings.HasPrefix(h, ".") || strings.Contains(h, "..") {
		return ""
	}
	for _, r := range h {
		if !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '-' || r == '.') {
			return ""
		}
	}
	return h
}

// SameDomain reports whether an address's domain is the website's domain
// or one of its subdomains (or the other way round: a site at
// www.campaign.org and mail at campaign.org).
func SameDomain(mailDomain, site string) bool {
	mailDomain = strings.TrimPrefix(strings.ToLower(mailDomain), "www.")
	return mailDomain == site || strings.HasSuffix(mailDomain, "."+site) || strings.HasSuffix(site, "."+mailDomain)
}

// clean checks in and returns what is stored; every bad field gets its
// error at once.
func clean(in Input) (Input, error) {
	var v apperr.Validation
	kind, ok := Kinds.Parse(in.Kind)
	v.Check(ok && strings.TrimSpace(in.Kind) != "", "kind", MsgKind)
	out := Input{Kind: kind, Name: strings.Join(strings.Fields(in.Name), " ")}
	v.Check(out.Name != "", "name", MsgName)
	v.Check(utf8.RuneCountInString(out.Name) <= MaxName, "name", MsgNameTooLong)
	if Kind(kind) == Campaign {
		out.FECID = strings.ToUpper(strings.TrimSpace(in.FECID))
		out.StateCommitteeID = strings.TrimSpace(in.StateCommitteeID)
		state := strings.TrimSpace(in.State)
		switch {
		case out.FECID != "":
			v.Check(fecID.MatchString(out.FECID), "fecId", MsgFECID)
		case out.StateCommitteeID != "" || state != "":
			v.Check(out.StateCommitteeID != "", "stateCommitteeId", MsgCommitteeID)
			v.Check(out.StateCommitteeID == "" || len(out.StateCommitteeID) <= MaxID && stateID.MatchString(out.StateCommitteeID),
				"stateCommitteeId", MsgStateID)
			st, ok := geo.ByCode(state)
			v.Check(ok, "state", MsgState)
			out.State = st.Code
		default:
			v.Add("fecId", MsgCommitteeID)
		}
		if out.FECID != "" { // a federal committee: the state fields are not kept
			out.StateCommitteeID, out.State = "", ""
		}
	}
	out.Website = strings.TrimSpace(in.Website)
	site := Domain(out.Website)
	v.Check(site != "" && len(out.Website) <= MaxURL, "website", MsgWebsite)
	out.Email = strings.TrimSpace(in.Email)
	addr, err := mail.ParseAddress(out.Email)
	at := strings.LastIndexByte(out.Email, '@')
	switch {
	case err != nil || addr.Address != out.Email || at < 1 || len(out.Email) > MaxEmail || !strings.Contains(out.Email[at+1:], "."):
		v.Add("email", MsgEmail)
	case freeMail[strings.ToLower(out.Email[at+1:])]:
		v.Add("email", MsgFreeEmail)
	case site != "" && !SameDomain(out.Email[at+1:], site):
		v.Add("email", fmt.Sprintf(MsgEmailDomain, site))
	}
	if site != "" && freeMail[site] {
		v.Add("website", MsgWebsite)
	}
	return out, v.Err()
}

func nullable(s string) *string {
	if s == "" {
		return nil
	}
	return &s
}

func signedIn(actor *accounts.User) error {
	if actor == nil {
		return accounts.ErrNotSignedIn()
	}
	return nil
}

// Request files actor's request and emails a code to its address. A
// pending request whose address is not confirmed yet is replaced (the
// member corrects it); one confirmed and waiting for a moderator refuses a
// second ("one open request per member").
func (s *Service) Request(ctx context.Context, actor *accounts.User, in Input) (*Verification, error) {
	// SECURITY: a member's own request only.
	if err := signedIn(actor); err != nil {
		return nil, err
	}
	in, err := clean(in)
	if err != nil {
		return nil, err
	}
	now := s.clock()
	var id int64
	err = s.db.InTx(ctx, func(tx *store.Tx) error {
		var open []struct {
			ID        int64      `db:"id"`
			Confirmed *time.Time `db:"email_confirmed_at"`
		}
		if err := tx.Select(ctx, &open, `SELECT id, email_confirmed_at FROM verifications WHERE user_id = ? AND status = 'pending'`, actor.ID); err != nil {
			return err
		}
		for _, o := range open {
			if o.Confirmed != nil {
				return apperr.New(apperr.Conflict, MsgOpen)
			}
			if _, err := tx.Exec(ctx, `DELETE FROM verifications WHERE id = ?`, o.ID); err != nil {
				return err
			}
		}
		err := tx.Get(ctx, &id, `INSERT INTO verifications (user_id, kind, name, fec_id, state_committee_id, state, website, email, email_sent_at, status, created_at)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 'pending', ?) RETURNING id`,
			actor.ID, in.Kind, in.Name, nullable(in.FECID), nullable(in.StateCommitteeID), nullable(in.State), in.Website, in.Email, now, now)
		if err != nil {
			if store.IsUniqueViolation(err) {
				return apperr.New(apperr.Conflict, MsgOpen)
			}
			return err
		}
		return s.queueCode(ctx, tx, actor, id, in.Email, in.Name)
	})
	if err != nil {
		return nil, err
	}
	return s.byID(ctx, id)
}

// queueCode enqueues the code email (the code is made when it is sent).
func (s *Service) queueCode(ctx context.Context, tx *store.Tx, actor *accounts.User, id int64, to, name string) error {
	if s.outbox == nil {
		return nil
	}
	m := email.Message{To: to, Template: "verification_code", Mint: mintCode, UserID: actor.ID,
		Data: map[string]any{"verification_id": id, "name": name, "username": actor.Username}}
	if tx == nil {
		return s.outbox.EnqueueNow(ctx, m)
	}
	return s.outbox.Enqueue(ctx, tx, m)
}

// hashCode is a code's stored form, bound to its request.
func hashCode(id int64, code string) string {
	h := sha256.Sum256([]byte(strconv.FormatInt(id, 10) + ":" + code))
	return hex.EncodeToString(h[:])
}

// mint is the code email's Minter: a new 6-digit code for the request,
// valid CodeTTL, stored as its hash (a second email's code replaces the
// first). Nothing is sent when the request is gone, decided, confirmed or
// for another address.
func (s *Service) mint(ctx context.Context, m *email.Message) (string, error) {
	var id int64
	switch v := m.Data["verification_id"].(type) {
	case float64:
		id = int64(v)
	case int64:
		id = v
	case int:
		id = int64(v)
	}
	n, err := rand.Int(rand.Reader, big.NewInt(1_000_000))
	if err != nil {
		return "", err
	}
	code := fmt.Sprintf("%06d", n.Int64())
	now := s.clock()
	res, err := s.db.Exec(ctx, `UPDATE verifications SET email_code_hash = ?, email_code_expires_at = ?, email_code_attempts = 0
		WHERE id = ? AND user_id = ? AND email = ? AND status = 'pending' AND email_confirmed_at IS NULL`,
		hashCode(id, code), now.Add(CodeTTL), id, m.UserID, m.To)
	if err != nil {
		return "", err
	}
	if n, err := res.RowsAffected(); err != nil || n != 1 {
		return "", email.ErrSkip
	}
	return code, nil
}

// open is actor's pending request (nil when none).
func (s *Service) open(ctx context.Context, q store.Queryer, userID int64) (*Verification, error) {
	var v Verification
	err := q.Get(ctx, &v, `SELECT `+columns+from+` WHERE v.user_id = ? AND v.status = 'pending'`, userID)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, nil
	}
	return &v, err
}

// Confirm checks the code emailed for actor's pending request. A wrong
// code counts; after MaxAttempts the code is dead, as it is after CodeTTL.
func (s *Service) Confirm(ctx context.Context, actor *accounts.User, code string) (*Verification, error) {
	// SECURITY: a member confirms only their own request.
	if err := signedIn(actor); err != nil {
		return nil, err
	}
	code = strings.Join(strings.Fields(code), "")
	if len(code) != 6 || strings.Trim(code, "0123456789") != "" {
		return nil, apperr.Field("code", MsgCode)
	}
	now := s.clock()
	var id int64
	var failed error
	err := s.db.InTx(ctx, func(tx *store.Tx) error {
		var row struct {
			ID        int64      `db:"id"`
			Hash      string     `db:"email_code_hash"`
			Expires   *time.Time `db:"email_code_expires_at"`
			Attempts  int        `db:"email_code_attempts"`
			Confirmed *time.Time `db:"email_confirmed_at"`
		}
		// SECURITY: the row is locked (PostgreSQL; SQLite has one writer)
		// so that concurrent guesses, on any process, cannot all read one
		// count of attempts below MaxAttempts.
		lock := ""
		if tx.Dialect() == store.Postgres {
			lock = " FOR UPDATE"
		}
		err := tx.Get(ctx, &row, `SELECT id, email_code_hash, email_code_expires_at, email_code_attempts, email_confirmed_at
			FROM verifications WHERE user_id = ? AND status = 'pending'`+lock, actor.ID)
		if errors.Is(err, sql.ErrNoRows) || err == nil && row.Confirmed != nil {
			return apperr.New(apperr.Invalid, MsgNoRequest)
		}
		if err != nil {
			return err
		}
		if row.Hash == "" || row.Expires == nil || !now.Before(*row.Expires) {
			return apperr.Field("code", MsgCodeExpired)
		}
		if row.Attempts >= MaxAttempts {
			return apperr.Field("code", MsgTooManyCodes)
		}
		if subtle.ConstantTimeCompare([]byte(hashCode(row.ID, code)), []byte(row.Hash)) != 1 {
			// The attempt is counted (committed), then the answer is the error.
			if _, err := tx.Exec(ctx, `UPDATE verifications SET email_code_attempts = email_code_attempts + 1 WHERE id = ?`, row.ID); err != nil {
				return err
			}
			failed = apperr.Field("code", MsgWrongCode)
			if row.Attempts+1 >= MaxAttempts {
				failed = apperr.Field("code", MsgTooManyCodes)
			}
			return nil
		}
		res, err := tx.Exec(ctx, `UPDATE verifications SET email_confirmed_at = ?, email_code_hash = '', email_code_expires_at = NULL
			WHERE id = ? AND email_confirmed_at IS NULL AND email_code_hash = ?`, now, row.ID, row.Hash)
		if err != nil {
			return err
		}
		if n, err := res.RowsAffected(); err != nil || n != 1 {
			return apperr.Field("code", MsgCodeExpired)
		}
		id = row.ID
		return nil
	})
	if err != nil {
		return nil, err
	}
	if failed != nil {
		return nil, failed
	}
	return s.byID(ctx, id)
}

// Resend emails a new code for actor's pending request (at most once per
// ResendEvery); the new code replaces the old one and its attempts.
func (s *Service) Resend(ctx context.Context, actor *accounts.User) error {
	// SECURITY: a member's own request only; bounded (mail bombing an
	// organisation's address).
	if err := signedIn(actor); err != nil {
		return err
	}
	now := s.clock()
	v, err := s.open(ctx, s.db, actor.ID)
	if err != nil {
		return err
	}
	if v == nil || v.EmailConfirmedAt != nil {
		return apperr.New(apperr.Invalid, MsgNoRequest)
	}
	res, err := s.db.Exec(ctx, `UPDATE verifications SET email_sent_at = ? WHERE id = ? AND (email_sent_at IS NULL OR email_sent_at <= ?)`,
		now, v.ID, now.Add(-ResendEvery))
	if err != nil {
		return err
	}
	if n, err := res.RowsAffected(); err != nil || n != 1 {
		return apperr.New(apperr.RateLimited, MsgResendWait)
	}
	return s.queueCode(ctx, nil, actor, v.ID, v.Email, v.Name)
}

// Mine is actor's latest request (pending or decided; nil when none).
func (s *Service) Mine(ctx context.Context, actor *accounts.User) (*Verification, error) {
	if err := signedIn(actor); err != nil {
		return nil, err
	}
	var v Verification
	err := s.db.Get(ctx, &v, `SELECT `+columns+from+` WHERE v.user_id = ? ORDER BY v.created_at DESC, v.id DESC LIMIT 1`, actor.ID)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	return &v, nil
}

func (s *Service) byID(ctx context.Context, id int64) (*Verification, error) {
	var v Verification
	err := s.db.GetW(ctx, &v, `SELECT `+columns+from+` WHERE v.id = ?`, id)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, apperr.New(apperr.NotFound, MsgNotFound)
	}
	return &v, err
}

// moderator refuses anyone who is not a moderator: UNAUTHENTICATED for
// visitors, FORBIDDEN for members.
func (s *Service) moderator(ctx context.Context, actor *accounts.User) error {
	if err := signedIn(actor); err != nil {
		return err
	}
	ok, err := hidden.IsModerator(ctx, s.db, actor.ID)
	if err != nil {
		return err
	}
	if !ok {
		return apperr.New(apperr.Forbidden, MsgModerators)
	}
	return nil
}

// Pending lists the requests waiting for a moderator (address confirmed),
// oldest first, at most QueueSize. Moderators only.
func (s *Service) Pending(ctx context.Context, actor *accounts.User) ([]*Verification, error) {
	// SECURITY: moderators only.
	if err := s.moderator(ctx, actor); err != nil {
		return nil, err
	}
	var out []*Verification
	err := s.db.Select(ctx, &out, `SELECT `+columns+from+` WHERE v.status = 'pending' AND v.email_confirmed_at IS NOT NULL
		ORDER BY v.email_confirmed_at, v.id LIMIT `+strconv.Itoa(QueueSize))
	return out, err
}

// Get returns request id for a moderator (any status), or for its own
// member.
func (s *Service) Get(ctx context.Context, actor *accounts.User, id int64) (*Verification, error) {
	if err := signedIn(actor); err != nil {
		return nil, err
	}
	v, err := s.byID(ctx, id)
	if err != nil {
		return nil, err
	}
	// SECURITY: a request is its member's and the moderators'.
	if v.UserID != actor.ID {
		if ok, err := hidden.IsModerator(ctx, s.db, actor.ID); err != nil || !ok {
			return nil, apperr.New(apperr.NotFound, MsgNotFound)
		}
	}
	return v, nil
}

// Decide approves or refuses request id with a reason, writes the decision
// to the moderators' audit log and tells the member. Moderators only; only
// a pending request whose address is confirmed.
func (s *Service) Decide(ctx context.Context, actor *accounts.User, id int64, decision, reason string) (*Verification, error) {
	// SECURITY: moderators only (the role is read on every call).
	if err := s.moderator(ctx, actor); err != nil {
		return nil, err
	}
	var v apperr.Validation
	decision = strings.ToLower(strings.TrimSpace(decision))
	v.Check(decision == "approve" || decision == "refuse", "decision", MsgDecision)
	reason = strings.TrimSpace(reason)
	v.Check(reason != "", "reason", MsgReason)
	v.Check(utf8.RuneCountInString(reason) <= MaxReason, "reason", MsgReasonLong)
	if err := v.Err(); err != nil {
		return nil, err
	}
	status, action := Approved, ActionApprove
	if decision == "refuse" {
		status, action = Refused, ActionRefuse
	}
	now := s.clock()
	err := s.db.InTx(ctx, func(tx *store.Tx) error {
		var cur Verification
		err := tx.Get(ctx, &cur, `SELECT `+columns+from+` WHERE v.id = ?`, id)
		if errors.Is(err, sql.ErrNoRows) {
			return apperr.New(apperr.NotFound, MsgNotFound)
		}
		if err != nil {
			return err
		}
		res, err := tx.Exec(ctx, `UPDATE verifications SET status = ?, decision_reason = ?, decided_by = ?, decided_at = ?
			WHERE id = ? AND status = 'pending' AND email_confirmed_at IS NOT NULL`, string(status), reason, actor.ID, now, id)
		if err != nil {
			return err
		}
		if n, err := res.RowsAffected(); err != nil || n != 1 {
			return apperr.New(apperr.Conflict, MsgNotWaiting)
		}
		if _, err := tx.Exec(ctx, `INSERT INTO moderation_actions (moderator_id, moderator_username, target_type, target_id, author_id, author_username,
			action, reason, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
			actor.ID, actor.Username, TargetType, id, cur.UserID, cur.Username, action, reason, now); err != nil {
			return err
		}
		outcome := fmt.Sprintf(MsgApproved, "“"+cur.Name+"”")
		if status == Refused {
			outcome = fmt.Sprintf(MsgRefused, "“"+cur.Name+"”", reason)
		}
		// The member learns the outcome, without the moderator's name.
		_, err = s.notifier.Notify(ctx, tx, notifications.Event{UserID: cur.UserID, Kind: notifications.Moderation,
			Key: "verification:" + strconv.FormatInt(id, 10), SubjectID: id,
			Args: notifications.Args{Outcome: outcome, URL: "/profile?tab=verification"}})
		return err
	})
	if err != nil {
		return nil, err
	}
	return s.byID(ctx, id)
}

// Approve files and approves a verification directly: demo content only.
func (s *Service) Approve(ctx context.Context, userID int64, in Input) error {
	in, err := clean(in)
	if err != nil {
		return err
	}
	now := s.clock()
	_, err = s.db.Exec(ctx, `INSERT INTO verifications (user_id, kind, name, fec_id, state_committee_id, state, website, email,
		email_confirmed_at, status, decision_reason, decided_at, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 'approved', 'Demo content', ?, ?)`,
		userID, in.Kind, in.Name, nullable(in.FECID), nullable(in.StateCommitteeID), nullable(in.State), in.Website, in.Email, now, now, now)
	return err
}

// NameOf is userID's verified name (VerifiedName on the service's database).
func (s *Service) NameOf(ctx context.Context, userID int64) (string, bool, error) {
	return VerifiedName(ctx, s.db, userID)
}

// Names is the verified name of each of userIDs that is verified, in one
// statement (the badge loader).
func (s *Service) Names(ctx context.Context, userIDs []int64) (map[int64]string, error) {
	return Names(ctx, s.db, userIDs)
}
