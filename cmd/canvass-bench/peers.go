package main

// Peers (make bench-peers, issue 13): PostGraphile v4, installed by the
// Makefile in a scratch folder outside the repository, served by its own
// node process on a free loopback port over the bench's own PostgreSQL
// database. The searches of the scenarios are SQL functions in the schema
// peers (peers.sql, created in the scratch database only); each is a third
// target next to GraphQL and the baseline, in the same alternating rounds.
// Before measuring, every peer's answer is checked against Canvass's: the
// same ids in the same order (from the service Canvass's resolver calls)
// and the same owners (from Canvass's GraphQL answer); a difference stops
// the bench.

import (
	"bytes"
	"context"
	"database/sql"
	_ "embed"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"os/signal"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"text/tabwriter"
	"time"

	"canvass/internal/jobs"
	"canvass/internal/messages"
	"canvass/internal/news"
	"canvass/internal/resources"
	"canvass/internal/store"
	"canvass/internal/vendors"
)

//go:embed peers.sql
var peersSQL string

// peersDir is -peers: the folder where PostGraphile v4 is installed
// (DIR/node_modules/.bin/postgraphile). Empty: no peers.
var peersDir string

func init() {
	flag.StringVar(&peersDir, "peers", "", "folder holding PostGraphile v4 (node_modules/.bin/postgraphile): measure it as a third target on PostgreSQL (make bench-peers)")
}

const (
	peerLabel        = "postgraphile"
	peerStartTimeout = 60 * time.Second // PostGraphile introspects, then listens
	peerStopTimeout  = 5 * time.Second  // SIGTERM, then SIGKILL
	peerPage         = 20
)

// peerScenario is the PostGraphile side of a scenario.
type peerScenario struct {
	// Query is the GraphQL request to PostGraphile: the same question and
	// fields as Canvass's request. Each node selects its row id as
	// databaseId (for the check) and its owner as owner or with.
	Query string
	Vars  func(ctx context.Context, e *env) (map[string]any, error)
	// Field is the connection in PostGraphile's answer; CanvassPath the
	// connection in Canvass's GraphQL answer; OwnerKey the owner's field in
	// both.
	Field       string
	CanvassPath []string
	OwnerKey    string
	// Compare lists the fields (a.b for nested ones) whose values must be
	// the same in both answers, letter case aside (enums: CONSULTING and
	// Consulting).
	Compare []string
	// CanvassIDs returns the ids of Canvass's page, from the service its
	// resolver calls.
	CanvassIDs func(ctx context.Context, e *env) ([]int64, error)
	// Explain is a SQL statement (Vars' values as ? placeholders) whose plan
	// shows the inlined function.
	Explain     string
	ExplainArgs func(vars map[string]any) []any
}

func twoArgs(a, b string) func(map[string]any) []any {
	return func(v map[string]any) []any { return []any{v[a], v[b]} }
}

func ids[T any](items []T, id func(T) int64) []int64 {
	out := make([]int64, len(items))
	for i, x := range items {
		out[i] = id(x)
	}
	return out
}

