package app

// Libraries the foundation wires in; imported here so go.mod keeps them
// pinned while the code that uses them lands. Remove a line once used elsewhere.
import (
	_ "github.com/alexedwards/scs/pgxstore"
	_ "github.com/alexedwards/scs/sqlite3store"
	_ "github.com/alexedwards/scs/v2"
	_ "github.com/coder/websocket"
	_ "github.com/jackc/pgx/v5/pgxpool"
	_ "golang.org/x/crypto/argon2"
)
