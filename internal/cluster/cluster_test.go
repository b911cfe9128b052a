package cluster_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/coder/websocket"
	"github.com/jmoiron/sqlx"

	"canvass/internal/apptest"
	"canvass/internal/email/mailpittest"
	"canvass/internal/session"
	"canvass/internal/store/storetest"
	"canvass/internal/testkit"
	"canvass/internal/uploads/blobtest"

	_ "github.com/jackc/pgx/v5/stdlib"
)

func TestMain(m *testing.M) {
	code := m.Run()
	storetest.DropTemplate()
	if binDir != "" {
		os.RemoveAll(binDir)
	}
	os.Exit(code)
}

// TestCluster: three Canvass processes on one PostgreSQL behind a
// round-robin load balancer behave like one (issue 29's proof): sessions,
// live messages, login limits, uploads and alerts cross processes, and a
// crash or a restart of one loses nothing a client was told had happened.
func TestCluster(t *testing.T) {
	dbURL := storetest.PostgresURL(t) // skips without PostgreSQL
	mail := mailpittest.Start(t)
	lb := newBalancer(t)
	c := &cluster{bin: canvassBinary(t), env: map[string]string{
		"CANVASS_DATABASE_URL": dbURL,
		"CANVASS_UPLOAD_DIR":   t.TempDir(), // the shared folder of the file store
		"CANVASS_BASE_URL":     lb.URL,
		// The balancer names each client in X-Forwarded-For.
		"CANVASS_TRUSTED_PROXIES": "127.0.0.1",
		"CANVASS_METRICS_TOKEN":   "cluster-metrics-token",
		"CANVASS_SMTP_URL":        mail.SMTPURL(),
		// Longer than the balancer's 50 ms health check.
		"CANVASS_DRAIN_DELAY": "300ms",
		// Members registered a moment ago message each other at full speed.
		"CANVASS_MESSAGE_LIMITS":   "off",
		"CANVASS_MESSAGE_REQUESTS": "off",
	}}
	a, b, cc := c.start(t, "a", nil), c.start(t, "b", nil), c.start(t, "c", nil)
	lb.set(a, b, cc)
	db, err := sqlx.Open("pgx", dbURL)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	lbs := &apptest.Server{URL: lb.URL}

	t.Run("a session is shared and logout ends sockets everywhere", func(t *testing.T) {
		u := lbs.NewClient()
		u.Register(t, "sessions", "CANDIDATE")
		for _, p := range []*process{a, b, cc} {
			resp, body := u.At(p.URL).Do(t, "GET", "/api/user", nil)
			if resp.StatusCode != 200 || !strings.Contains(string(body), `"username":"sessions"`) {
				t.Fatalf("process %s: GET /api/user %d %s", p.name, resp.StatusCode, body)
			}
		}
		ctx, cancel := context.WithTimeout(context.Background(), 15*time.Second)
		defer cancel()
		ws, err := u.At(cc.URL).DialWS(ctx) // a socket held by process c
		if err != nil {
			t.Fatal(err)
		}
		defer ws.Close()
		if _, err := ws.Subscribe(ctx, `subscription { messageEvents { kind } }`, nil); err != nil {
			t.Fatal(err)
		}
		if m, err := ws.Read(ctx); err != nil || !strings.Contains(string(m.Payload), "RESYNC") {
			t.Fatalf("first event: %+v %v", m, err)
		}
		if resp, body := u.At(a.URL).Do(t, "POST", "/api/logout", nil); resp.StatusCode >= 300 {
			t.Fatalf("logout through a: %d %s", resp.StatusCode, body)
		}
		if _, err := ws.Read(ctx); websocket.CloseStatus(err) != session.CloseSignedOut {
			t.Fatalf("socket on c after logout on a: %v, want close %d", err, session.CloseSignedOut)
		}
		for _, p := range []*process{a, b, cc} {
			if resp, body := u.At(p.URL).Do(t, "GET", "/api/user", nil); resp.StatusCode != http.StatusUnauthorized {
				t.Fatalf("process %s after logout: %d %s", p.name, resp.StatusCode, body)
			}
		}
	})

	t.Run("a message sent through a arrives live on c exactly once", func(t *testing.T) {
		sender, receiver := lbs.NewClient(), lbs.NewClient()
		sender.Register(t, "crosser", "CANDIDATE")
		to := receiver.Register(t, "listener", "CAMPAIGN_STAFF")
		ctx, cancel := context.WithTimeout(context.Background(), 15*time.Second)
		defer cancel()
		ws, err := receiver.At(cc.URL).DialWS(ctx)
		if err != nil {
			t.Fatal(err)
		}
		defer ws.Close()
		if _, err := ws.Subscribe(ctx, `subscription { messageEvents { kind message { content } } }`, nil); err != nil {
			t.Fatal(err)
		}
		if m, err := ws.Read(ctx); err != nil || !strings.Contains(string(m.Payload), "RESYNC") {
			t.Fatalf("first event: %+v %v", m, err)
		}
		res := sender.At(a.URL).GraphQL(t, `mutation($i: SendMessageInput!) { sendMessage(input: $i) { message { databaseId } errors { message } } }`,
			map[string]any{"i": map[string]any{"receiverId": to.ID, "content": "across the cluster", "clientId": "x-1"}})
		res.NoErrors(t)
		m, err := ws.Read(ctx)
		if err != nil || !strings.Contains(string(m.Payload), "across the cluster") {
			t.Fatalf("live event on c: %+v %v", m, err)
		}
		quiet, stop := context.WithTimeout(ctx, time.Second)
		defer stop()
		if m, err := ws.Read(quiet); err == nil {
			t.Fatalf("a second event: %s", m.Payload)
		}
	})

	t.Run("login failures on all three count against one limit", func(t *testing.T) {
		lbs.NewClient().Register(t, "guarded", "CANDIDATE")
		// 5 failures per account and address in 15 minutes (accounts.DefaultLimits),
		// spread over the three processes: the 6th try is refused wherever it lands.
		procs := []*process{a, b, cc, a, b, cc, a}
		for i, p := range procs {
			pw := "wrong-password"
			if i == len(procs)-1 {
				pw = apptest.Password // even the right one, once the limit is reached
			}
			resp, body := lbs.NewClient().At(p.URL).Do(t, "POST", "/api/login", map[string]any{"username": "guarded", "password": pw})
			want := http.StatusUnauthorized
			if i >= 5 {
				want = http.StatusTooManyRequests
			}
			if resp.StatusCode != want {
				t.Fatalf("try %d on process %s: %d %s, want %d", i+1, p.name, resp.StatusCode, body, want)
			}
		}
	})

	t.Run("an image uploaded through a is served by b and c", func(t *testing.T) {
		u := lbs.NewClient()
		u.Register(t, "uploader", "CANDIDATE")
		img := testkit.PNG(40, 30)
		resp, body := u.At(a.URL).DoHeader(t, "POST", "/api/uploads", img, http.Header{"Content-Type": {"image/png"}})
		var out struct{ URL string }
		if resp.StatusCode != http.StatusCreated || json.Unmarshal(body, &out) != nil {
			t.Fatalf("upload on a: %d %s", resp.StatusCode, body)
		}
		var first []byte
		for _, p := range []*process{a, b, cc} {
			resp, got := lbs.NewClient().At(p.URL).Do(t, "GET", out.URL, nil)
			if resp.StatusCode != 200 || resp.Header.Get("Content-Type") != "image/png" || len(got) == 0 {
				t.Fatalf("process %s: GET %s: %d %s", p.name, out.URL, resp.StatusCode, resp.Header.Get("Content-Type"))
			}
			if first == nil {
				first = got
			} else if !bytes.Equal(first, got) {
				t.Fatalf("process %s serves other bytes for %s", p.name, out.URL)
			}
		}
	})

	t.Run("on S3 an image uploaded through one process is served by the others", func(t *testing.T) {
		blobURL, env := blobtest.S3(t)
		extra := map[string]string{"CANVASS_BLOB_URL": blobURL}
		for _, kv := range env {
			k, v, _ := strings.Cut(kv, "=")
			extra[k] = v
		}
		s1, s2 := c.start(t, "s3-1", extra), c.start(t, "s3-2", extra)
		u := lbs.NewClient()
		u.Register(t, "s3uploader", "CANDIDATE")
		resp, body := u.At(s1.URL).DoHeader(t, "POST", "/api/uploads", testkit.PNG(24, 24), http.Header{"Content-Type": {"image/png"}})
		var out struct{ URL string }
		if resp.StatusCode != http.StatusCreated || json.Unmarshal(body, &out) != nil {
			t.Fatalf("upload on s3-1: %d %s", resp.StatusCode, body)
		}
		resp, got := lbs.NewClient().At(s2.URL).Do(t, "GET", out.URL, nil)
		if resp.StatusCode != 200 || resp.Header.Get("Content-Type") != "image/png" || len(got) == 0 {
			t.Fatalf("s3-2: GET %s: %d %s", out.URL, resp.StatusCode, resp.Header.Get("Content-Type"))
		}
		// Not in the shared folder: the bytes came from the bucket.
		if resp, _ := lbs.NewClient().At(a.URL).Do(t, "GET", out.URL, nil); resp.StatusCode != http.StatusNotFound {
			t.Fatalf("file-store process a serves %s: %d", out.URL, resp.StatusCode)
		}
		s1.term(t)
		s2.term(t)
	})

	t.Run("an alert due while all three run is sent once", func(t *testing.T) {
		seeker := lbs.NewClient()
		su := seeker.Register(t, "seeker", "CAMPAIGN_STAFF")
		if _, err := db.Exec(`UPDATE users SET email_verified_at = now() WHERE id = $1`, su.DatabaseID); err != nil {
			t.Fatal(err)
		}
		seeker.GraphQL(t, `mutation($i: CreateSavedSearchInput!) { createSavedSearch(input: $i) { savedSearch { id } errors { message } } }`,
			map[string]any{"i": map[string]any{"name": "Cluster organizers", "filter": map[string]any{"search": "zyxwcluster"}, "frequency": "INSTANT"}}).NoErrors(t)
		poster := lbs.NewClient()
		poster.Register(t, "poster", "CANDIDATE")
		resp, body := poster.At(b.URL).Do(t, "POST", "/api/jobs", map[string]any{
			"title": "Zyxwcluster Organizer", "organization": "Friends of the Cluster", "location": "Des Moines, IA",
			"jobType": "full-time", "description": "Organize volunteers across three offices.",
		})
		if resp.StatusCode != http.StatusCreated {
			t.Fatalf("post job: %d %s", resp.StatusCode, body)
		}
		// The instant run is queued 5 s after the posting; all three
		// processes work the queue, and each one's leader election runs the
		// periodic alert runs too.
		alerts := func() (n int) {
			for _, m := range mail.To(t, su.Email) {
				if strings.Contains(m.Subject, "Cluster organizers") {
					n++
				}
			}
			return n
		}
		deadline := time.Now().Add(45 * time.Second)
		for alerts() == 0 && time.Now().Before(deadline) {
			time.Sleep(200 * time.Millisecond)
		}
		time.Sleep(3 * time.Second) // room for a second copy to arrive
		var notes int
		if err := db.Get(&notes, `SELECT COUNT(*) FROM notifications WHERE user_id = $1 AND kind = 'saved-search'`, su.DatabaseID); err != nil {
			t.Fatal(err)
		}
		if n := alerts(); n != 1 || notes != 1 {
			t.Fatalf("%d alert emails and %d notifications, want 1 and 1", n, notes)
		}
	})

	t.Run("each process reports its own metrics to the scraper", func(t *testing.T) {
		scraper := lbs.NewClient()
		for _, p := range []*process{a, b, cc} {
			if resp, _ := scraper.At(p.URL).Do(t, "GET", "/metrics", nil); resp.StatusCode != http.StatusUnauthorized {
				t.Fatalf("process %s: /metrics without the token: %d", p.name, resp.StatusCode)
			}
			resp, body := scraper.At(p.URL).DoHeader(t, "GET", "/metrics", nil, http.Header{"Authorization": {"Bearer cluster-metrics-token"}})
			if resp.StatusCode != 200 {
				t.Fatalf("process %s: /metrics: %d", p.name, resp.StatusCode)
			}
			// Every process served some of the subtests' requests, and all
			// see the one queue.
			for _, want := range []string{`canvass_http_requests_total{method="GET",route="GET /readyz",status="200"}`, `canvass_queue_jobs{state="completed"}`, "canvass_websockets_open"} {
				if !strings.Contains(string(body), want) {
					t.Errorf("process %s: /metrics lacks %s", p.name, want)
				}
			}
		}
	})

	t.Run("kill -9 and SIGTERM under a write load lose and double nothing", func(t *testing.T) {
		chaos(t, c, lb, db, a, b, cc)
	})
}

