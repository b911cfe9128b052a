// Package app wires Canvass together: it builds the stores, services and
// handlers and passes every dependency as an argument. Run is the whole
// command line; tests call New (or Run) too.
package app

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"sync/atomic"
	"time"

	"canvass/internal/accounts"
	"canvass/internal/alerts"
	"canvass/internal/domain"
	"canvass/internal/email"
	"canvass/internal/events"
	"canvass/internal/insights"
	"canvass/internal/jobs"
	"canvass/internal/markdown"
	"canvass/internal/messages"
	"canvass/internal/moderation"
	"canvass/internal/news"
	"canvass/internal/notifications"
	"canvass/internal/notify/prefs"
	"canvass/internal/obs"
	"canvass/internal/people"
	"canvass/internal/queue"
	"canvass/internal/ratelimit"
	"canvass/internal/resources"
	"canvass/internal/resumes"
	"canvass/internal/seed"
	"canvass/internal/session"
	"canvass/internal/store"
	"canvass/internal/teams"
	"canvass/internal/tokens"
	"canvass/internal/uploads"
	"canvass/internal/vendors"
	"canvass/internal/verify"
	"canvass/internal/web"
	webdist "canvass/web"
)

// App is a running Canvass: its database, services and HTTP handler.
type App struct {
	Config Config
	Log    *slog.Logger
	DB     *store.DB
	domain.Services
	// Digests email unread messages (a periodic queue job).
	Digests *messages.Digests
	Web     *web.Server // SPA shell, robots.txt, sitemap.xml, each feature's pages and feeds (AddFeature)
	Handler http.Handler
	// Metrics is the app's Prometheus registry (GET /metrics: see
	// Config.MetricsAddr and MetricsToken).
	Metrics *obs.Metrics
	// Budget counts each API caller's points an hour (internal/ratelimit/
	// budget.go, metered); nil when CANVASS_API_LIMIT and
	// CANVASS_API_LIMIT_VISITOR are both off.
	Budget  *ratelimit.Budget
	closers []func()
	// draining is set on SIGTERM: /readyz fails so load balancers stop
	// sending new requests here (see serve).
	draining atomic.Bool
}

