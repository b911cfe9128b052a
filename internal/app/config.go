package app

import (
	"net"
	"strconv"
	"strings"
	"time"

	"canvass/internal/messages"
	"canvass/internal/ratelimit"
)

// Config is what the environment and flags decide.
type Config struct {
	Addr         string // --addr, default 127.0.0.1:8080
	DatabaseURL  string // CANVASS_DATABASE_URL, default sqlite:data/canvass.db
	UploadDir    string // CANVASS_UPLOAD_DIR, default data/uploads
	BlobURL      string // CANVASS_BLOB_URL: file:///abs/dir or s3://bucket?region=...&endpoint=... (uploads.Open); empty: UploadDir
	BaseURL      string // CANVASS_BASE_URL, default the address served (see DefaultBaseURL)
	Dev          bool   // CANVASS_DEV: playground and introspection for visitors, verbose errors
	CookieSecure bool   // CANVASS_COOKIE_SECURE
	Demo         bool   // --demo: seed demo content into an empty database
	SMTPURL      string // CANVASS_SMTP_URL: smtp://[user:pass@]host:port[?from=...]; empty: email goes to the log
	// GET /metrics is never public by default: CANVASS_METRICS_ADDR serves
	// it on a listener of its own (serve), CANVASS_METRICS_TOKEN on the
	// public port to "Authorization: Bearer TOKEN" only.
	MetricsAddr  string
	MetricsToken string
	LogFormat    string // CANVASS_LOG_FORMAT: "json", or text (the default)
	// CANVASS_DRAIN_DELAY (a Go duration, e.g. 5s): on SIGTERM, how long
	// /readyz fails while the process still serves, before its sockets and
	// listener close. Set it to the load balancer's health-check interval
	// (plus a margin) so no request is sent to a closed port. Default 0.
	DrainDelay time.Duration
	// CANVASS_TRUSTED_PROXIES: the load balancers' addresses or CIDR ranges
	// (comma-separated); requests from them are taken to come from the
	// address they name in X-Forwarded-For (proxies.go).
	TrustedProxies string
	// CANVASS_DB_MAX_CONNS: the PostgreSQL pool's size per process (1-1000;
	// zero: store.DefaultMaxConns).
	DBMaxConns int
	// Tests only: how often an idle queue looks for jobs (zero: 1 s), and
	// no periodic jobs (sweeps), which tests run themselves.
	QueuePollInterval time.Duration
	NoPeriodicJobs    bool
	// CANVASS_MESSAGE_LIMITS=off lifts the per-sender send limits (load
	// tests and benchmarks only); nil means messages.DefaultLimits.
	MessageLimits *messages.Limits
	// CANVASS_MESSAGE_REQUESTS=off sends strangers' first messages to the
	// inbox, not Requests (load tests, and journeys of something else
	// between two new accounts).
	NoMessageRequests bool
	// CANVASS_CONTENT_LIMITS=off lifts the limits on creating resources and
	// news articles (load tests and benchmarks only); nil means each
	// service's DefaultLimits.
	ContentLimits *ratelimit.Limits
	// CANVASS_API_LIMIT and CANVASS_API_LIMIT_VISITOR: the API budget, in
	// points an hour, of each token or member and of each visitor's address
	// ("off": not counted); nil means ratelimit.DefaultBudget.
	APIBudget *ratelimit.BudgetLimits
	// Tests only: how often the API budget's points are flushed (zero:
	// ratelimit.FlushEvery; negative: only by Budget.Flush).
	APIBudgetFlush time.Duration
	// CANVASS_TRUSTED_DOCUMENTS_ONLY=1: visitors may send only the app's
	// persisted documents (by id); members and token holders keep
	// arbitrary ones (graph's trusted documents, docs/api.md).
	TrustedDocumentsOnly bool
	// Tests only: a shorter session lifetime (zero: session.Lifetime) and
	// websocket connection_init timeout (zero: session.DefaultInitTimeout).
	SessionLifetime   time.Duration
	SocketInitTimeout time.Duration
}

