// Package relayid makes the opaque global ids of GraphQL nodes
// (base64url of "Type:42"). Models expose them through plain methods so
// gqlgen resolves `id` inline, without a resolver goroutine per object.
package relayid

import (
	"encoding/base64"
	"strconv"
)

// Encode returns the global id of the node typ with database id id. It
// makes one allocation, the id itself: every item of every list has one.
func Encode(typ string, id int64) string {
	var plain [64]byte
	raw := strconv.AppendInt(append(append(plain[:0], typ...), ':'), id, 10)
	var enc [88]byte
	n := base64.RawURLEncoding.EncodedLen(len(raw))
	if n > len(enc) { // a type name longer than any in the schema
		return base64.RawURLEncoding.EncodeToString(raw)
	}
	base64.RawURLEncoding.Encode(enc[:n], raw)
	return string(enc[:n])
}