// New opens the database, migrates it and builds every service and handler.
func New(ctx context.Context, cfg Config, log *slog.Logger) (*App, error) {
	if cfg.BaseURL == "" {
		cfg.BaseURL = DefaultBaseURL(cfg.Addr, nil)
	}
	db, err := store.Open(ctx, cfg.DatabaseURL)
	if err != nil {
		return nil, err
	}
	db.SetMaxConns(cfg.DBMaxConns)
	log = obs.Logger(log) // lines logged with a request's context carry its request_id
	a := &App{Config: cfg, Log: log, DB: db, Metrics: obs.NewMetrics()}
	emails := newEmailCounts()
	a.closers = append(a.closers, func() { db.Close() })
	if err := db.Migrate(ctx); err != nil {
		a.Close()
		return nil, err
	}
	if a.Uploads, err = openUploads(ctx, cfg); err != nil {
		a.Close()
		return nil, err
	}
	a.closers = append(a.closers, func() { a.Uploads.Close() })
	// Events cross processes on PostgreSQL (NOTIFY): new messages, and
	// ended sessions, whose live sockets close wherever they are served.
	broker := events.NewBroker(ctx, db, log)
	a.closers = append(a.closers, broker.Close) // ends every subscription before the database closes
	sessionsEnded := func(ctx context.Context, userIDs ...int64) {
		if err := broker.Publish(ctx, nil, events.Event{Kind: events.KindSession, UserIDs: userIDs}); err != nil {
			// The sockets' periodic recheck still closes them.
			log.WarnContext(ctx, "sessions ended: could not publish", "err", err)
		}
	}
	// The job queue: jobs are enqueued by any process; StartQueue (serve)
	// works them here too.
	if a.Queue, err = queue.New(db, queue.Options{Log: log, PollInterval: cfg.QueuePollInterval, NoPeriodic: cfg.NoPeriodicJobs}); err != nil {
		a.Close()
		return nil, err
	}
	a.Outbox = email.New(a.Queue, email.Options{
		BaseURL:   cfg.BaseURL,
		Transport: emails.transport(email.NewTransport(cfg.SMTPURL, email.DefaultFrom(cfg.BaseURL), log)),
		Log:       log,
	})
	a.Accounts = accounts.NewService(db, a.Uploads, accounts.Options{
		Outbox:        a.Outbox,
		Log:           log,
		SessionsEnded: func(ctx context.Context, id int64) { sessionsEnded(ctx, id) },
	})
	if a.Sessions, err = session.New(ctx, db, a.Accounts, cfg.CookieSecure); err != nil {
		a.Close()
		return nil, err
	}
	a.Sessions.Log = log
	a.Sessions.Ended = sessionsEnded
	a.closers = append(a.closers, a.Sessions.Close)
	if cfg.SessionLifetime > 0 {
		a.Sessions.SetLifetime(cfg.SessionLifetime)
	}
	a.Sockets = session.NewSockets(a.Sessions, broker, SocketBudget(), log)
	if cfg.SocketInitTimeout > 0 {
		a.Sockets.InitTimeout = cfg.SocketInitTimeout
	}
	a.closers = append(a.closers, a.Sockets.Close)
	a.Notifications = notifications.NewService(db, broker, log)
	a.Jobs = jobs.NewService(db)
	a.Resumes = resumes.NewService(db)
	a.Jobs.SetNotifier(a.Notifications)
	a.Vendors = vendors.NewService(db, a.Uploads)
	a.Teams = teams.NewService(db, a.Accounts)
	a.Alerts = alerts.NewService(db, a.Jobs)
	// An alert is a notification and, where the member wants it, an email.
	a.Alerts.Deliver = alerts.Both(alerts.Notifier(a.Notifications), alerts.Mailer(a.Outbox))
	a.Alerts.Schedule(a.Queue)
	a.Jobs.Posted = alerts.Posted(a.Queue)
	a.Jobs.StageMoved = jobs.StageMailer(a.Outbox) // the applicant's email of each move
	a.Teams.SetNotifier(a.Notifications)
	a.Resources = resources.NewService(db, a.Uploads)
	a.Messages = messages.NewService(db, broker, messages.Options{Accounts: a.Accounts, Limits: cfg.MessageLimits, Log: log,
		NoRequests: cfg.NoMessageRequests})
	a.News = news.NewService(db, a.Uploads)
	a.EmailPrefs = prefs.New(db)
	a.Insights = insights.New(db)
	a.Tokens = tokens.NewService(db, a.Accounts)
	a.Sessions.Tokens = a.Tokens
	a.People = people.NewService(db, a.Jobs)
	a.Moderation = moderation.NewService(db, a.Accounts, moderation.Options{Notifications: a.Notifications, Queue: a.Queue,
		// Lists forget what they cached (facet counts) when moderators hide or restore.
		Changed: func(ctx context.Context, tt moderation.TargetType, authorID int64) {
			switch tt {
			case moderation.TargetJob:
				a.Jobs.ModerationChanged()
			case moderation.TargetVendor:
				a.Vendors.ModerationChanged()
			case moderation.TargetResource:
				a.Resources.ModerationChanged()
			case moderation.TargetMessage:
				if authorID != 0 {
					if err := a.Messages.ModerationChanged(ctx, authorID); err != nil {
						log.WarnContext(ctx, "moderation: conversations not refreshed", "sender", authorID, "err", err)
					}
				}
			}
		}})
	// A reported message also goes to the moderation queue.
	a.Messages.Reported = func(ctx context.Context, viewer *accounts.User, id int64, reason string) error {
		_, _, err := a.Moderation.Report(ctx, viewer, moderation.ReportInput{TargetType: moderation.TargetMessage, TargetID: id, Reason: "other", Details: reason})
		return err
	}
	a.Verify = verify.NewService(db, a.Outbox, a.Notifications)
	// Non-essential email carries its one-click unsubscribe link.
	a.Outbox.SetUnsubscriber(a.EmailPrefs.Unsubscriber(cfg.BaseURL))
	a.Digests = messages.NewDigests(db, a.Queue, a.Outbox, a.EmailPrefs, log)
	if cfg.ContentLimits != nil {
		a.Resources.SetLimits(*cfg.ContentLimits)
		a.News.SetLimits(*cfg.ContentLimits)
	}
	a.shareCaches(ctx, broker) // a write on one process drops the others' caches (caches.go)
	if err := a.renderStale(ctx); err != nil {
		a.Close()
		return nil, err
	}
	a.Web = web.New(web.Config{Dist: webdist.Dist(), BaseURL: cfg.BaseURL, Dev: cfg.Dev, Log: log})
	a.registerMetrics(emails)
	if lim := a.budgetLimits(); lim.Member > 0 || lim.Visitor > 0 {
		a.Budget = ratelimit.NewBudget(db, log, cfg.APIBudgetFlush, nil)
		a.closers = append(a.closers, a.Budget.Close) // its last flush before the database closes
	}
	proxies, err := parseTrustedProxies(cfg.TrustedProxies)
	if err != nil {
		a.Close()
		return nil, err
	}
	// Behind a trusted load balancer, every handler sees the client's address.
	a.Handler = proxies.middleware(a.routes())
	return a, nil
}

