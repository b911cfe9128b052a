package app

import (
	"bufio"
	"log/slog"
	"os"
	"runtime/debug"
	"strconv"
	"strings"
	"sync"
	"syscall"
)

// Runtime defaults for serving, chosen so a 512 MB machine is safe.
//
// GraphQL execution allocates many short-lived objects per request while the
// live heap stays small (tens of MB), so collecting at every doubling of the
// heap spends a large share of the CPU on GC: serving collects when the heap
// grows by 400% instead. What bounds memory is the soft memory limit: 3/4 of
// the container's limit (cgroup v2 memory.max or v1 limit_in_bytes) or of
// the machine's RAM, and never above 512 MiB (the live heap is far smaller;
// a login burst leaves argon2's 19 MiB buffers as garbage, which the limit
// makes the collector return). GOGC and GOMEMLIMIT, when set, win.
// Password hashing is bounded separately (accounts.maxConcurrentHashes).
const (
	serveGCPercent      = 400
	serveMemoryLimitMax = 512 << 20
)

// TuneRuntime applies the serving defaults unless the environment sets them
// and raises the open-file limit.
func TuneRuntime(getenv func(string) string) {
	if getenv("GOGC") == "" {
		debug.SetGCPercent(serveGCPercent)
	}
	if getenv("GOMEMLIMIT") == "" {
		debug.SetMemoryLimit(MemoryLimit(availableMemory()))
	}
	RaiseFileLimit()
}

// logRuntime logs what TuneRuntime chose.
func logRuntime(getenv func(string) string, log *slog.Logger) {
	log.Info("runtime", "gogc", orEnv(getenv("GOGC"), strconv.Itoa(serveGCPercent)),
		"memory_limit_mib", orEnv(getenv("GOMEMLIMIT"), strconv.FormatInt(debug.SetMemoryLimit(-1)>>20, 10)),
		"open_files", RaiseFileLimit(), "live_socket_budget", SocketBudget())
}

func orEnv(env, def string) string {
	if env != "" {
		return env + " (environment)"
	}
	return def
}

// MemoryLimit is the soft memory limit for a machine or container with
// available bytes (0: unknown).
func MemoryLimit(available int64) int64 {
	if available <= 0 {
		return serveMemoryLimitMax
	}
	return min(available/4*3, serveMemoryLimitMax)
}

// availableMemory is the container's memory limit, or the machine's RAM, in
// bytes (0 when neither can be read).
func availableMemory() int64 {
	for _, p := range []string{"/sys/fs/cgroup/memory.max", "/sys/fs/cgroup/memory/memory.limit_in_bytes"} {
		if b, err := os.ReadFile(p); err == nil {
			if n, err := strconv.ParseInt(strings.TrimSpace(string(b)), 10, 64); err == nil && n > 0 && n < 1<<50 {
				return min(n, ramBytes())
			}
		}
	}
	return ramBytes()
}

func ramBytes() int64 {
	f, err := os.Open("/proc/meminfo")
	if err != nil {
		return 0
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if rest, ok := strings.CutPrefix(sc.Text(), "MemTotal:"); ok {
			kb, err := strconv.ParseInt(strings.TrimSuffix(strings.TrimSpace(rest), " kB"), 10, 64)
			if err == nil {
				return kb << 10
			}
		}
	}
	return 0
}

var fileLimit struct {
	once sync.Once
	n    uint64
}

// RaiseFileLimit raises the soft open-file limit to the hard limit (once)
// and returns it: every socket is a file, and the default soft limit (often
// 1,024) is far below what the kernel allows.
func RaiseFileLimit() uint64 {
	fileLimit.once.Do(func() {
		var l syscall.Rlimit
		if err := syscall.Getrlimit(syscall.RLIMIT_NOFILE, &l); err != nil {
			fileLimit.n = 1024
			return
		}
		if l.Cur < l.Max {
			up := l
			up.Cur = l.Max
			if syscall.Setrlimit(syscall.RLIMIT_NOFILE, &up) == nil {
				l = up
			}
		}
		fileLimit.n = l.Cur
	})
	return fileLimit.n
}

// SocketBudget is how many live sockets the process admits: its open-file
// limit less a reserve for the database, uploads and plain HTTP requests,
// so idle sockets can never starve /healthz or sign-in.
func SocketBudget() int {
	n := int64(RaiseFileLimit())
	return int(max(64, min(n-1024, n/4*3)))
}