// peerScenarios maps a scenario's name to its peer; scenarios without one
// run without a third target.
var peerScenarios = map[string]peerScenario{
	jobSearchScenario.Name: {
		Query: `query JobSearch($search: String, $jobType: String) {
  jobSearch(search: $search, jobType: $jobType, first: 20) {
    edges { node { databaseId: id title organization owner: userByUserId { username firstName } } } }
}`,
		Vars: func(context.Context, *env) (map[string]any, error) {
			return map[string]any{"search": jobSearchFilter.Search, "jobType": jobSearchFilter.JobType}, nil
		},
		Field: "jobSearch", CanvassPath: []string{"jobs"}, OwnerKey: "owner",
		Compare: []string{"title", "organization", "owner.firstName"},
		CanvassIDs: func(ctx context.Context, e *env) ([]int64, error) {
			p, err := e.App.Jobs.Search(ctx, nil, jobSearchFilter, jobs.Newest, peerPage, "")
			return ids(p.Items, func(j *jobs.Job) int64 { return j.ID }), err
		},
		Explain: `SELECT * FROM peers.job_search(?, ?) LIMIT 21`, ExplainArgs: twoArgs("search", "jobType"),
	},
	vendorDirectoryScenario.Name: {
		Query: `query VendorDirectory($search: String, $category: String) {
  vendorSearch(search: $search, category: $category, first: 20) {
    edges { node { id: nodeId databaseId: id name category categoryLabel location affiliation logo description owner: userByUserId { username firstName } } }
    pageInfo { hasNextPage endCursor }
  }
}`,
		Vars: func(context.Context, *env) (map[string]any, error) {
			c, all, ok := vendors.FilterCategory(vendorDirectoryFilter.Category)
			if !ok || all {
				return nil, fmt.Errorf("vendor chip %q: want one category", vendorDirectoryFilter.Category)
			}
			return map[string]any{"search": vendorDirectoryFilter.Search, "category": string(c)}, nil
		},
		Field: "vendorSearch", CanvassPath: []string{"vendors"}, OwnerKey: "owner",
		Compare: []string{"name", "category", "categoryLabel", "location", "affiliation", "logo", "description", "owner.firstName"},
		CanvassIDs: func(ctx context.Context, e *env) ([]int64, error) {
			p, err := e.App.Vendors.Search(ctx, vendorDirectoryFilter, vendors.ByName, peerPage, "")
			return ids(p.Items, func(v *vendors.Vendor) int64 { return v.ID }), err
		},
		Explain: `SELECT * FROM peers.vendor_search(?, ?) LIMIT 21`, ExplainArgs: twoArgs("search", "category"),
	},
	resourceSearchScenario.Name: {
		Query: `query ResourceSearch($search: String, $category: String) {
  resourceSearch(search: $search, category: $category, first: 20) {
    edges { node { id: nodeId databaseId: id title description category categoryLabel readMinutes imageUrl createdAt owner: userByAuthorId { username firstName } } }
    pageInfo { hasNextPage endCursor }
  }
}`,
		Vars: func(context.Context, *env) (map[string]any, error) {
			c, ok := resources.ParseCategory(resourceSearchFilter.Category)
			if !ok {
				return nil, fmt.Errorf("resource category %q unknown", resourceSearchFilter.Category)
			}
			return map[string]any{"search": resourceSearchFilter.Search, "category": string(c)}, nil
		},
		Field: "resourceSearch", CanvassPath: []string{"resources"}, OwnerKey: "owner",
		Compare: []string{"title", "description", "category", "categoryLabel", "readMinutes", "imageUrl", "owner.firstName"},
		CanvassIDs: func(ctx context.Context, e *env) ([]int64, error) {
			p, err := e.App.Resources.Search(ctx, resourceSearchFilter, resources.Newest, peerPage, "")
			return ids(p.Items, func(r *resources.Resource) int64 { return r.ID }), err
		},
		Explain: `SELECT * FROM peers.resource_search(?, ?) LIMIT 21`, ExplainArgs: twoArgs("search", "category"),
	},
	newsSearchScenario.Name: {
		Query: `query NewsSearch($search: String, $topic: String) {
  newsSearch(search: $search, topic: $topic, first: 20) {
    edges { node { id: nodeId databaseId: id title summary imageUrl publishedAt topics owner: userByAuthorId { username firstName } } }
    pageInfo { hasNextPage endCursor }
  }
}`,
		Vars: func(context.Context, *env) (map[string]any, error) {
			t, ok := news.Topics.Parse(newsSearchFilter.Topic)
			if !ok {
				return nil, fmt.Errorf("news topic %q unknown", newsSearchFilter.Topic)
			}
			return map[string]any{"search": newsSearchFilter.Search, "topic": t}, nil
		},
		Field: "newsSearch", CanvassPath: []string{"newsArticles"}, OwnerKey: "owner",
		Compare: []string{"title", "summary", "imageUrl", "topics", "owner.firstName"},
		CanvassIDs: func(ctx context.Context, e *env) ([]int64, error) {
			p, err := e.App.News.Search(ctx, nil, newsSearchFilter, news.Newest, peerPage, "")
			return ids(p.Items, func(a *news.Article) int64 { return a.ID }), err
		},
		Explain: `SELECT * FROM peers.news_search(?, ?) LIMIT 21`, ExplainArgs: twoArgs("search", "topic"),
	},
	// No session in PostGraphile: the viewer is an argument (Canvass reads
	// it from the session cookie, one more statement per request).
	contactsScenario.Name: {
		Query: `query Contacts($viewer: BigInt!) {
  unreadMessageCount(viewerId: $viewer)
  contacts(viewerId: $viewer, first: 20) {
    edges { node { id: nodeId databaseId: otherId unreadCount with: userByOtherId { username firstName lastName } lastMessage: messageByLastMessageId { content createdAt } } }
    pageInfo { hasNextPage endCursor }
  }
}`,
		Vars: func(ctx context.Context, e *env) (map[string]any, error) {
			viewer, _, err := benchPair(ctx, e)
			if err != nil {
				return nil, err
			}
			return map[string]any{"viewer": strconv.FormatInt(viewer.ID, 10)}, nil
		},
		Field: "contacts", CanvassPath: []string{"viewer", "conversations"}, OwnerKey: "with",
		Compare: []string{"unreadCount", "with.firstName", "with.lastName", "lastMessage.content"},
		CanvassIDs: func(ctx context.Context, e *env) ([]int64, error) {
			viewer, _, err := benchPair(ctx, e)
			if err != nil {
				return nil, err
			}
			p, err := e.App.Messages.Contacts(ctx, viewer, messages.ContactsFilter{}, peerPage, "")
			return ids(p.Items, func(c *messages.Contact) int64 { return c.OtherID }), err
		},
		Explain: `SELECT * FROM peers.contacts(?) LIMIT 21`,
		ExplainArgs: func(v map[string]any) []any {
			id, _ := strconv.ParseInt(v["viewer"].(string), 10, 64)
			return []any{id}
		},
	},
}