// openUploads opens the blob store of uploads: CANVASS_BLOB_URL, or the
// directory CANVASS_UPLOAD_DIR (data/uploads) where Canvass always kept them.
func openUploads(ctx context.Context, cfg Config) (*uploads.Store, error) {
	if cfg.BlobURL != "" {
		s, err := uploads.Open(ctx, cfg.BlobURL, "/uploads/")
		if err != nil {
			return nil, fmt.Errorf("CANVASS_BLOB_URL: %w", err)
		}
		return s, nil
	}
	dir := cfg.UploadDir
	if dir == "" {
		dir = "data/uploads"
	}
	return uploads.New(dir, "/uploads/")
}

// renderStale renders again the Markdown bodies an older renderer made (or
// none: rows from before bodies were stored rendered), before the server
// answers anything, so reads find current HTML (issue 24).
func (a *App) renderStale(ctx context.Context) error {
	for name, render := range map[string]func(context.Context) (int, error){
		"resources": a.Resources.RenderStale, "news articles": a.News.RenderStale,
	} {
		n, err := render(ctx)
		if err != nil {
			return err
		}
		if n > 0 && a.Log != nil {
			a.Log.Info("rendered stored Markdown again", "table", name, "rows", n, "version", markdown.Version)
		}
	}
	return nil
}

// StartQueue works queued jobs in this process until Close, which lets
// running jobs finish (up to 20 s; a job cut short runs again later).
// Register every worker (services do in New) before it.
func (a *App) StartQueue(ctx context.Context) error {
	if err := a.Queue.Start(ctx); err != nil {
		return err
	}
	a.closers = append(a.closers, func() { a.Queue.Stop(20 * time.Second) })
	return nil
}

// Close releases the database and background work.
func (a *App) Close() {
	for i := len(a.closers) - 1; i >= 0; i-- {
		a.closers[i]()
	}
	a.closers = nil
}

// Seeder returns the demo and benchmark content loader for this app.
func (a *App) Seeder() *seed.Seeder {
	return &seed.Seeder{DB: a.DB, Services: a.Services, Log: a.Log}
}

