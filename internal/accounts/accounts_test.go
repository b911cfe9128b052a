package accounts_test

import (
	"context"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"fmt"
	"log/slog"
	"net/url"
	"os"
	"strings"
	"testing"
	"time"

	"canvass/internal/accounts"
	"canvass/internal/apperr"
	"canvass/internal/email"
	"canvass/internal/queue"
	"canvass/internal/store"
	"canvass/internal/store/storetest"
	"canvass/internal/testkit"
	"canvass/internal/uploads"
)

func TestMain(m *testing.M) {
	code := m.Run()
	storetest.DropTemplate()
	os.Exit(code)
}

const baseURL = "http://canvass.test"

// sentMail records what the service's queued email jobs sent.
type sentMail struct {
	rec email.Recorder
}

type mail struct{ to, subject, body string }

func (m *sentMail) all() []mail {
	var out []mail
	for _, r := range m.rec.Sent() {
		out = append(out, mail{r.To, r.Subject, r.Text})
	}
	return out
}

// resets are the password reset emails among all.
func (m *sentMail) resets() []mail {
	var out []mail
	for _, x := range m.all() {
		if strings.HasPrefix(x.subject, "Reset your") {
			out = append(out, x)
		}
	}
	return out
}

// drain waits until the queue has worked every job enqueued so far.
func (e *env) drain(t *testing.T) {
	t.Helper()
	if err := e.q.AwaitIdle(10 * time.Second); err != nil {
		t.Fatal(err)
	}
}

type env struct {
	svc  *accounts.Service
	db   *store.DB
	up   *uploads.Store
	mail *sentMail
	q    *queue.Queue
}

func newEnv(t *testing.T, db *store.DB) *env {
	t.Helper()
	up, err := uploads.New(t.TempDir(), "/uploads/")
	if err != nil {
		t.Fatal(err)
	}
	m := &sentMail{}
	log := slog.New(slog.DiscardHandler)
	q, err := queue.New(db, queue.Options{Log: log, PollInterval: 20 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	ob := email.New(q, email.Options{BaseURL: baseURL, Transport: &m.rec, Log: log})
	svc := accounts.NewService(db, up, accounts.Options{Outbox: ob, Log: log})
	if err := q.Start(context.Background()); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { q.Stop(5 * time.Second) })
	return &env{svc: svc, db: db, up: up, mail: m, q: q}
}

func validInput(username string) accounts.RegisterInput {
	return accounts.RegisterInput{
		Username: username, Password: "secret1", Email: username + "@example.com",
		FirstName: "Ann", LastName: "Lee", UserType: "candidate",
	}
}

func (e *env) register(t *testing.T, username string, mod ...func(*accounts.RegisterInput)) *accounts.User {
	t.Helper()
	in := validInput(username)
	for _, f := range mod {
		f(&in)
	}
	u, err := e.svc.Register(context.Background(), in)
	if err != nil {
		t.Fatalf("register %s: %v", username, err)
	}
	// Its confirmation email goes out now, not while a test counts statements.
	e.drain(t)
	return u
}

// wantErr checks the code and, when field is set, that field carries msg.
func wantErr(t *testing.T, err error, code apperr.Code, field, msg string) {
	t.Helper()
	e := apperr.As(err)
	if e == nil {
		t.Fatalf("got error %v, want %s %q", err, code, msg)
	}
	if e.Code != code {
		t.Fatalf("code = %s (%q), want %s", e.Code, e.Message, code)
	}
	if field == "" {
		if e.Message != msg {
			t.Fatalf("message = %q, want %q", e.Message, msg)
		}
		return
	}
	for _, f := range e.Fields {
		if f.Field == field {
			if f.Message != msg {
				t.Fatalf("%s: message = %q, want %q", field, f.Message, msg)
			}
			return
		}
	}
	t.Fatalf("no message for field %s in %+v, want %q", field, e.Fields, msg)
}

func TestRegisterValidation(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		e := newEnv(t, db)
		cases := []struct {
			name       string
			mod        func(*accounts.RegisterInput)
			field, msg string
		}{
			{"blank username", func(in *accounts.RegisterInput) { in.Username = "   " }, "username", "Username is required"},
			{"long username", func(in *accounts.RegisterInput) { in.Username = strings.Repeat("u", 51) }, "username", "Username must be at most 50 characters"},
			{"username with space", func(in *accounts.RegisterInput) { in.Username = "ann lee" }, "username", "Username cannot contain spaces"},
			{"short password", func(in *accounts.RegisterInput) { in.Password = "12345" }, "password", "Password must be at least 6 characters"},
			{"long password", func(in *accounts.RegisterInput) { in.Password = strings.Repeat("p", 129) }, "password", "Password must be at most 128 characters"},
			{"bad email", func(in *accounts.RegisterInput) { in.Email = "not-an-email" }, "email", "Invalid email address"},
			{"email with name", func(in *accounts.RegisterInput) { in.Email = "Ann <ann@example.com>" }, "email", "Invalid email address"},
			{"email without dot", func(in *accounts.RegisterInput) { in.Email = "ann@localhost" }, "email", "Invalid email address"},
			{"blank first name", func(in *accounts.RegisterInput) { in.FirstName = " " }, "firstName", "First name is required"},
			{"long first name", func(in *accounts.RegisterInput) { in.FirstName = strings.Repeat("a", 51) }, "firstName", "First name must be at most 50 characters"},
			{"blank last name", func(in *accounts.RegisterInput) { in.LastName = "" }, "lastName", "Last name is required"},
			{"no user type", func(in *accounts.RegisterInput) { in.UserType = "" }, "userType", "Please choose an account type"},
			{"admin user type", func(in *accounts.RegisterInput) { in.UserType = "admin" }, "userType", "Please choose an account type"},
			{"bad affiliation", func(in *accounts.RegisterInput) { in.PoliticalAffiliation = "Whig" }, "politicalAffiliation", "Please choose a valid political affiliation"},
			{"long bio", func(in *accounts.RegisterInput) { in.Bio = strings.Repeat("b", 2001) }, "bio", "Bio must be at most 2000 characters"},
			{"long location", func(in *accounts.RegisterInput) { in.Location = strings.Repeat("l", 101) }, "location", "Location must be at most 100 characters"},
			{"external image", func(in *accounts.RegisterInput) { in.ProfileImage = "https://evil.example/x.png" }, "profileImage", "Please upload a PNG, JPEG, GIF or WebP image."},
			{"bad data URL", func(in *accounts.RegisterInput) { in.ProfileImage = "data:image/png;base64,AAAA" }, "profileImage", "Only PNG, JPEG, GIF and WebP images are allowed."},
		}
		for _, c := range cases {
			t.Run(c.name, func(t *testing.T) {
				in := validInput("valid")
				c.mod(&in)
				_, err := e.svc.Register(context.Background(), in)
				wantErr(t, err, apperr.Invalid, c.field, c.msg)
			})
		}
		// All field messages at once, in form order.
		_, err := e.svc.Register(context.Background(), accounts.RegisterInput{})
		got := apperr.As(err)
		if got == nil || len(got.Fields) != 6 || got.Message != "Username is required" {
			t.Fatalf("empty form: %+v", got)
		}
		var n int
		db.Get(context.Background(), &n, `SELECT COUNT(*) FROM users`)
		if n != 0 {
			t.Fatalf("%d users created by invalid input", n)
		}
	})
}