// ConfigFromEnv reads the CANVASS_* variables.
func ConfigFromEnv(getenv func(string) string) Config {
	c := Config{
		Addr:           "127.0.0.1:8080",
		DatabaseURL:    getenv("CANVASS_DATABASE_URL"),
		UploadDir:      getenv("CANVASS_UPLOAD_DIR"),
		BlobURL:        strings.TrimSpace(getenv("CANVASS_BLOB_URL")),
		BaseURL:        strings.TrimRight(getenv("CANVASS_BASE_URL"), "/"),
		Dev:            truthy(getenv("CANVASS_DEV")),
		CookieSecure:   truthy(getenv("CANVASS_COOKIE_SECURE")),
		SMTPURL:        getenv("CANVASS_SMTP_URL"),
		MetricsAddr:    getenv("CANVASS_METRICS_ADDR"),
		MetricsToken:   getenv("CANVASS_METRICS_TOKEN"),
		LogFormat:      strings.ToLower(strings.TrimSpace(getenv("CANVASS_LOG_FORMAT"))),
		TrustedProxies: getenv("CANVASS_TRUSTED_PROXIES"),
	}
	if n, err := strconv.Atoi(getenv("CANVASS_DB_MAX_CONNS")); err == nil && n > 0 {
		c.DBMaxConns = min(n, 1000)
	}
	if d, err := time.ParseDuration(getenv("CANVASS_DRAIN_DELAY")); err == nil && d > 0 {
		c.DrainDelay = min(d, time.Minute)
	}
	if getenv("CANVASS_MESSAGE_LIMITS") == "off" {
		c.MessageLimits = &messages.Limits{}
	}
	if getenv("CANVASS_MESSAGE_REQUESTS") == "off" {
		c.NoMessageRequests = true
	}
	if getenv("CANVASS_CONTENT_LIMITS") == "off" {
		c.ContentLimits = &ratelimit.Limits{}
	}
	c.APIBudget = apiBudgetFromEnv(getenv)
	c.TrustedDocumentsOnly = truthy(getenv("CANVASS_TRUSTED_DOCUMENTS_ONLY"))
	if c.DatabaseURL == "" {
		c.DatabaseURL = "sqlite:data/canvass.db"
	}
	if c.UploadDir == "" {
		c.UploadDir = "data/uploads"
	}
	return c
}

// DefaultBaseURL is the site URL when CANVASS_BASE_URL is unset: the
// address served, so links in emails, canonical tags and the sitemap point
// at this server. An unspecified host (":8080", "0.0.0.0:8080", "[::]:8080")
// becomes localhost; port 0 is replaced by listening's port when known.
func DefaultBaseURL(addr string, listening net.Addr) string {
	host, port, err := net.SplitHostPort(addr)
	if err != nil {
		host, port = addr, ""
	}
	if listening != nil {
		if _, p, err := net.SplitHostPort(listening.String()); err == nil && (port == "" || port == "0") {
			port = p
		}
	}
	if ip := net.ParseIP(host); host == "" || (ip != nil && ip.IsUnspecified()) {
		host = "localhost"
	}
	if port == "" || port == "80" {
		if strings.Contains(host, ":") {
			return "http://[" + host + "]"
		}
		return "http://" + host
	}
	return "http://" + net.JoinHostPort(host, port)
}

// apiBudgetFromEnv reads CANVASS_API_LIMIT (tokens and members) and
// CANVASS_API_LIMIT_VISITOR (each address): points an hour, or "off"; nil
// when neither is set. A value that is neither keeps the default.
func apiBudgetFromEnv(getenv func(string) string) *ratelimit.BudgetLimits {
	member, visitor := strings.TrimSpace(getenv("CANVASS_API_LIMIT")), strings.TrimSpace(getenv("CANVASS_API_LIMIT_VISITOR"))
	if member == "" && visitor == "" {
		return nil
	}
	lim := ratelimit.DefaultBudget
	for _, v := range []struct {
		s   string
		dst *int
	}{{member, &lim.Member}, {visitor, &lim.Visitor}} {
		if v.s == "off" {
			*v.dst = 0
		} else if n, err := strconv.Atoi(v.s); err == nil && n > 0 {
			*v.dst = n
		}
	}
	return &lim
}

func truthy(s string) bool {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "1", "true", "yes", "on":
		return true
	}
	return false
}
