package messages

import (
	"fmt"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"canvass/internal/apperr"
	"canvass/internal/store"
	"canvass/internal/store/storetest"
)

// TestSendLimitHoldsUnderConcurrency: 40 concurrent sends from a new account
// (5 per 10 seconds) to several receivers let exactly 5 through; before the
// count moved inside the locked transaction, PostgreSQL let 19 through.
func TestSendLimitHoldsUnderConcurrency(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		lim := DefaultLimits
		s, _ := newSvc(db, &lim)
		fresh := mkUser(t, db, "fresh", time.Hour)
		var to [4]int64
		for i := range to {
			to[i] = mkUser(t, db, fmt.Sprintf("rcv%d", i)).ID
		}
		var ok, limited atomic.Int32
		var wg sync.WaitGroup
		start := make(chan struct{})
		for i := range 40 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				<-start
				_, err := s.Send(ctx, fresh, SendInput{ReceiverID: to[i%len(to)], Content: fmt.Sprint("hello ", i)})
				switch e := apperr.As(err); {
				case err == nil:
					ok.Add(1)
				case e != nil && e.Code == apperr.RateLimited:
					limited.Add(1)
				default:
					t.Errorf("send %d: %v", i, err)
				}
			}()
		}
		close(start)
		wg.Wait()
		if ok.Load() != int32(lim.NewBurst) || limited.Load() != 40-int32(lim.NewBurst) {
			t.Fatalf("%d sends went through and %d were limited; want %d and %d", ok.Load(), limited.Load(), lim.NewBurst, 40-lim.NewBurst)
		}
	})
}

// TestReportsOncePerMessageAndLimited: 60 concurrent reports of one message
// by its receiver store one report (the others are told it is already
// reported); 40 concurrent reports of different messages store at most
// ReportsPerDay.
func TestReportsOncePerMessageAndLimited(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		s, _ := newSvc(db, nil)
		spammer, victim := mkUser(t, db, "spammer"), mkUser(t, db, "victim")
		var msgs []*Message
		for i := range 41 {
			msgs = append(msgs, send(t, s, spammer, victim, fmt.Sprint("spam ", i)))
		}
		run := func(n int, id func(i int) int64) (ok, dup, limited int32) {
			var a, b, c atomic.Int32
			var wg sync.WaitGroup
			start := make(chan struct{})
			for i := range n {
				wg.Add(1)
				go func() {
					defer wg.Done()
					<-start
					_, err := s.Report(ctx, victim, id(i), "spam")
					switch e := apperr.As(err); {
					case err == nil:
						a.Add(1)
					case e != nil && e.Code == apperr.Conflict && e.Message == msgReportedAlready:
						b.Add(1)
					case e != nil && e.Code == apperr.RateLimited:
						c.Add(1)
					default:
						t.Errorf("report: %v", err)
					}
				}()
			}
			close(start)
			wg.Wait()
			return a.Load(), b.Load(), c.Load()
		}
		ok, dup, _ := run(60, func(int) int64 { return msgs[0].ID })
		if ok != 1 || dup != 59 {
			t.Fatalf("60 reports of one message: %d stored, %d refused as duplicates", ok, dup)
		}
		ok, _, limited := run(40, func(i int) int64 { return msgs[i+1].ID })
		if ok != ReportsPerDay-1 || limited != 40-(ReportsPerDay-1) {
			t.Fatalf("40 reports of different messages: %d stored, %d limited; want %d and %d", ok, limited, ReportsPerDay-1, 40-(ReportsPerDay-1))
		}
		var n int
		if err := db.Get(ctx, &n, `SELECT COUNT(*) FROM reports WHERE reporter_id = ?`, victim.ID); err != nil || n != ReportsPerDay {
			t.Fatalf("%d reports stored (%v), want %d", n, err, ReportsPerDay)
		}
	})
}