func TestRegisterStoresUser(t *testing.T) {
	accounts.UseProductionHashCost(t) // the stored hash is checked below
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		e := newEnv(t, db)
		ctx := context.Background()
		u, err := e.svc.Register(ctx, accounts.RegisterInput{
			Username: "  Staffer ", Password: " spaced password ", Email: " Staffer@Example.com ",
			FirstName: " Sam ", LastName: " Ortiz ", UserType: "CAMPAIGN_STAFF",
			Location: " Reno, NV ", Bio: " Field. ", ProfileImage: testkit.PNGDataURL(4, 4), RemoteAddr: "10.0.0.1:5555",
		})
		if err != nil {
			t.Fatal(err)
		}
		if u.ID == 0 || u.Username != "Staffer" || u.Email != "Staffer@Example.com" || u.FirstName != "Sam" ||
			u.LastName != "Ortiz" || u.UserType != accounts.CampaignStaff || u.Location != "Reno, NV" || u.Bio != "Field." {
			t.Fatalf("user not trimmed/stored as given: %+v", u)
		}
		if u.PoliticalAffiliation != "None" || !u.IsPublicProfile {
			t.Fatalf("defaults: affiliation %q public %v", u.PoliticalAffiliation, u.IsPublicProfile)
		}
		if !strings.HasPrefix(u.ProfileImage, "/uploads/") || !e.up.IsOwnURL(u.ProfileImage) {
			t.Fatalf("profile image %q not stored through uploads", u.ProfileImage)
		}
		got, err := e.svc.Get(ctx, u.ID)
		if err != nil {
			t.Fatal(err)
		}
		if got.Username != u.Username || got.ProfileImage != u.ProfileImage || got.CreatedAt.IsZero() {
			t.Fatalf("Get = %+v", got)
		}
		// The hash: argon2id, OWASP parameters, 16-byte salt, 32-byte key.
		var hash string
		db.Get(ctx, &hash, `SELECT password_hash FROM users WHERE id = ?`, u.ID)
		parts := strings.Split(hash, "$")
		if len(parts) != 6 || parts[1] != "argon2id" || parts[2] != "v=19" || parts[3] != "m=19456,t=2,p=1" {
			t.Fatalf("hash %q", hash)
		}
		salt, _ := base64.RawStdEncoding.DecodeString(parts[4])
		key, _ := base64.RawStdEncoding.DecodeString(parts[5])
		if len(salt) != 16 || len(key) != 32 {
			t.Fatalf("salt %d bytes, key %d bytes", len(salt), len(key))
		}
		// The password is not trimmed.
		if _, err := e.svc.Login(ctx, "staffer", " spaced password ", ""); err != nil {
			t.Fatalf("login with exact password: %v", err)
		}
		// Each affiliation and user type form is accepted.
		v := e.register(t, "voter", func(in *accounts.RegisterInput) { in.UserType = "Vendor"; in.PoliticalAffiliation = "GREEN" })
		if v.UserType != accounts.Vendor || v.PoliticalAffiliation != "Green" {
			t.Fatalf("got %q %q", v.UserType, v.PoliticalAffiliation)
		}
	})
}