// ------------------------------------------------------------- the process

// peerServer is a running PostGraphile.
type peerServer struct {
	url  string
	cmd  *exec.Cmd
	out  *tailBuffer
	done chan struct{} // closed when the process has exited
	err  error         // its exit status, once done
}

var (
	peerMu      sync.Mutex
	peerRunning = map[string]*peerServer{} // app URL → PostGraphile serving its database
	peerStarted = map[string]error{}       // app URL → why it could not start
	sigOnce     sync.Once
)

// stopPeers stops every PostGraphile this run started (runEngine defers
// it, so the database is still there while it stops).
func stopPeers() {
	peerMu.Lock()
	defer peerMu.Unlock()
	for k, p := range peerRunning {
		p.stop()
		delete(peerRunning, k)
	}
}

// peerFor starts PostGraphile over e's database once (it needs the peers
// schema first) and returns it.
func peerFor(ctx context.Context, e *env) (*peerServer, error) {
	peerMu.Lock()
	defer peerMu.Unlock()
	if p := peerRunning[e.AppURL]; p != nil {
		return p, nil
	}
	if err, failed := peerStarted[e.AppURL]; failed {
		return nil, err
	}
	p, err := startPeer(ctx, e)
	if err != nil {
		peerStarted[e.AppURL] = err
		return nil, err
	}
	peerRunning[e.AppURL] = p
	return p, nil
}

func startPeer(ctx context.Context, e *env) (*peerServer, error) {
	bin := filepath.Join(peersDir, "node_modules", ".bin", "postgraphile")
	if _, err := os.Stat(bin); err != nil {
		return nil, fmt.Errorf("peers: no PostGraphile at %s (make bench-peers installs it): %w", bin, err)
	}
	if _, err := e.App.DB.Exec(ctx, peersSQL); err != nil {
		return nil, fmt.Errorf("peers: creating the peers schema: %w", err)
	}
	addr, err := freeLoopbackAddr()
	if err != nil {
		return nil, err
	}
	host, port, _ := net.SplitHostPort(addr)
	p := &peerServer{url: "http://" + addr + "/graphql", out: &tailBuffer{max: 16 << 10}, done: make(chan struct{})}
	// The usual production flags: no CRUD mutations, no GraphiQL, no query
	// log; Relay connections (the default), the default pool of 10.
	p.cmd = exec.Command(bin, "--connection", e.App.Config.DatabaseURL, "--schema", "peers",
		"--host", host, "--port", port, "--disable-default-mutations", "--no-setof-functions-contain-nulls",
		"--disable-graphiql", "--disable-query-log")
	p.cmd.Env = append(os.Environ(), "NODE_ENV=production")
	p.cmd.Stdout, p.cmd.Stderr = p.out, p.out
	if path := os.Getenv("CANVASS_BENCH_PEERS_LOG"); path != "" {
		// PostGraphile's output in a file as well (with DEBUG=graphile-build-pg:sql,
		// the SQL it runs).
		f, err := os.Create(path)
		if err != nil {
			return nil, err
		}
		defer func() { go func() { <-p.done; f.Close() }() }()
		p.cmd.Stdout = io.MultiWriter(p.out, f)
		p.cmd.Stderr = p.cmd.Stdout
	}
	// Killed with the bench, whatever ends it.
	p.cmd.SysProcAttr = &syscall.SysProcAttr{Pdeathsig: syscall.SIGKILL}
	if err := p.cmd.Start(); err != nil {
		close(p.done)
		return nil, fmt.Errorf("peers: starting PostGraphile: %w", err)
	}
	go func() { p.err = p.cmd.Wait(); close(p.done) }()
	watchInterrupt(e)
	fmt.Printf("   postgraphile: pid %d on %s over the bench database (schema peers)\n", p.cmd.Process.Pid, p.url)
	deadline := time.Now().Add(peerStartTimeout)
	probe := request{Method: http.MethodPost, URL: p.url, Body: []byte(`{"query":"{__typename}"}`),
		Header: http.Header{"Content-Type": {"application/json"}}}
	for {
		select {
		case <-p.done:
			return nil, fmt.Errorf("peers: PostGraphile exited (%v):\n%s", p.err, p.out.String())
		default:
		}
		if _, err := probe.do(); err == nil {
			return p, nil
		}
		if time.Now().After(deadline) {
			p.stop()
			return nil, fmt.Errorf("peers: PostGraphile not answering after %v:\n%s", peerStartTimeout, p.out.String())
		}
		time.Sleep(200 * time.Millisecond)
	}
}

