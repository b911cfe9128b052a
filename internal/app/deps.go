package app

// Libraries the foundation wires in; imported here so go.mod keeps them
// pinned while the code that uses them lands. Remove a line once used elsewhere.
import (
	_ "github.com/coder/websocket"
)