func TestRegisterUniqueRegardlessOfCase(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		e := newEnv(t, db)
		ctx := context.Background()
		e.register(t, "Alice")
		in := validInput("aLICE")
		in.Email = "other@example.com"
		_, err := e.svc.Register(ctx, in)
		wantErr(t, err, apperr.Conflict, "username", "Username already exists")
		wantErr(t, err, apperr.Conflict, "", "Username already exists")

		in = validInput("bob")
		in.Email = "ALICE@EXAMPLE.COM"
		_, err = e.svc.Register(ctx, in)
		wantErr(t, err, apperr.Conflict, "email", "Email already registered")
		wantErr(t, err, apperr.Conflict, "", "Email already registered")

		in = validInput("ALICE")
		in.Email = "Alice@example.com"
		_, err = e.svc.Register(ctx, in)
		if ae := apperr.As(err); ae == nil || len(ae.Fields) != 2 {
			t.Fatalf("both taken: %v", err)
		}
	})
}

func TestLogin(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		e := newEnv(t, db)
		ctx := context.Background()
		alice := e.register(t, "Alice")
		u, err := e.svc.Login(ctx, " alice ", "secret1", "10.0.0.1:1")
		if err != nil || u.ID != alice.ID {
			t.Fatalf("login: %v %+v", err, u)
		}
		_, err = e.svc.Login(ctx, "", "x", "")
		wantErr(t, err, apperr.Invalid, "username", "Username is required")
		_, err = e.svc.Login(ctx, "alice", "", "")
		wantErr(t, err, apperr.Invalid, "password", "Password is required")
		_, err = e.svc.Login(ctx, "alice", "wrong-password", "")
		wantErr(t, err, apperr.Unauthenticated, "", "Invalid username or password")
		_, err = e.svc.Login(ctx, "nobody", "secret1", "")
		wantErr(t, err, apperr.Unauthenticated, "", "Invalid username or password")
		_, err = e.svc.Login(ctx, "alice", strings.Repeat("x", 10000), "")
		wantErr(t, err, apperr.Unauthenticated, "", "Invalid username or password")
	})
}

func TestLoginThrottle(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		e := newEnv(t, db)
		ctx := context.Background()
		now := time.Date(2025, 5, 1, 12, 0, 0, 0, time.UTC)
		e.svc.SetNow(func() time.Time { return now })
		e.register(t, "alice")
		e.register(t, "bob")

		// A success clears the account's failures.
		for range 4 {
			e.svc.Login(ctx, "alice", "bad-password", "10.0.0.1:1")
		}
		if _, err := e.svc.Login(ctx, "alice", "secret1", "10.0.0.1:1"); err != nil {
			t.Fatal(err)
		}
		for range 4 {
			e.svc.Login(ctx, "ALICE", "bad-password", "10.0.0.2:1")
		}
		if _, err := e.svc.Login(ctx, "alice", "secret1", "10.0.0.2:1"); err != nil {
			t.Fatalf("4 failures after a success must not lock: %v", err)
		}

		// Five failures from one address stop that address trying that
		// account, even with the right password...
		for range 5 {
			_, err := e.svc.Login(ctx, "alice", "bad-password", "10.0.0.3:1")
			wantErr(t, err, apperr.Unauthenticated, "", "Invalid username or password")
		}
		_, err := e.svc.Login(ctx, "Alice", "secret1", "10.0.0.3:2")
		wantErr(t, err, apperr.RateLimited, "", "Too many login attempts. Please try again later.")
		if ra := apperr.As(err).RetryAfter; ra < 1 || ra > 15*60 {
			t.Fatalf("RetryAfter = %d", ra)
		}
		// ... but never lock the owner out: from another address alice logs in.
		if _, err := e.svc.Login(ctx, "alice", "secret1", "10.0.0.4:1"); err != nil {
			t.Fatalf("the owner is locked out by someone else's failures: %v", err)
		}
		// Another account still logs in normally, from the attacker's address.
		if _, err := e.svc.Login(ctx, "bob", "secret1", "10.0.0.3:1"); err != nil {
			t.Fatalf("bob: %v", err)
		}
		// Unknown usernames are throttled the same way (no existence oracle).
		for range 5 {
			e.svc.Login(ctx, "ghost", "bad-password", "10.0.0.5:1")
		}
		_, err = e.svc.Login(ctx, "ghost", "bad-password", "10.0.0.5:1")
		wantErr(t, err, apperr.RateLimited, "", "Too many login attempts. Please try again later.")

		// The pair's limit lifts after the window.
		now = now.Add(15*time.Minute + time.Second)
		if _, err := e.svc.Login(ctx, "alice", "secret1", "10.0.0.3:1"); err != nil {
			t.Fatalf("after the window: %v", err)
		}

		// Twenty failures from one address block that address for every account.
		for i := range 20 {
			e.svc.Login(ctx, "user"+string(rune('a'+i)), "bad-password", "192.0.2.7:4000")
		}
		_, err = e.svc.Login(ctx, "bob", "secret1", "192.0.2.7:4001")
		wantErr(t, err, apperr.RateLimited, "", "Too many login attempts. Please try again later.")
		if _, err := e.svc.Login(ctx, "bob", "secret1", "192.0.2.8:4001"); err != nil {
			t.Fatalf("another address: %v", err)
		}
	})
}

