package markdown_test

import (
	"fmt"
	"os"
	"runtime"
	"sort"
	"strings"
	"syscall"
	"testing"
	"time"

	"canvass/internal/markdown"
)

// threadCPU is the CPU time of the calling OS thread (the goroutine must be
// locked to it): other tests, processes and the machine's load do not count.
func threadCPU(t testing.TB) time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(1 /* RUSAGE_THREAD */, &ru); err != nil {
		t.Fatal(err)
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// cpuOnce is the CPU time of one run of f.
func cpuOnce(t testing.TB, f func()) time.Duration {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	runtime.GC()
	start := threadCPU(t)
	f()
	return threadCPU(t) - start
}

// cpuOf is the least CPU time of three runs of f (the least is the one the
// scheduler and the collector disturbed least).
func cpuOf(t testing.TB, f func()) time.Duration {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	best := time.Duration(1<<63 - 1)
	for range 3 {
		runtime.GC()
		start := threadCPU(t)
		f()
		best = min(best, threadCPU(t)-start)
	}
	return best
}

func loadAverage() string {
	b, _ := os.ReadFile("/proc/loadavg")
	return strings.Join(strings.Fields(string(b))[:min(3, len(strings.Fields(string(b))))], " ")
}

// TestWorstDocuments renders each worst document at the content limit
// (50,000 characters) and fails when one takes 100 ms of CPU or more, as
// Check (a write: refused past a bound) and as Render (text stored before
// the bounds). It also fails when a render grows faster than its source:
// one source of 50,000 characters may cost at most 4 times sixteen of
// 3,125 (linear is 1; the square, as before the bounds, is 16: a margin
// that load on a shared machine does not cross).
func TestWorstDocuments(t *testing.T) {
	if testing.Short() {
		t.Skip("timing test")
	}
	const limit = 100 * time.Millisecond
	small, big := worstDocuments(3_125), worstDocuments(50_000)
	names := make([]string, 0, len(big))
	for name := range big {
		names = append(names, name)
	}
	sort.Strings(names)
	var worst time.Duration
	var worstName string
	for _, name := range names {
		src := big[name]
		var checkErr error
		check := cpuOf(t, func() { _, checkErr = markdown.Check(src) })
		render := cpuOf(t, func() { markdown.Render(src) })
		// The same bytes in four sources of a quarter the size, against the
		// whole, repeated until the clock's grain no longer decides.
		reps := min(20, max(1, int(25*time.Millisecond/max(render, time.Millisecond))))
		whole := cpuOnce(t, func() {
			for range reps {
				markdown.Render(src)
			}
		})
		parts := cpuOnce(t, func() {
			for range 16 * reps {
				markdown.Render(small[name])
			}
		})
		verdict := "accepted"
		if checkErr != nil {
			verdict = "refused: " + checkErr.Error()
		}
		t.Logf("%-22s Check %6.2f ms  Render %6.2f ms  (whole/sixteenths %4.2f)  %s", name,
			ms(check), ms(render), float64(whole)/float64(max(parts, 1)), verdict)
		for what, d := range map[string]time.Duration{"Check": check, "Render": render} {
			if d >= limit {
				t.Errorf("%s: %s took %v of CPU, want < %v", name, what, d, limit)
			}
			if d > worst {
				worst, worstName = d, name+" ("+what+")"
			}
		}
		// Only where both sizes meet the same verdict: past a bound the
		// renderer does other work (links beyond the bound are text that
		// the autolinker then reads), which is linear but not comparable.
		_, smallErr := markdown.Check(small[name])
		same := fmt.Sprint(smallErr) == fmt.Sprint(checkErr)
		if same && whole > 10*time.Millisecond && whole > 4*parts {
			t.Errorf("%s: one source of 50,000 characters cost %.1fx sixteen of 3,125 (%v vs %v): not linear", name,
				float64(whole)/float64(parts), whole, parts)
		}
	}
	t.Logf("worst: %s %.2f ms of CPU; load average %s; GOMAXPROCS %d", worstName, ms(worst), loadAverage(), runtime.GOMAXPROCS(0))
}

func ms(d time.Duration) float64 { return float64(d) / float64(time.Millisecond) }