// stop ends the process: SIGTERM, then SIGKILL after peerStopTimeout.
func (p *peerServer) stop() {
	select {
	case <-p.done:
		return
	default:
	}
	p.cmd.Process.Signal(syscall.SIGTERM)
	select {
	case <-p.done:
	case <-time.After(peerStopTimeout):
		p.cmd.Process.Kill()
		<-p.done
	}
}

// watchInterrupt stops PostGraphile and drops the scratch database when
// the bench is interrupted (SIGINT, SIGTERM) while peers run.
func watchInterrupt(e *env) {
	sigOnce.Do(func() {
		ch := make(chan os.Signal, 1)
		signal.Notify(ch, os.Interrupt, syscall.SIGTERM)
		dbURL := e.App.Config.DatabaseURL
		go func() {
			s := <-ch
			fmt.Fprintf(os.Stderr, "canvass-bench: %v: stopping PostGraphile, dropping the scratch database\n", s)
			stopPeers()
			dropScratch(dbURL)
			os.Exit(130)
		}()
	})
}

// dropScratch drops the bench's canvass_bench_* database named by dbURL,
// from the admin URL the bench connects with.
func dropScratch(dbURL string) {
	u, err := url.Parse(dbURL)
	if err != nil {
		return
	}
	name := strings.TrimPrefix(u.Path, "/")
	if !strings.HasPrefix(name, "canvass_bench_") || strings.ContainsAny(name, `"';`) {
		return
	}
	base := os.Getenv("CANVASS_TEST_DATABASE_URL")
	if base == "" {
		base = defaultPostgres
	}
	admin, err := sql.Open("pgx", base)
	if err != nil {
		return
	}
	defer admin.Close()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	admin.ExecContext(ctx, `DROP DATABASE IF EXISTS `+name+` WITH (FORCE)`)
}

// freeLoopbackAddr returns a 127.0.0.1 address with a port free right now.
func freeLoopbackAddr() (string, error) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return "", err
	}
	defer l.Close()
	return l.Addr().String(), nil
}

// tailBuffer keeps the last max bytes written (PostGraphile's output, for
// error messages).
type tailBuffer struct {
	mu  sync.Mutex
	max int
	b   []byte
}

func (t *tailBuffer) Write(p []byte) (int, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.b = append(t.b, p...)
	if len(t.b) > t.max {
		t.b = slices.Clone(t.b[len(t.b)-t.max:])
	}
	return len(p), nil
}

func (t *tailBuffer) String() string {
	t.mu.Lock()
	defer t.mu.Unlock()
	return string(t.b)
}

// ------------------------------------------------------------- the targets

