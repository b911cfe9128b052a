package app

import (
	"syscall"
	"testing"
)

func TestMemoryLimitKeepsSmallMachinesSafe(t *testing.T) {
	for _, c := range []struct{ avail, want int64 }{
		{512 << 20, 384 << 20}, // a 512 MB container: 3/4 of it
		{256 << 20, 192 << 20},
		{24 << 30, 512 << 20}, // a big machine: never above 512 MiB
		{0, 512 << 20},        // unknown
	} {
		if got := MemoryLimit(c.avail); got != c.want {
			t.Errorf("MemoryLimit(%d MiB) = %d MiB, want %d MiB", c.avail>>20, got>>20, c.want>>20)
		}
	}
	if availableMemory() <= 0 {
		t.Error("could read neither the container's limit nor the machine's RAM")
	}
}

func TestFileLimitRaisedAndSocketBudget(t *testing.T) {
	n := RaiseFileLimit()
	var l syscall.Rlimit
	if err := syscall.Getrlimit(syscall.RLIMIT_NOFILE, &l); err != nil {
		t.Fatal(err)
	}
	if l.Cur != l.Max || n != l.Cur {
		t.Fatalf("soft limit %d, hard %d, reported %d: want the soft limit raised to the hard one", l.Cur, l.Max, n)
	}
	if b := SocketBudget(); b < 64 || uint64(b) >= n {
		t.Fatalf("socket budget %d with %d files", b, n)
	}
}