// Issue 7: someone who knows a username cannot lock its owner out, one
// address cannot try more than a handful of passwords per account, and many
// addresses together are still slowed down (growing delays, not a wall).
func TestLoginThrottleNeverLocksTheOwnerOut(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		e := newEnv(t, db)
		ctx := context.Background()
		now := time.Date(2025, 5, 1, 12, 0, 0, 0, time.UTC)
		e.svc.SetNow(func() time.Time { return now })
		e.register(t, "candidate2")
		limited := func(err error) bool { return apperr.As(err) != nil && apperr.As(err).Code == apperr.RateLimited }

		// An attacker address hits its limit for candidate2 ...
		tries := 0
		for tries < 50 {
			if _, err := e.svc.Login(ctx, "candidate2", "guess", "203.0.113.9:1"); limited(err) {
				break
			}
			tries++
		}
		if tries != 5 {
			t.Fatalf("one address tried %d passwords before being stopped, want 5", tries)
		}
		// ... and candidate2 still logs in from home.
		if _, err := e.svc.Login(ctx, "candidate2", "secret1", "198.51.100.1:1"); err != nil {
			t.Fatalf("owner locked out: %v", err)
		}

		// A botnet: one failure from each of many addresses. The first 20
		// cost nothing, then each further try waits 1 s, 2 s, 4 s ... up to a
		// minute after the previous failure.
		addr := func(i int) string { return fmt.Sprintf("10.1.%d.%d:1", i/250, i%250) }
		for i := range 20 {
			if _, err := e.svc.Login(ctx, "candidate2", "guess", addr(i)); limited(err) {
				t.Fatalf("failure %d from a fresh address was throttled", i+1)
			}
		}
		var waits []int
		for i := 20; i < 30; i++ {
			_, err := e.svc.Login(ctx, "candidate2", "guess", addr(i))
			if !limited(err) {
				t.Fatalf("attempt %d from a fresh address was not slowed down: %v", i+1, err)
			}
			wait := apperr.As(err).RetryAfter
			waits = append(waits, wait)
			now = now.Add(time.Duration(wait) * time.Second)
			if _, err := e.svc.Login(ctx, "candidate2", "guess", addr(i)); limited(err) {
				t.Fatalf("attempt %d after waiting %d s: still throttled", i+1, wait)
			}
		}
		want := []int{1, 2, 4, 8, 16, 32, 60, 60, 60, 60}
		if fmt.Sprint(waits) != fmt.Sprint(want) {
			t.Fatalf("delays = %v, want %v", waits, want)
		}
		// The owner waits at most a minute, never a wall, and a success clears it.
		_, err := e.svc.Login(ctx, "candidate2", "secret1", "198.51.100.1:1")
		if !limited(err) || apperr.As(err).RetryAfter > 60 {
			t.Fatalf("owner during the attack: %v", err)
		}
		now = now.Add(time.Minute)
		if _, err := e.svc.Login(ctx, "candidate2", "secret1", "198.51.100.1:1"); err != nil {
			t.Fatalf("owner after a minute: %v", err)
		}
		if _, err := e.svc.Login(ctx, "candidate2", "guess", addr(99)); limited(err) {
			t.Fatalf("a success did not clear the account's failures: %v", err)
		}
	})
}