// peerTargets returns the PostGraphile target of sc on e (none without
// -peers, off PostgreSQL, or for a scenario without a peer). Its request's
// Check, which runBench calls before measuring, compares the answers.
func peerTargets(e *env, sc scenario) []struct {
	label   string
	req     request
	handler http.Handler
} {
	ps, ok := peerScenarios[sc.Name]
	if peersDir == "" || !ok || e.App.DB.Dialect() != store.Postgres {
		return nil
	}
	ctx := context.Background()
	failed := func(err error) request {
		return request{Method: http.MethodGet, URL: "http://127.0.0.1:1/", Check: func([]byte) error { return err }}
	}
	req := func() request {
		p, err := peerFor(ctx, e)
		if err != nil {
			return failed(err)
		}
		vars, err := ps.Vars(ctx, e)
		if err != nil {
			return failed(fmt.Errorf("peers: %w", err))
		}
		if ps.Explain != "" {
			printPeerPlan(ctx, e, sc.Name, ps.Explain, ps.ExplainArgs(vars))
		}
		body, _ := json.Marshal(map[string]any{"query": ps.Query, "variables": vars})
		return request{Method: http.MethodPost, URL: p.url, Body: body,
			Header: http.Header{"Content-Type": {"application/json"}, "Accept": {"application/json"}},
			Check:  func(b []byte) error { return checkPeer(ctx, e, sc, ps, b) }}
	}()
	return []struct {
		label   string
		req     request
		handler http.Handler
	}{{peerLabel, req, nil}}
}

// printPeerPlan prints the plan of a peer function's page (unless
// -explain=false): the function inlined, on the same index as Canvass.
func printPeerPlan(ctx context.Context, e *env, name, stmt string, args []any) {
	if f := flag.Lookup("explain"); f != nil && f.Value.String() == "false" {
		return
	}
	lines, err := e.App.DB.Explain(ctx, stmt, args...)
	if err != nil {
		fmt.Printf("   plan of the peer function of %q: %v\n", name, err)
		return
	}
	fmt.Printf("   plan of the peer function of %q (%s):\n", name, stmt)
	for _, l := range lines {
		fmt.Printf("     %s\n", l)
	}
}

// checkPeer compares PostGraphile's answer b with Canvass's: the same ids
// in the same order as the service Canvass's resolver calls, and the same
// owners as Canvass's own GraphQL answer.
func checkPeer(ctx context.Context, e *env, sc scenario, ps peerScenario, b []byte) error {
	fail := func(format string, a ...any) error {
		return fmt.Errorf("peers: Canvass and PostGraphile disagree on %q: "+format, append([]any{sc.Name}, a...)...)
	}
	data, err := graphQLData(b)
	if err != nil {
		return fmt.Errorf("peers: PostGraphile: %w", err)
	}
	peerNodes, err := connectionNodes(data, ps.Field)
	if err != nil {
		return fmt.Errorf("peers: PostGraphile: %w in %.300s", err, b)
	}
	var peerIDs []int64
	var peerOwners []string
	for _, n := range peerNodes {
		id, err := jsonInt(n["databaseId"])
		if err != nil {
			return fmt.Errorf("peers: PostGraphile databaseId: %w", err)
		}
		peerIDs = append(peerIDs, id)
		peerOwners = append(peerOwners, ownerName(n[ps.OwnerKey]))
	}
	want, err := ps.CanvassIDs(ctx, e)
	if err != nil {
		return fmt.Errorf("peers: Canvass ids: %w", err)
	}
	if len(want) != peerPage {
		return fail("Canvass has %d items, want %d (is the data set loaded at full scale?)", len(want), peerPage)
	}
	if !slices.Equal(want, peerIDs) {
		return fail("ids\n  Canvass      %v\n  PostGraphile %v", want, peerIDs)
	}
	cb, err := sc.GraphQL(e).do()
	if err != nil {
		return fmt.Errorf("peers: Canvass GraphQL: %w", err)
	}
	cdata, err := graphQLData(cb)
	if err != nil {
		return fmt.Errorf("peers: Canvass GraphQL: %w", err)
	}
	canvassNodes, err := connectionNodes(cdata, ps.CanvassPath...)
	if err != nil {
		return fmt.Errorf("peers: Canvass GraphQL: %w", err)
	}
	var owners []string
	for _, n := range canvassNodes {
		owners = append(owners, ownerName(n[ps.OwnerKey]))
	}
	if !slices.Equal(owners, peerOwners) || slices.Contains(owners, "") {
		return fail("owners\n  Canvass      %q\n  PostGraphile %q", owners, peerOwners)
	}
	for i := range canvassNodes {
		for _, f := range ps.Compare {
			a, b := fieldValue(canvassNodes[i], f), fieldValue(peerNodes[i], f)
			if a != b {
				return fail("item %d, %s\n  Canvass      %s\n  PostGraphile %s", i, f, a, b)
			}
		}
	}
	fmt.Printf("   %-9s %-34s postgraphile answers as Canvass does: the same %d ids and owners\n", "postgres", sc.Name, len(want))
	return nil
}

