package accounts

import (
	"context"
	"crypto/rand"
	"crypto/subtle"
	"encoding/base64"
	"errors"
	"fmt"
	"runtime"
	"strings"
	"sync"

	"golang.org/x/crypto/argon2"
)

// Argon2id parameters (OWASP's minimum recommendation: m = 19 MiB, t = 2, p = 1).
const (
	argonMemory  = 19 * 1024 // KiB
	argonTime    = 2
	argonThreads = 1
	argonSaltLen = 16
	argonKeyLen  = 32

	// maxConcurrentHashes bounds the memory a login flood can take:
	// each hash holds argonMemory KiB while it runs (and no more run at
	// once than there are processors to run them).
	maxConcurrentHashes = 4
)

// argonCost is the cost of new hashes.
type argonCost struct {
	memory, time uint32
	threads      uint8
}

// hashCost is what HashPassword uses: always the constants above, except in
// this package's own tests, which hash hundreds of passwords and lower it
// in export_test.go (a test there still checks a hash made at this cost).
var hashCost = argonCost{argonMemory, argonTime, argonThreads}

// hashSlots is shared by every Service in the process: memory is a
// process-wide resource.
var hashSlots = make(chan struct{}, min(maxConcurrentHashes, runtime.GOMAXPROCS(0)))

// withHashSlot runs fn once a hashing slot is free, or gives up when ctx ends.
func withHashSlot(ctx context.Context, fn func()) error {
	select {
	case hashSlots <- struct{}{}:
	case <-ctx.Done():
		return ctx.Err()
	}
	defer func() { <-hashSlots }()
	fn()
	return nil
}

// HashPassword returns the argon2id hash of password in PHC string format:
// $argon2id$v=19$m=19456,t=2,p=1$<salt>$<key> (unpadded standard base64).
func HashPassword(ctx context.Context, password string) (string, error) {
	salt := make([]byte, argonSaltLen)
	if _, err := rand.Read(salt); err != nil {
		return "", err
	}
	var key []byte
	err := withHashSlot(ctx, func() {
		key = argon2.IDKey([]byte(password), salt, hashCost.time, hashCost.memory, hashCost.threads, argonKeyLen)
	})
	if err != nil {
		return "", err
	}
	b64 := base64.RawStdEncoding
	return fmt.Sprintf("$argon2id$v=%d$m=%d,t=%d,p=%d$%s$%s",
		argon2.Version, hashCost.memory, hashCost.time, hashCost.threads, b64.EncodeToString(salt), b64.EncodeToString(key)), nil
}

var errBadHash = errors.New("accounts: malformed password hash")

// checkPassword reports whether password matches the PHC-encoded hash. The
// parameters come from the hash, so older hashes keep verifying if the
// defaults are raised; absurd parameters are refused rather than run.
func checkPassword(ctx context.Context, password, encoded string) (bool, error) {
	parts := strings.Split(encoded, "$")
	if len(parts) != 6 || parts[0] != "" || parts[1] != "argon2id" {
		return false, errBadHash
	}
	var version int
	if _, err := fmt.Sscanf(parts[2], "v=%d", &version); err != nil || version != argon2.Version {
		return false, errBadHash
	}
	var m, t uint32
	var p uint8
	if _, err := fmt.Sscanf(parts[3], "m=%d,t=%d,p=%d", &m, &t, &p); err != nil ||
		m < 8 || m > 1<<20 || t < 1 || t > 16 || p < 1 || p > 16 {
		return false, errBadHash
	}
	b64 := base64.RawStdEncoding
	salt, err := b64.DecodeString(parts[4])
	if err != nil || len(salt) < 8 {
		return false, errBadHash
	}
	want, err := b64.DecodeString(parts[5])
	if err != nil || len(want) < 16 || len(want) > 64 {
		return false, errBadHash
	}
	var got []byte
	if err := withHashSlot(ctx, func() {
		got = argon2.IDKey([]byte(password), salt, t, m, p, uint32(len(want)))
	}); err != nil {
		return false, err
	}
	return subtle.ConstantTimeCompare(got, want) == 1, nil
}

var (
	dummyOnce sync.Once
	dummyHash string
)

// burnDummyHash spends the same work as checking a real password, so a login
// for an unknown username takes as long as one with a wrong password.
func burnDummyHash(ctx context.Context, password string) {
	dummyOnce.Do(func() {
		h, err := HashPassword(context.WithoutCancel(ctx), "canvass-dummy-password")
		if err == nil {
			dummyHash = h
		}
	})
	if dummyHash != "" {
		checkPassword(ctx, password, dummyHash)
	}
}