func TestRegisterThrottlePerAddress(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		e := newEnv(t, db)
		ctx := context.Background()
		max := accounts.DefaultLimits.RegisterPerAddress.Max
		for i := range max {
			e.register(t, "user"+strings.Repeat("x", i), func(in *accounts.RegisterInput) { in.RemoteAddr = "198.51.100.1:1" })
		}
		in := validInput("onemore")
		in.RemoteAddr = "198.51.100.1:2"
		_, err := e.svc.Register(ctx, in)
		wantErr(t, err, apperr.RateLimited, "", "Too many requests. Please try again later.")
		in.RemoteAddr = "198.51.100.2:2"
		if _, err := e.svc.Register(ctx, in); err != nil {
			t.Fatalf("other address: %v", err)
		}
	})
}

func TestUpdateProfile(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		e := newEnv(t, db)
		ctx := context.Background()
		u := e.register(t, "alice")
		e.register(t, "bob")
		s := func(v string) *string { return &v }
		base := func() accounts.ProfileInput { return accounts.ProfileInput{FirstName: "Alice", LastName: "Lee"} }

		_, err := e.svc.UpdateProfile(ctx, nil, base())
		wantErr(t, err, apperr.Unauthenticated, "", "Not signed in")

		bad := []struct {
			name       string
			mod        func(*accounts.ProfileInput)
			code       apperr.Code
			field, msg string
		}{
			{"no first name", func(p *accounts.ProfileInput) { p.FirstName = " " }, apperr.Invalid, "firstName", "First name is required"},
			{"no last name", func(p *accounts.ProfileInput) { p.LastName = "" }, apperr.Invalid, "lastName", "Last name is required"},
			{"javascript website", func(p *accounts.ProfileInput) { p.Website = s("javascript:alert(1)") }, apperr.Invalid, "website", "Please enter a valid URL starting with http:// or https://"},
			{"ftp resume", func(p *accounts.ProfileInput) { p.Resume = s("ftp://files.example.com/cv.pdf") }, apperr.Invalid, "resume", "Please enter a valid URL starting with http:// or https://"},
			{"bare domain", func(p *accounts.ProfileInput) { p.Website = s("example.com") }, apperr.Invalid, "website", "Please enter a valid URL starting with http:// or https://"},
			{"bad social link", func(p *accounts.ProfileInput) { p.SocialLinks = []string{"https://ok.example", "data:text/html,hi"} }, apperr.Invalid, "socialLinks", "Please enter a valid URL starting with http:// or https://"},
			{"too many links", func(p *accounts.ProfileInput) {
				p.SocialLinks = strings.Split(strings.Repeat("https://a.example ", 11), " ")[:11]
			}, apperr.Invalid, "socialLinks", "You can add at most 10 social links"},
			{"bad email", func(p *accounts.ProfileInput) { p.Email = s("nope") }, apperr.Invalid, "email", "Invalid email address"},
			{"blank email", func(p *accounts.ProfileInput) { p.Email = s("") }, apperr.Invalid, "email", "Invalid email address"},
			{"taken email", func(p *accounts.ProfileInput) { p.Email = s("BOB@example.com") }, apperr.Conflict, "email", "Email already registered"},
			{"bad affiliation", func(p *accounts.ProfileInput) { p.PoliticalAffiliation = s("Tory") }, apperr.Invalid, "politicalAffiliation", "Please choose a valid political affiliation"},
			{"external image", func(p *accounts.ProfileInput) { p.ProfileImage = s("http://evil.example/a.png") }, apperr.Invalid, "profileImage", "Please upload a PNG, JPEG, GIF or WebP image."},
			{"long phone", func(p *accounts.ProfileInput) { p.PhoneNumber = s(strings.Repeat("1", 31)) }, apperr.Invalid, "phoneNumber", "Phone number must be at most 30 characters"},
		}
		for _, c := range bad {
			t.Run(c.name, func(t *testing.T) {
				in := base()
				c.mod(&in)
				_, err := e.svc.UpdateProfile(ctx, u, in)
				wantErr(t, err, c.code, c.field, c.msg)
			})
		}
		if got, _ := e.svc.Get(ctx, u.ID); got.FirstName != "Ann" {
			t.Fatalf("a refused update changed the profile: %+v", got)
		}

		img := testkit.PNGDataURL(4, 4)
		in := accounts.ProfileInput{
			FirstName: " Alicia ", LastName: "Lee", Email: s("ALICE@example.com"), Location: s("Boise, ID"),
			Bio: s("Organizer."), ProfileImage: s(img), PoliticalAffiliation: s("LIBERTARIAN"),
			CurrentPosition: s("Field Director"), PreviousPositions: s("Organizer"), Education: s("BA"),
			Skills: s("VAN"), Resume: s("https://cv.example/alice.pdf"), Website: s("HTTP://alice.example"),
			SocialLinks: []string{" https://x.example/alice ", "", "https://in.example/alice"},
			PhoneNumber: s("+1 208 555 0100"), IsPublicProfile: new(bool),
		}
		got, err := e.svc.UpdateProfile(ctx, u, in)
		if err != nil {
			t.Fatal(err)
		}
		if got.FirstName != "Alicia" || got.Email != "ALICE@example.com" || got.PoliticalAffiliation != "Libertarian" ||
			got.IsPublicProfile || len(got.SocialLinks) != 2 || got.SocialLinks[0] != "https://x.example/alice" ||
			!e.up.IsOwnURL(got.ProfileImage) || got.PhoneNumber != "+1 208 555 0100" {
			t.Fatalf("updated: %+v", got)
		}
		stored, _ := e.svc.Get(ctx, u.ID)
		if stored.Website != "HTTP://alice.example" || stored.Skills != "VAN" || stored.IsPublicProfile || len(stored.SocialLinks) != 2 {
			t.Fatalf("stored: %+v", stored)
		}
		// Omitted fields stay; the current image URL keeps the image; "" removes it.
		got, err = e.svc.UpdateProfile(ctx, u, accounts.ProfileInput{FirstName: "Alicia", LastName: "Lee", ProfileImage: s(stored.ProfileImage)})
		if err != nil || got.ProfileImage != stored.ProfileImage || got.Bio != "Organizer." || len(got.SocialLinks) != 2 {
			t.Fatalf("keep: %v %+v", err, got)
		}
		got, err = e.svc.UpdateProfile(ctx, u, accounts.ProfileInput{FirstName: "Alicia", LastName: "Lee", ProfileImage: s(""), SocialLinks: []string{}})
		if err != nil || got.ProfileImage != "" || len(got.SocialLinks) != 0 {
			t.Fatalf("remove: %v %+v", err, got)
		}
	})
}

