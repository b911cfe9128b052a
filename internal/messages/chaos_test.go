package messages_test

import (
	"context"
	"fmt"
	"math/rand/v2"
	"net"
	"net/http"
	"sync"
	"testing"
	"time"

	"canvass/internal/app"
	"canvass/internal/apptest"
	"canvass/internal/store/storetest"
)

// TestChaos: two clients exchange 1,000 messages while their websockets are
// dropped at random and the server is restarted twice. Each client behaves
// like the app: sends carry a client id and are retried until acknowledged;
// the receiving side subscribes, catches up from its newest message on the
// subscription's first (RESYNC) event, and reconnects whenever the socket
// ends. Afterwards each side holds every acknowledged message exactly once,
// each sender's messages in the order they were sent, and the database holds
// exactly 1,000.
func TestChaos(t *testing.T) {
	if testing.Short() {
		t.Skip("chaos test skipped in -short mode")
	}
	for _, engine := range []string{"sqlite", "postgres"} {
		t.Run(engine, func(t *testing.T) {
			var url string
			if engine == "sqlite" {
				url = storetest.SQLiteURL(t)
			} else {
				url = storetest.PostgresURL(t)
			}
			runChaos(t, url, 500)
		})
	}
}

// restartable is a Canvass server on a fixed address that can be restarted.
type restartable struct {
	t    *testing.T
	addr string
	url  string
	cfg  app.Config
	mu   sync.Mutex
	a    *app.App
	srv  *http.Server
}

func (r *restartable) start() {
	r.t.Helper()
	a, err := app.New(context.Background(), r.cfg, apptest.Logger(r.t))
	if err != nil {
		r.t.Fatal(err)
	}
	var ln net.Listener
	for range 100 { // the old socket may take a moment to let go
		if ln, err = net.Listen("tcp", r.addr); err == nil {
			break
		}
		time.Sleep(20 * time.Millisecond)
	}
	if err != nil {
		r.t.Fatal(err)
	}
	srv := &http.Server{Handler: a.Handler}
	go srv.Serve(ln)
	r.mu.Lock()
	r.a, r.srv = a, srv
	r.mu.Unlock()
}

func (r *restartable) stop() {
	r.mu.Lock()
	a, srv := r.a, r.srv
	r.mu.Unlock()
	// As `canvass serve` on SIGTERM: stop accepting, let in-flight requests
	// finish (a send's commit and its event go out together), then close
	// the app, which ends every subscription (their sockets close).
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	srv.Shutdown(ctx)
	srv.Close()
	a.Close()
}

func (r *restartable) restart() { r.stop(); r.start() }

func runChaos(t *testing.T, dbURL string, perSide int) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := ln.Addr().String()
	ln.Close()
	base := "http://" + addr
	r := &restartable{t: t, addr: addr, url: base, cfg: app.Config{Addr: addr, DatabaseURL: dbURL, UploadDir: t.TempDir(), BaseURL: base}}
	noLimits(&r.cfg)
	r.start()
	defer r.stop()

	ctx, cancel := context.WithTimeout(context.Background(), 80*time.Second)
	defer cancel()
	// Two members, registered through the real server.
	s := &apptest.Server{URL: base}
	users := map[string]apptest.User{}
	clients := map[string]*apptest.Tab{}
	for _, name := range []string{"alice", "bob"} {
		ac := s.NewClient()
		users[name] = ac.Register(t, name, "CANDIDATE")
		clients[name] = apptest.NewTab(base, ac.HTTP.Jar) // the same session
	}
	listenCtx, stopListening := context.WithCancel(ctx)
	var lwg sync.WaitGroup
	for _, c := range clients {
		lwg.Add(1)
		go func() { defer lwg.Done(); c.Listen(listenCtx) }()
	}

	// Chaos: drop a random socket every 30-100 ms; restart the server
	// twice, when a third and two thirds of the messages are acknowledged.
	var sent sync.Map // name -> *[]int64, ids in send order
	var progress = make(chan int, 2*perSide)
	chaosDone := make(chan struct{})
	go func() {
		defer close(chaosDone)
		acked, restarts := 0, 0
		tick := time.NewTimer(50 * time.Millisecond)
		defer tick.Stop()
		for {
			select {
			case <-listenCtx.Done():
				return
			case _, ok := <-progress:
				if !ok {
					return
				}
				acked++
				if restarts < 2 && acked >= (restarts+1)*2*perSide/3 {
					restarts++
					t.Logf("restarting the server (%d acknowledged)", acked)
					r.restart()
				}
			case <-tick.C:
				if rand.IntN(2) == 0 {
					clients["alice"].Drop()
				} else {
					clients["bob"].Drop()
				}
				tick.Reset(time.Duration(30+rand.IntN(70)) * time.Millisecond)
			}
		}
	}()

	var swg sync.WaitGroup
	start := time.Now()
	for name, c := range clients {
		other := "bob"
		if name == "bob" {
			other = "alice"
		}
		ids := &[]int64{}
		sent.Store(name, ids)
		swg.Add(1)
		go func() {
			defer swg.Done()
			for i := range perSide {
				id, _, err := c.Send(ctx, users[other].ID, fmt.Sprintf("%s-%04d", name, i))
				if err != nil {
					t.Errorf("%s: message %d: %v", name, i, err)
					return
				}
				*ids = append(*ids, id)
				progress <- 1
			}
		}()
	}
	swg.Wait()
	t.Logf("%d messages acknowledged in %v", 2*perSide, time.Since(start).Round(time.Millisecond))
	if t.Failed() {
		stopListening()
		return
	}

	// Every acknowledged id, in send order per sender.
	want := map[int64]string{}
	for _, name := range []string{"alice", "bob"} {
		v, _ := sent.Load(name)
		ids := *v.(*[]int64)
		for i, id := range ids {
			if i > 0 && id <= ids[i-1] {
				t.Fatalf("%s: message %d has id %d, not after %d", name, i, id, ids[i-1])
			}
			want[id] = fmt.Sprintf("%s-%04d", name, i)
		}
	}
	if len(want) != 2*perSide {
		t.Fatalf("%d distinct acknowledged ids, want %d (a retry made a second message)", len(want), 2*perSide)
	}
	// Both sides converge on exactly those messages.
	deadline := time.Now().Add(20 * time.Second)
	for _, name := range []string{"alice", "bob"} {
		c := clients[name]
		for {
			n := len(c.Got())
			if n >= len(want) || time.Now().After(deadline) {
				break
			}
			time.Sleep(20 * time.Millisecond)
		}
	}
	stopListening()
	for _, c := range clients {
		c.Drop()
	}
	lwg.Wait()
	close(progress)
	<-chaosDone
	for _, name := range []string{"alice", "bob"} {
		got := clients[name].Got()
		if len(got) != len(want) {
			t.Errorf("%s holds %d messages, want %d", name, len(got), len(want))
		}
		for id, content := range want {
			if got[id] != content {
				t.Errorf("%s: message %d is %q, want %q", name, id, got[id], content)
				break
			}
		}
		t.Logf("%s: %d messages, %d connections", name, len(got), clients[name].Connections())
	}
	var stored int
	r.mu.Lock()
	db := r.a.DB
	r.mu.Unlock()
	if err := db.Get(context.Background(), &stored, `SELECT COUNT(*) FROM messages`); err != nil || stored != 2*perSide {
		t.Fatalf("%d messages stored (%v), want %d", stored, err, 2*perSide)
	}
}
