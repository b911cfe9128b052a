package session

import (
	"bytes"
	"context"
	"database/sql"
	"encoding/binary"
	"errors"
	"sync"
	"time"

	"github.com/alexedwards/scs/v2"

	"canvass/internal/store"
)

// dbStore keeps sessions in the sessions table of migration 0001 through
// the app's own database handle, on both engines, with the statements of
// scs's sqlite3store and pgxstore (so sessions made before it stay valid).
// Reads go through the read pool as prepared statements and count as the
// request's statements. sqlite3store read every request's session on the
// single writer connection, one request at a time behind every write, and
// parsed the statement on every read; pgxstore kept a second pool.
type dbStore struct {
	db                         *store.DB
	find, commit, del, expired string
	stopOnce                   sync.Once
	stop                       chan struct{}
}

// cleanupInterval is how often expired sessions are deleted.
const cleanupInterval = 5 * time.Minute

func newDBStore(db *store.DB) *dbStore {
	s := &dbStore{db: db, stop: make(chan struct{})}
	if db.Dialect() == store.SQLite {
		s.find = `SELECT data FROM sessions WHERE token = ? AND julianday('now') < expiry`
		s.commit = `REPLACE INTO sessions (token, data, expiry) VALUES (?, ?, julianday(?))`
		s.expired = `DELETE FROM sessions WHERE expiry < julianday('now')`
	} else {
		s.find = `SELECT data FROM sessions WHERE token = ? AND current_timestamp < expiry`
		s.commit = `INSERT INTO sessions (token, data, expiry) VALUES (?, ?, ?)
			ON CONFLICT (token) DO UPDATE SET data = EXCLUDED.data, expiry = EXCLUDED.expiry`
		s.expired = `DELETE FROM sessions WHERE expiry < current_timestamp`
	}
	s.del = `DELETE FROM sessions WHERE token = ?`
	go s.cleanup()
	return s
}

func (s *dbStore) FindCtx(ctx context.Context, token string) ([]byte, bool, error) {
	var b []byte
	err := s.db.Get(ctx, &b, s.find, token)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, false, nil
	}
	if err != nil {
		return nil, false, err
	}
	return b, true, nil
}

func (s *dbStore) CommitCtx(ctx context.Context, token string, b []byte, expiry time.Time) error {
	var at any = expiry
	if s.db.Dialect() == store.SQLite {
		at = expiry.UTC().Format("2006-01-02 15:04:05.999999999") // julianday's input
	}
	_, err := s.db.Exec(ctx, s.commit, token, b, at)
	return err
}

func (s *dbStore) DeleteCtx(ctx context.Context, token string) error {
	_, err := s.db.Exec(ctx, s.del, token)
	return err
}

// The context-free methods scs.Store requires (scs calls the Ctx ones).
func (s *dbStore) Find(token string) ([]byte, bool, error) {
	return s.FindCtx(context.Background(), token)
}
func (s *dbStore) Commit(token string, b []byte, expiry time.Time) error {
	return s.CommitCtx(context.Background(), token, b, expiry)
}
func (s *dbStore) Delete(token string) error { return s.DeleteCtx(context.Background(), token) }

func (s *dbStore) cleanup() {
	t := time.NewTicker(cleanupInterval)
	defer t.Stop()
	for {
		select {
		case <-s.stop:
			return
		case <-t.C:
			s.db.Exec(context.Background(), s.expired)
		}
	}
}

// StopCleanup ends the cleanup goroutine.
func (s *dbStore) StopCleanup() { s.stopOnce.Do(func() { close(s.stop) }) }

// codec encodes a session (its deadline and int64 values: the user id and
// epoch) as "cs1" and varints. scs's gob codec builds a gob decoder, type
// descriptions and all, for every request's session: most of the cost of
// loading a session. Sessions holding other types, and sessions written
// before this codec (gob), still go through gob.
type codec struct{ gob scs.GobCodec }

var codecMagic = []byte("cs1")

func (c codec) Encode(deadline time.Time, values map[string]any) ([]byte, error) {
	b := append([]byte(nil), codecMagic...)
	b = binary.AppendVarint(b, deadline.UnixNano())
	b = binary.AppendUvarint(b, uint64(len(values)))
	for k, v := range values {
		n, ok := v.(int64)
		if !ok {
			return c.gob.Encode(deadline, values)
		}
		b = binary.AppendUvarint(b, uint64(len(k)))
		b = append(b, k...)
		b = binary.AppendVarint(b, n)
	}
	return b, nil
}

var errCodec = errors.New("session: malformed session data")

func (c codec) Decode(b []byte) (time.Time, map[string]any, error) {
	if !bytes.HasPrefix(b, codecMagic) {
		return c.gob.Decode(b)
	}
	b = b[len(codecMagic):]
	deadline, n := binary.Varint(b)
	if n <= 0 {
		return time.Time{}, nil, errCodec
	}
	b = b[n:]
	count, n := binary.Uvarint(b)
	if n <= 0 || count > 16 {
		return time.Time{}, nil, errCodec
	}
	b = b[n:]
	values := make(map[string]any, count)
	for range count {
		kl, n := binary.Uvarint(b)
		if n <= 0 || uint64(len(b)-n) < kl {
			return time.Time{}, nil, errCodec
		}
		k := string(b[n : n+int(kl)])
		b = b[n+int(kl):]
		v, n := binary.Varint(b)
		if n <= 0 {
			return time.Time{}, nil, errCodec
		}
		b = b[n:]
		values[k] = v
	}
	return time.Unix(0, deadline), values, nil
}