func TestGetAndByIDs(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		e := newEnv(t, db)
		ctx := context.Background()
		a, b := e.register(t, "alice"), e.register(t, "bob")
		_, err := e.svc.Get(ctx, 9999)
		wantErr(t, err, apperr.NotFound, "", "User not found")

		before := db.Statements()
		m, err := e.svc.ByIDs(ctx, []int64{a.ID, b.ID, 9999, a.ID})
		if err != nil {
			t.Fatal(err)
		}
		if n := db.Statements() - before; n != 1 {
			t.Fatalf("ByIDs ran %d statements, want 1", n)
		}
		if len(m) != 2 || m[a.ID].Username != "alice" || m[b.ID].Username != "bob" {
			t.Fatalf("ByIDs = %v", m)
		}
		before = db.Statements()
		if m, err := e.svc.ByIDs(ctx, nil); err != nil || len(m) != 0 || db.Statements() != before {
			t.Fatalf("empty ByIDs: %v %v", m, err)
		}
	})
}

func TestPrivateProfiles(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		e := newEnv(t, db)
		ctx := context.Background()
		alice := e.register(t, "alice", func(in *accounts.RegisterInput) { in.Bio = "Private bio"; in.Location = "Reno" })
		bob := e.register(t, "bob", func(in *accounts.RegisterInput) { in.Bio = "Public bio" })
		private := false
		alice, err := e.svc.UpdateProfile(ctx, alice, accounts.ProfileInput{FirstName: "Alice", LastName: "Lee", IsPublicProfile: &private, Website: strPtr("https://a.example")})
		if err != nil {
			t.Fatal(err)
		}

		if !e.svc.CanSeeDetails(alice, alice) || e.svc.CanSeeDetails(bob, alice) || !e.svc.CanSeeDetails(alice, bob) || e.svc.CanSeeDetails(nil, bob) {
			t.Fatal("CanSeeDetails rules")
		}
		if v := e.svc.PublicView(alice, alice); v.Email == "" || v.Bio != "Private bio" {
			t.Fatalf("self view reduced: %+v", v)
		}
		v := e.svc.PublicView(bob, alice)
		if v.ID != alice.ID || v.Username != "alice" || v.FirstName != "Alice" || v.LastName != "Lee" || v.UserType != alice.UserType {
			t.Fatalf("reduced view lost identity: %+v", v)
		}
		if v.Email != "" || v.Bio != "" || v.Location != "" || v.Website != "" || v.PoliticalAffiliation != "" || v.PasswordHash != "" {
			t.Fatalf("reduced view leaks details: %+v", v)
		}
		if alice.Email == "" {
			t.Fatal("PublicView modified the original")
		}

		_, err = e.svc.Profile(ctx, nil, alice.ID)
		wantErr(t, err, apperr.Unauthenticated, "", "Not signed in")
		p, err := e.svc.Profile(ctx, bob, alice.ID)
		if err != nil || p.Bio != "" {
			t.Fatalf("Profile as bob: %v %+v", err, p)
		}
		p, err = e.svc.Profile(ctx, alice, bob.ID)
		if err != nil || p.Bio != "Public bio" {
			t.Fatalf("public Profile: %v %+v", err, p)
		}
		_, err = e.svc.Profile(ctx, bob, 12345)
		wantErr(t, err, apperr.NotFound, "", "User not found")
	})
}

