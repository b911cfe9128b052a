package app

import (
	"context"
	"errors"
	"log/slog"
	"net"
	"net/http"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"

	"canvass/internal/email"
	"canvass/internal/queue"
	"canvass/internal/session"
)

// The metrics of the app's parts, read when Prometheus scrapes (no work
// between scrapes but the email counters'); HTTP and GraphQL metrics are
// internal/obs's. docs/operations.md lists them all.

// registerMetrics adds the database pools, the job queue, the live
// sockets and the email transport's counters to the app's registry.
func (a *App) registerMetrics(emails *emailCounts) {
	for name, pool := range a.DB.Pools() {
		a.Metrics.Register(collectors.NewDBStatsCollector(pool, name)) // go_sql_*{db_name}
	}
	a.Metrics.Register(queueCollector{a.Queue}, emails.sent, emails.failed)
	a.Metrics.Register(socketGauges(a.Sockets)...)
}

func socketGauges(s *session.Sockets) []prometheus.Collector {
	return []prometheus.Collector{
		prometheus.NewGaugeFunc(prometheus.GaugeOpts{Name: "canvass_websockets_open", Help: "Websockets this process holds open."},
			func() float64 { n, _ := s.Counts(); return float64(n) }),
		prometheus.NewGaugeFunc(prometheus.GaugeOpts{Name: "canvass_websockets_signed_in", Help: "Open websockets bound to a signed-in session."},
			func() float64 { _, n := s.Counts(); return float64(n) }),
		prometheus.NewGaugeFunc(prometheus.GaugeOpts{Name: "canvass_subscriptions_live", Help: "GraphQL subscriptions open on this process's websockets."},
			func() float64 { return float64(s.LiveSubscriptions()) }),
	}
}

// emailCounts counts what the transport sends (each attempt: a failed
// send is retried by the queue and counted again).
type emailCounts struct{ sent, failed prometheus.Counter }

func newEmailCounts() *emailCounts {
	return &emailCounts{
		sent:   prometheus.NewCounter(prometheus.CounterOpts{Name: "canvass_emails_sent_total", Help: "Emails the mail server (or the log, without CANVASS_SMTP_URL) accepted."}),
		failed: prometheus.NewCounter(prometheus.CounterOpts{Name: "canvass_emails_failed_total", Help: "Email sends that failed (each is retried by the queue)."}),
	}
}

// transport counts t's sends.
func (c *emailCounts) transport(t email.Transport) email.Transport { return countedTransport{t, c} }

type countedTransport struct {
	email.Transport
	c *emailCounts
}

func (t countedTransport) Send(ctx context.Context, r *email.Rendered) error {
	err := t.Transport.Send(ctx, r)
	if err != nil {
		t.c.failed.Inc()
	} else {
		t.c.sent.Inc()
	}
	return err
}

// queueCollector reads the job queue at scrape time: jobs by state (one
// GROUP BY on river_job, bounded by queueScrapeTimeout), failed runs in
// this process, and on PostgreSQL the pool the queue works on.
type queueCollector struct{ q *queue.Queue }

const queueScrapeTimeout = 2 * time.Second

var (
	queueJobsDesc     = prometheus.NewDesc("canvass_queue_jobs", "Jobs in the queue's table by state (completed and discarded jobs are kept an hour, then deleted).", []string{"state"}, nil)
	queueFailuresDesc = prometheus.NewDesc("canvass_queue_job_failures_total", "Job runs in this process that failed (error or panic), by kind and outcome: retry (it runs again later) or discard (its last attempt).", []string{"kind", "outcome"}, nil)
	queuePoolOpen     = prometheus.NewDesc("canvass_queue_db_open_connections", "Connections of the queue's own PostgreSQL pool.", nil, nil)
	queuePoolInUse    = prometheus.NewDesc("canvass_queue_db_in_use_connections", "Connections of the queue's pool in use.", nil, nil)
	queuePoolIdle     = prometheus.NewDesc("canvass_queue_db_idle_connections", "Idle connections of the queue's pool.", nil, nil)
	queuePoolWaits    = prometheus.NewDesc("canvass_queue_db_wait_count_total", "Times the queue waited for a connection of its pool.", nil, nil)
	queuePoolWaited   = prometheus.NewDesc("canvass_queue_db_wait_duration_seconds_total", "Time the queue spent waiting for a connection of its pool.", nil, nil)
)

func (c queueCollector) Describe(ch chan<- *prometheus.Desc) {
	for _, d := range []*prometheus.Desc{queueJobsDesc, queueFailuresDesc, queuePoolOpen, queuePoolInUse, queuePoolIdle, queuePoolWaits, queuePoolWaited} {
		ch <- d
	}
}

func (c queueCollector) Collect(ch chan<- prometheus.Metric) {
	ctx, cancel := context.WithTimeout(context.Background(), queueScrapeTimeout)
	defer cancel()
	if counts, err := c.q.CountByState(ctx); err != nil {
		ch <- prometheus.NewInvalidMetric(queueJobsDesc, err) // the scrape goes on without it
	} else {
		for state, n := range counts {
			ch <- prometheus.MustNewConstMetric(queueJobsDesc, prometheus.GaugeValue, float64(n), state)
		}
	}
	for f, n := range c.q.Failures() {
		outcome := "retry"
		if f.Discard {
			outcome = "discard"
		}
		ch <- prometheus.MustNewConstMetric(queueFailuresDesc, prometheus.CounterValue, float64(n), f.Kind, outcome)
	}
	if st := c.q.PoolStat(); st != nil {
		ch <- prometheus.MustNewConstMetric(queuePoolOpen, prometheus.GaugeValue, float64(st.TotalConns()))
		ch <- prometheus.MustNewConstMetric(queuePoolInUse, prometheus.GaugeValue, float64(st.AcquiredConns()))
		ch <- prometheus.MustNewConstMetric(queuePoolIdle, prometheus.GaugeValue, float64(st.IdleConns()))
		ch <- prometheus.MustNewConstMetric(queuePoolWaits, prometheus.CounterValue, float64(st.EmptyAcquireCount()))
		ch <- prometheus.MustNewConstMetric(queuePoolWaited, prometheus.CounterValue, st.EmptyAcquireWaitTime().Seconds())
	}
}

// serveMetrics serves the metrics alone on CANVASS_METRICS_ADDR (an
// address the load balancer does not expose, e.g. 127.0.0.1:9090), until
// the returned stop is called. Without the address it does nothing.
func (a *App) serveMetrics(log *slog.Logger) (stop func(), err error) {
	if a.Config.MetricsAddr == "" {
		return func() {}, nil
	}
	ln, err := net.Listen("tcp", a.Config.MetricsAddr)
	if err != nil {
		return nil, err
	}
	mux := http.NewServeMux()
	mux.Handle("GET /metrics", a.Metrics.Handler())
	srv := &http.Server{Handler: mux, ReadHeaderTimeout: 10 * time.Second, IdleTimeout: 120 * time.Second}
	go func() {
		if err := srv.Serve(ln); err != nil && !errors.Is(err, http.ErrServerClosed) {
			log.Error("metrics listener stopped", "err", err)
		}
	}()
	log.Info("serving metrics", "addr", "http://"+ln.Addr().String()+"/metrics")
	return func() {
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		srv.Shutdown(ctx)
	}, nil
}
