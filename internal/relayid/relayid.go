// Package relayid makes the opaque global ids of GraphQL nodes
// (base64url of "Type:42"). Models expose them through plain methods so
// gqlgen resolves `id` inline, without a resolver goroutine per object.
package relayid

import (
	"encoding/base64"
	"strconv"
)

// Encode returns the global id of the node typ with database id id.
func Encode(typ string, id int64) string {
	return base64.RawURLEncoding.EncodeToString([]byte(typ + ":" + strconv.FormatInt(id, 10)))
}