func strPtr(s string) *string { return &s }

func TestDirectory(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		e := newEnv(t, db)
		ctx := context.Background()
		names := [][3]string{
			{"mgarcia", "Maria", "Garcia"}, {"jsmith", "John", "Smith"}, {"MARIAN_K", "Marian", "Kowalski"},
			{"percent", "Hundred", "Per%cent"}, {"tlee", "Tom", "Lee"},
		}
		var users []*accounts.User
		for _, n := range names {
			users = append(users, e.register(t, n[0], func(in *accounts.RegisterInput) { in.FirstName, in.LastName = n[1], n[2] }))
		}
		viewer := users[4]
		private := false
		if _, err := e.svc.UpdateProfile(ctx, users[1], accounts.ProfileInput{FirstName: "John", LastName: "Smith", IsPublicProfile: &private}); err != nil {
			t.Fatal(err)
		}

		_, err := e.svc.Directory(ctx, nil, "", 10, "")
		wantErr(t, err, apperr.Unauthenticated, "", "Not signed in")

		search := func(q string) []string {
			t.Helper()
			p, err := e.svc.Directory(ctx, viewer, q, 50, "")
			if err != nil {
				t.Fatal(err)
			}
			var out []string
			for _, u := range p.Items {
				out = append(out, u.Username)
			}
			return out
		}
		for q, want := range map[string]string{
			"":             "mgarcia jsmith MARIAN_K percent tlee",
			"MARI":         "mgarcia MARIAN_K",
			"garcia":       "mgarcia",
			"maria garcia": "mgarcia",
			"smith john":   "jsmith",
			"marian_":      "MARIAN_K",
			"%":            "percent",
			"_":            "MARIAN_K",
			"nobody here":  "",
			"  jsmith  ":   "jsmith",
		} {
			if got := strings.Join(search(q), " "); got != want {
				t.Errorf("search %q = %q, want %q", q, got, want)
			}
		}

		// Private profiles come back reduced; the viewer's own is whole.
		p, _ := e.svc.Directory(ctx, viewer, "", 50, "")
		for _, u := range p.Items {
			switch u.ID {
			case users[1].ID:
				if u.Email != "" || u.FirstName != "John" {
					t.Fatalf("private user in directory: %+v", u)
				}
			default:
				if u.Email == "" {
					t.Fatalf("public user without email: %+v", u)
				}
			}
		}

		// Keyset pagination.
		var all []string
		after := ""
		for pages := 0; ; pages++ {
			p, err := e.svc.Directory(ctx, viewer, "", 2, after)
			if err != nil {
				t.Fatal(err)
			}
			for _, u := range p.Items {
				all = append(all, u.Username)
			}
			for i := range p.Items {
				if p.Cursor(i) == "" || i > 0 && p.Cursor(i) == p.Cursor(i-1) {
					t.Fatal("one cursor per item")
				}
			}
			if !p.HasNext {
				if pages != 2 {
					t.Fatalf("%d pages", pages+1)
				}
				break
			}
			after = p.EndCursor()
		}
		if strings.Join(all, " ") != "mgarcia jsmith MARIAN_K percent tlee" {
			t.Fatalf("paged: %v", all)
		}
		_, err = e.svc.Directory(ctx, viewer, "", 2, "garbage!")
		wantErr(t, err, apperr.Invalid, "", "Invalid cursor.")
		p, _ = e.svc.Directory(ctx, viewer, "", 1000, "")
		if len(p.Items) != 5 {
			t.Fatal("first above the cap still lists")
		}
	})
}

