// Package web embeds the built single-page app (web/dist, made by `make web`)
// and the content the app and the server share (the resource tools' texts).
package web

import (
	"embed"
	"io/fs"
)

//go:embed all:dist
var dist embed.FS

// Dist is the built app: index.html and assets/.
func Dist() fs.FS {
	sub, err := fs.Sub(dist, "dist")
	if err != nil {
		panic(err)
	}
	return sub
}

//go:embed src/features/resources/content/*.json
var toolContent embed.FS

// ToolContent is the resource tools' content, which the app renders and the
// server makes PDFs of: campaign-plan.json, gotv-checklist.json.
func ToolContent() fs.FS {
	sub, err := fs.Sub(toolContent, "src/features/resources/content")
	if err != nil {
		panic(err)
	}
	return sub
}
