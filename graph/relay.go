package graph

import (
	"encoding/base64"
	"strconv"
	"strings"

	"canvass/internal/apperr"
	"canvass/internal/relayid"
)

// toGlobalID makes the opaque Relay id of a node: base64("Type:42").
func toGlobalID(typ string, id int64) string { return relayid.Encode(typ, id) }

// parseGlobalID splits a global id into its type and database id.
func parseGlobalID(gid string) (typ string, id int64, err error) {
	b, err := base64.RawURLEncoding.DecodeString(strings.TrimRight(gid, "="))
	if err != nil {
		return "", 0, apperr.New(apperr.NotFound, "Not found.")
	}
	typ, num, ok := strings.Cut(string(b), ":")
	if !ok {
		return "", 0, apperr.New(apperr.NotFound, "Not found.")
	}
	id, err = strconv.ParseInt(num, 10, 64)
	if err != nil || id <= 0 {
		return "", 0, apperr.New(apperr.NotFound, "Not found.")
	}
	return typ, id, nil
}

// fromGlobalID returns the database id of a global id of the wanted type;
// a malformed id or one of another type (a User id passed as a Job id) is a
// NOT_FOUND error with notFound as its message.
func fromGlobalID(gid, want, notFound string) (int64, error) {
	typ, id, err := parseGlobalID(gid)
	if err != nil || typ != want {
		return 0, apperr.New(apperr.NotFound, notFound)
	}
	return id, nil
}