// Run is the command line: canvass serve|migrate|seed|reports|editors|moderators|backup [flags].
func Run(ctx context.Context, args []string, getenv func(string) string, stdout io.Writer) error {
	cfg := ConfigFromEnv(getenv)
	log := obs.NewLogger(stdout, cfg.LogFormat) // CANVASS_LOG_FORMAT=json: one JSON object a line
	cmd := "serve"
	if len(args) > 0 && args[0] != "" && args[0][0] != '-' {
		cmd, args = args[0], args[1:]
	}
	fs := flag.NewFlagSet("canvass "+cmd, flag.ContinueOnError)
	fs.SetOutput(stdout)
	switch cmd {
	case "serve":
		fs.StringVar(&cfg.Addr, "addr", cfg.Addr, "address to listen on")
		fs.BoolVar(&cfg.Demo, "demo", false, "seed demo content into an empty database")
		if err := fs.Parse(args); err != nil {
			return err
		}
		TuneRuntime(getenv)
		logRuntime(getenv, log)
		return serve(ctx, cfg, log)
	case "migrate":
		if err := fs.Parse(args); err != nil {
			return err
		}
		db, err := store.Open(ctx, cfg.DatabaseURL)
		if err != nil {
			return err
		}
		defer db.Close()
		if err := db.Migrate(ctx); err != nil {
			return err
		}
		fmt.Fprintln(stdout, "migrations applied")
		return nil
	case "seed":
		bench := fs.Bool("bench", false, "load the benchmark data set (100,000 jobs, 10,000 users, 20,000 vendors, 20,000 news articles)")
		if err := fs.Parse(args); err != nil {
			return err
		}
		a, err := New(ctx, cfg, log)
		if err != nil {
			return err
		}
		defer a.Close()
		if *bench {
			return a.Seeder().Bench(ctx)
		}
		return a.Seeder().Demo(ctx)
	case "reports":
		// canvass reports list [--limit N]: reported messages for moderators.
		limit := fs.Int("limit", 50, "how many reports, newest first")
		if len(args) == 0 || args[0] != "list" {
			return fmt.Errorf("usage: canvass reports list [--limit N]")
		}
		if err := fs.Parse(args[1:]); err != nil {
			return err
		}
		a, err := New(ctx, cfg, slog.New(slog.NewTextHandler(io.Discard, nil)))
		if err != nil {
			return err
		}
		defer a.Close()
		return printReports(ctx, a.Messages, *limit, stdout)
	case "editors", "moderators":
		// canvass editors|moderators add|remove|list [USERNAME]: the only way
		// to grant or revoke the editor role (news) and the moderator role
		// (trust and safety); no API can.
		a, err := New(ctx, cfg, slog.New(slog.NewTextHandler(io.Discard, nil)))
		if err != nil {
			return err
		}
		defer a.Close()
		if cmd == "editors" {
			return roleCommand(ctx, cmd, "editor", a.News.EditorRole(), args, stdout)
		}
		return roleCommand(ctx, cmd, "moderator", a.Moderation.Role(), args, stdout)
	case "backup":
		uploadsOnly := fs.Bool("uploads-only", false, "copy only the uploads (PostgreSQL: the database is pg_dump's)")
		if err := fs.Parse(args); err != nil {
			return err
		}
		if fs.NArg() != 1 {
			return fmt.Errorf("usage: canvass backup [--uploads-only] PATH")
		}
		return backup(ctx, cfg, fs.Arg(0), *uploadsOnly, stdout)
	default:
		return fmt.Errorf("unknown command %q (want serve, migrate, seed, reports, editors, moderators or backup)", cmd)
	}
}

func serve(ctx context.Context, cfg Config, log *slog.Logger) error {
	// Listen first, so the default base URL is the address actually served.
	ln, err := net.Listen("tcp", cfg.Addr)
	if err != nil {
		return err
	}
	defer ln.Close()
	if cfg.BaseURL == "" {
		cfg.BaseURL = DefaultBaseURL(cfg.Addr, ln.Addr())
	}
	a, err := New(ctx, cfg, log)
	if err != nil {
		return err
	}
	defer a.Close()
	if cfg.Demo {
		if err := a.Seeder().DemoIfEmpty(ctx); err != nil {
			return fmt.Errorf("demo content: %w", err)
		}
	}
	if err := a.StartQueue(ctx); err != nil {
		return err
	}
	stopMetrics, err := a.serveMetrics(log)
	if err != nil {
		return fmt.Errorf("metrics listener: %w", err)
	}
	defer stopMetrics()
	srv := &http.Server{
		Handler:           a.Handler,
		ReadHeaderTimeout: 10 * time.Second,
		ReadTimeout:       30 * time.Second,
		IdleTimeout:       120 * time.Second,
		BaseContext:       func(net.Listener) context.Context { return context.WithoutCancel(ctx) },
	}
	errc := make(chan error, 1)
	go func() { errc <- srv.Serve(ln) }()
	log.Info("serving Canvass", "addr", "http://"+ln.Addr().String(), "base_url", cfg.BaseURL, "database", string(a.DB.Dialect()))
	select {
	case err := <-errc:
		return err
	case <-ctx.Done():
	}
	// SIGTERM: drain. /readyz fails at once, so a load balancer stops sending
	// new requests here; after CANVASS_DRAIN_DELAY (its health-check
	// interval) live sockets close with 1012, which the app takes as
	// "reconnect now" (to another process) and catches up from the
	// database; then the listener closes and in-flight requests finish. The
	// queue (a.Close) lets running jobs finish and leaves queued ones to the
	// other processes.
	a.draining.Store(true)
	log.Info("shutting down", "drain_delay", cfg.DrainDelay.String())
	if cfg.DrainDelay > 0 {
		select {
		case err := <-errc:
			return err
		case <-time.After(cfg.DrainDelay):
		}
	}
	a.Sockets.Drain()
	shutdownCtx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	if err := srv.Shutdown(shutdownCtx); err != nil && !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	return nil
}