// chaos: three pairs of members message each other through the balancer,
// as the app does (client ids, retries until acknowledged, sockets that
// reconnect and catch up). A third of the way through process b is killed
// (-9) and replaced by a new one; two thirds through process c gets
// SIGTERM. Every acknowledged message is stored once and held by both tabs
// of its pair, and while c drains no client sees an error.
func chaos(t *testing.T, c *cluster, lb *balancer, db *sqlx.DB, a, b, cc *process) {
	const pairs, perSide = 3, 40
	ctx, cancel := context.WithTimeout(context.Background(), 120*time.Second)
	defer cancel()
	lbs := &apptest.Server{URL: lb.URL}
	type side struct {
		name string
		user apptest.User
		tab  *apptest.Tab
	}
	var sides [pairs][2]side
	for p := range pairs {
		for s := range 2 {
			name := fmt.Sprintf("chaos%d%c", p, 'a'+s)
			cl := lbs.NewClient()
			u := cl.Register(t, name, "CANDIDATE")
			sides[p][s] = side{name, u, apptest.NewTab(lb.URL, cl.HTTP.Jar)}
		}
	}
	listenCtx, stopListening := context.WithCancel(ctx)
	defer stopListening()
	var lwg sync.WaitGroup
	for p := range pairs {
		for s := range 2 {
			lwg.Add(1)
			go func() { defer lwg.Done(); sides[p][s].tab.Listen(listenCtx) }()
		}
	}

	total := pairs * 2 * perSide
	progress := make(chan struct{}, total)
	type sent struct {
		id      int64
		content string
	}
	var mu sync.Mutex
	acked := map[int][]sent{} // pair -> acknowledged messages
	var swg sync.WaitGroup
	for p := range pairs {
		for s := range 2 {
			me, other := sides[p][s], sides[p][1-s]
			swg.Add(1)
			go func() {
				defer swg.Done()
				for i := range perSide {
					content := fmt.Sprintf("%s-%03d", me.name, i)
					id, _, err := me.tab.Send(ctx, other.user.ID, content)
					if err != nil {
						t.Errorf("%s: %v", content, err)
						return
					}
					mu.Lock()
					acked[p] = append(acked[p], sent{id, content})
					mu.Unlock()
					progress <- struct{}{}
				}
			}()
		}
	}
	go func() { swg.Wait(); close(progress) }()
	// The crash and the restart happen here, on the test's goroutine.
	var drainFrom, drainTo time.Time
	n := 0
	for range progress {
		switch n++; n {
		case total / 3:
			t.Logf("kill -9 process b (%d acknowledged)", n)
			b.kill(t)
			lb.set(a, cc, c.start(t, "d", nil))
		case 2 * total / 3:
			t.Logf("SIGTERM process c (%d acknowledged)", n)
			drainFrom = time.Now()
			cc.term(t)
			drainTo = time.Now()
			t.Logf("c drained in %v", drainTo.Sub(drainFrom).Round(time.Millisecond))
		}
	}
	if t.Failed() {
		return
	}
	if drainFrom.IsZero() {
		t.Fatalf("only %d of %d messages acknowledged", n, total)
	}
	if errs := lb.errorsSince(drainFrom); len(errs) > 0 {
		t.Errorf("clients saw %d errors after SIGTERM (drain took %v): %v", len(errs), drainTo.Sub(drainFrom), errs)
	}

	// Both tabs of each pair converge on exactly the acknowledged messages.
	deadline := time.Now().Add(30 * time.Second)
	for p := range pairs {
		want := map[int64]string{}
		for _, m := range acked[p] {
			if _, dup := want[m.id]; dup {
				t.Fatalf("pair %d: id %d acknowledged twice", p, m.id)
			}
			want[m.id] = m.content
		}
		for s := range 2 {
			tab := sides[p][s].tab
			for len(tab.Got()) < len(want) && time.Now().Before(deadline) {
				time.Sleep(50 * time.Millisecond)
			}
			got := tab.Got()
			if len(got) != len(want) {
				t.Errorf("%s holds %d messages, want %d", sides[p][s].name, len(got), len(want))
			}
			for id, content := range want {
				if got[id] != content {
					t.Errorf("%s: message %d is %q, want %q", sides[p][s].name, id, got[id], content)
					break
				}
			}
			t.Logf("%s: %d messages over %d connections", sides[p][s].name, len(got), tab.Connections())
		}
	}
	var stored int
	if err := db.Get(&stored, `SELECT COUNT(*) FROM messages WHERE content LIKE 'chaos%'`); err != nil || stored != total {
		t.Fatalf("%d messages stored (%v), want %d: a lost or doubled write", stored, err, total)
	}
	stopListening()
	for p := range pairs {
		for s := range 2 {
			sides[p][s].tab.Drop()
		}
	}
	lwg.Wait()
}
