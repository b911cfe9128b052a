package app

import (
	"runtime/debug"
)

// Garbage collector defaults for serving. GraphQL execution allocates many
// short-lived objects per request while the live heap stays small (tens of
// MB), so collecting at every doubling of the heap spends a large share of
// the CPU on GC. Serving collects when the heap grows by 400% instead, with a
// 1 GiB soft memory limit so a burst cannot grow the heap without bound.
// GOGC and GOMEMLIMIT, when set, win. Measured with `make bench`: see
// docs/performance.md.
const (
	serveGCPercent   = 400
	serveMemoryLimit = 1 << 30
)

// TuneRuntime applies the serving GC defaults unless the environment sets them.
func TuneRuntime(getenv func(string) string) {
	if getenv("GOGC") == "" {
		debug.SetGCPercent(serveGCPercent)
	}
	if getenv("GOMEMLIMIT") == "" {
		debug.SetMemoryLimit(serveMemoryLimit)
	}
}
