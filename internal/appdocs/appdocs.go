// Package appdocs holds the GraphQL documents the web app sends: the
// persisted-documents map relay-compiler writes (persistConfig in
// web/relay.config.json) into persisted.json here, document id to text,
// one entry per query, mutation and subscription. The app sends only the
// id (its artifacts carry no text); the server looks the document up here
// (graph's trusted documents), and tests and the benchmark send these exact
// documents, so what they measure is what users run.
package appdocs

import (
	_ "embed"
	"encoding/json"
	"fmt"
	"regexp"
	"slices"
	"strings"
)

// The map, as relay-compiler writes it (web's `npm run relay` starts it
// empty, so an operation that is gone leaves no id behind).
//
//go:embed persisted.json
var persisted []byte

// Doc is one of the app's operations.
type Doc struct {
	ID   string // the document id the app sends (SHA-256 of Text, hex)
	Name string // the operation's name, e.g. "JobsRouteQuery"
	Text string // the document: the operation and the fragments it spreads
}

var (
	byID   map[string]string
	byName map[string]Doc
	all    []Doc
)

// operationName finds the operation's name at the head of a document
// (relay-compiler writes the operation first, then its fragments).
var operationName = regexp.MustCompile(`^(?:query|mutation|subscription) (\w+)`)

func init() {
	if err := json.Unmarshal(persisted, &byID); err != nil {
		panic("appdocs: persisted.json: " + err.Error())
	}
	byName = make(map[string]Doc, len(byID))
	for id, text := range byID {
		m := operationName.FindStringSubmatch(text)
		if m == nil {
			panic("appdocs: no operation at the head of document " + id)
		}
		d := Doc{ID: id, Name: m[1], Text: text}
		byName[d.Name] = d
		all = append(all, d)
	}
	slices.SortFunc(all, func(a, b Doc) int { return strings.Compare(a.Name, b.Name) })
}

// Lookup returns the document with id (bare hex, or with the "sha256:"
// prefix of the GraphQL-over-HTTP persisted documents convention).
func Lookup(id string) (string, bool) {
	text, ok := byID[strings.TrimPrefix(id, "sha256:")]
	return text, ok
}

// All returns every operation of the app, by name.
func All() []Doc { return slices.Clone(all) }

// Named returns operation name (e.g. "JobsRouteQuery") as the app sends it.
func Named(name string) (Doc, error) {
	d, ok := byName[name]
	if !ok {
		return Doc{}, fmt.Errorf("appdocs: no operation %s in persisted.json", name)
	}
	return d, nil
}

// Find returns the text of operation name (e.g. "JobsRouteQuery").
func Find(name string) (string, error) {
	d, err := Named(name)
	return d.Text, err
}
