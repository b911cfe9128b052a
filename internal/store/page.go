package store

import (
	"encoding/base64"
	"encoding/json"

	"canvass/internal/apperr"
)

// Page is one page of a keyset-paginated list: the items, an opaque cursor
// for each, and whether more follow.
type Page[T any] struct {
	Items   []T
	Cursors []string
	HasNext bool
}

// EncodeCursor packs keyset values (e.g. created_at and id) into an opaque cursor.
func EncodeCursor(v any) string {
	b, _ := json.Marshal(v)
	return base64.RawURLEncoding.EncodeToString(b)
}

// DecodeCursor unpacks a cursor made by EncodeCursor into v; a malformed
// cursor is an INVALID error, never a 500.
func DecodeCursor(cursor string, v any) error {
	b, err := base64.RawURLEncoding.DecodeString(cursor)
	if err == nil {
		err = json.Unmarshal(b, v)
	}
	if err != nil {
		return apperr.New(apperr.Invalid, "Invalid cursor.")
	}
	return nil
}