func TestPasswordReset(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		e := newEnv(t, db)
		ctx := context.Background()
		now := time.Now().UTC()
		e.svc.SetNow(func() time.Time { return now })
		alice := e.register(t, "alice")
		epoch, _ := e.svc.SessionEpoch(ctx, alice.ID)
		if u, _ := e.svc.SessionUser(ctx, alice.ID, epoch); u == nil {
			t.Fatal("session user before reset")
		}

		// Unknown email: same answer, no email.
		if err := e.svc.RequestPasswordReset(ctx, "nobody@example.com", "10.1.1.1:1"); err != nil {
			t.Fatal(err)
		}
		err := e.svc.RequestPasswordReset(ctx, "not an email", "10.1.1.1:1")
		wantErr(t, err, apperr.Invalid, "email", "Invalid email address")
		e.drain(t)
		if n := len(e.mail.resets()); n != 0 {
			t.Fatalf("%d emails for an unknown address", n)
		}

		if err := e.svc.RequestPasswordReset(ctx, " ALICE@example.com ", "10.1.1.1:1"); err != nil {
			t.Fatal(err)
		}
		e.drain(t)
		msgs := e.mail.resets()
		if len(msgs) != 1 || msgs[0].to != "alice@example.com" {
			t.Fatalf("mail: %+v", msgs)
		}
		prefix := baseURL + "/reset-password?token="
		i := strings.Index(msgs[0].body, prefix)
		if i < 0 {
			t.Fatalf("no link in %q", msgs[0].body)
		}
		link := strings.Fields(msgs[0].body[i:])[0]
		lu, _ := url.Parse(link)
		token := lu.Query().Get("token")
		if len(token) < 40 {
			t.Fatalf("token %q", token)
		}
		// Only the SHA-256 of the token is stored, with a one-hour expiry.
		var rows []struct {
			Hash    string    `db:"token_hash"`
			Expires time.Time `db:"expires_at"`
		}
		db.Select(ctx, &rows, `SELECT token_hash, expires_at FROM password_resets`)
		sum := sha256.Sum256([]byte(token))
		if len(rows) != 1 || rows[0].Hash != hex.EncodeToString(sum[:]) {
			t.Fatalf("stored %+v", rows)
		}
		if d := rows[0].Expires.Sub(now); d < 59*time.Minute || d > 61*time.Minute {
			t.Fatalf("expires in %v", d)
		}

		err = e.svc.ResetPassword(ctx, token, "short")
		wantErr(t, err, apperr.Invalid, "password", "Password must be at least 6 characters")
		err = e.svc.ResetPassword(ctx, "not-a-token", "new-secret")
		wantErr(t, err, apperr.Invalid, "", "This reset link is invalid or has expired.")

		if err := e.svc.ResetPassword(ctx, token, "new-secret"); err != nil {
			t.Fatal(err)
		}
		if _, err := e.svc.Login(ctx, "alice", "new-secret", ""); err != nil {
			t.Fatalf("new password: %v", err)
		}
		_, err = e.svc.Login(ctx, "alice", "secret1", "")
		wantErr(t, err, apperr.Unauthenticated, "", "Invalid username or password")
		// Every older session ends.
		if u, _ := e.svc.SessionUser(ctx, alice.ID, epoch); u != nil {
			t.Fatal("old session epoch still valid after reset")
		}
		if ne, _ := e.svc.SessionEpoch(ctx, alice.ID); ne != epoch+1 {
			t.Fatalf("epoch %d -> %d", epoch, ne)
		}
		// Single use.
		err = e.svc.ResetPassword(ctx, token, "another-secret")
		wantErr(t, err, apperr.Invalid, "token", "This reset link is invalid or has expired.")

		// Expiry: a link older than one hour is refused.
		e.svc.RequestPasswordReset(ctx, "alice@example.com", "")
		e.drain(t)
		msgs = e.mail.resets()
		lu, _ = url.Parse(strings.Fields(msgs[len(msgs)-1].body[strings.Index(msgs[len(msgs)-1].body, prefix):])[0])
		token2 := lu.Query().Get("token")
		now = now.Add(time.Hour + time.Second)
		err = e.svc.ResetPassword(ctx, token2, "another-secret")
		wantErr(t, err, apperr.Invalid, "token", "This reset link is invalid or has expired.")
	})
}

func TestPasswordResetThrottle(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		e := newEnv(t, db)
		ctx := context.Background()
		e.register(t, "alice")
		for range accounts.DefaultLimits.ResetPerEmail.Max {
			if err := e.svc.RequestPasswordReset(ctx, "alice@example.com", "10.2.2.2:1"); err != nil {
				t.Fatal(err)
			}
		}
		err := e.svc.RequestPasswordReset(ctx, "Alice@example.com", "10.2.2.3:1")
		wantErr(t, err, apperr.RateLimited, "", "Too many requests. Please try again later.")
		// Same answer for an unknown email.
		for range accounts.DefaultLimits.ResetPerEmail.Max {
			e.svc.RequestPasswordReset(ctx, "ghost@example.com", "10.2.2.4:1")
		}
		err = e.svc.RequestPasswordReset(ctx, "ghost@example.com", "10.2.2.5:1")
		wantErr(t, err, apperr.RateLimited, "", "Too many requests. Please try again later.")
	})
}

func TestSessionUserChecksEpoch(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		e := newEnv(t, db)
		ctx := context.Background()
		a := e.register(t, "alice")
		before := db.Statements()
		u, err := e.svc.SessionUser(ctx, a.ID, 0)
		if err != nil || u == nil || u.ID != a.ID || db.Statements()-before != 1 {
			t.Fatalf("SessionUser: %v %v (%d statements)", u, err, db.Statements()-before)
		}
		if u, _ := e.svc.SessionUser(ctx, a.ID, 1); u != nil {
			t.Fatal("wrong epoch accepted")
		}
		if u, _ := e.svc.SessionUser(ctx, 999, 0); u != nil {
			t.Fatal("missing user accepted")
		}
	})
}