// graphQLData returns the data of a GraphQL answer without errors.
func graphQLData(b []byte) (json.RawMessage, error) {
	var r struct {
		Data   json.RawMessage   `json:"data"`
		Errors []json.RawMessage `json:"errors"`
	}
	if err := json.Unmarshal(b, &r); err != nil {
		return nil, fmt.Errorf("%w: %.200s", err, b)
	}
	if len(r.Errors) > 0 {
		return nil, fmt.Errorf("graphql errors: %s", r.Errors[0])
	}
	return r.Data, nil
}

// connectionNodes returns the nodes of the connection at path in data.
func connectionNodes(data json.RawMessage, path ...string) ([]map[string]json.RawMessage, error) {
	cur := data
	for _, k := range path {
		var m map[string]json.RawMessage
		if err := json.Unmarshal(cur, &m); err != nil || m[k] == nil {
			return nil, fmt.Errorf("no %s", strings.Join(path, "."))
		}
		cur = m[k]
	}
	var conn struct {
		Edges []struct {
			Node map[string]json.RawMessage `json:"node"`
		} `json:"edges"`
	}
	if err := json.Unmarshal(cur, &conn); err != nil {
		return nil, err
	}
	out := make([]map[string]json.RawMessage, len(conn.Edges))
	for i, ed := range conn.Edges {
		out[i] = ed.Node
	}
	return out, nil
}

// jsonInt reads an integer sent as a number or a string (PostGraphile's
// BigInt).
func jsonInt(v json.RawMessage) (int64, error) {
	return strconv.ParseInt(strings.Trim(string(bytes.TrimSpace(v)), `"`), 10, 64)
}

// fieldValue is the value at path (a.b) in node as upper-case JSON.
func fieldValue(node map[string]json.RawMessage, path string) string {
	first, rest, nested := strings.Cut(path, ".")
	raw := node[first]
	if nested {
		var m map[string]json.RawMessage
		json.Unmarshal(raw, &m)
		return fieldValue(m, rest)
	}
	var v any
	if err := json.Unmarshal(raw, &v); err != nil {
		return "(missing)"
	}
	b, _ := json.Marshal(v)
	return strings.ToUpper(string(b))
}

func ownerName(v json.RawMessage) string {
	var o struct{ Username string }
	json.Unmarshal(v, &o)
	return o.Username
}

// ------------------------------------------------------------------ report

// printPeers prints, per scenario that has a peer, Canvass's GraphQL and
// PostGraphile's figures and the ratio Canvass/PostGraphile.
func printPeers(w io.Writer, rs []result) {
	type pair struct{ canvass, peer *stats }
	var order []string
	pairs := map[string]*pair{}
	for i := range rs {
		r := &rs[i]
		if r.Target != "graphql" && r.Target != peerLabel {
			continue
		}
		key := r.Engine + "\x00" + r.Scenario
		p := pairs[key]
		if p == nil {
			p = &pair{}
			pairs[key] = p
			order = append(order, key)
		}
		if r.Target == peerLabel {
			p.peer = &r.Stats
		} else {
			p.canvass = &r.Stats
		}
	}
	var lines []string
	for _, key := range order {
		p := pairs[key]
		if p.canvass == nil || p.peer == nil {
			continue
		}
		ratio := "-"
		if p.peer.RPS > 0 {
			ratio = fmt.Sprintf("%.2f", p.canvass.RPS/p.peer.RPS)
		}
		_, name, _ := strings.Cut(key, "\x00")
		lines = append(lines, fmt.Sprintf("%s\t%.0f (%v / %v)\t%.0f (%v / %v)\t%s\t%d / %d\n", name,
			p.canvass.RPS, p.canvass.P50, p.canvass.P99, p.peer.RPS, p.peer.P50, p.peer.P99, ratio, p.canvass.Errors, p.peer.Errors))
	}
	if len(lines) == 0 {
		return
	}
	fmt.Fprintf(w, "\nPeers on PostgreSQL (same database, same question, alternating rounds; load average %s):\n\n", loadAverage())
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "scenario\tCanvass req/s (p50 / p99)\tPostGraphile v4 req/s (p50 / p99)\tCanvass/PostGraphile\terrors")
	for _, l := range lines {
		fmt.Fprint(tw, l)
	}
	tw.Flush()
	fmt.Fprintln(w, "\nTarget: Canvass/PostGraphile at least 1.5 on every scenario.")
}
