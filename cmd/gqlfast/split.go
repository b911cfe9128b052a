package main

import (
	"fmt"
	"go/ast"
	"go/format"
	"go/parser"
	"go/token"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
)

// The executor is split into files of whole declarations so that none is
// near the repository's 1 MB limit (scripts/check-tree.sh): one file per
// region of gqlgen's single-file template (exec_field.go holds its
// field.gotpl region, and so on), exec_gqlfast.go for what the rewrites
// add after the last region, and a region over maxPart cut into numbered
// files (exec_field_1.go, exec_field_2.go) at declarations of about equal
// size. Each file imports what it uses of gqlgen's imports.
//
// gqlgen writes generated.go only, so gqlfast removes the parts of its
// last run (files of the folder whose second line is partHeader) when it
// writes the new ones, then generated.go itself. gqlgen loads the package
// with the last run's parts in place (a complete executor, where the
// single file left none: gqlgen removes it first) and, with
// skip_validation in gqlgen.yml, does not build it while its fresh
// generated.go duplicates them: gqlfast builds the packages gqlgen would
// have (validate) once the parts are written.

// maxPart is the size over which a region is cut into several files.
const maxPart = 512 << 10

// partHeader is the second line of each part, after gqlgen's "Code
// generated" line: the mark of the files gqlfast removes before a split.
const partHeader = "// gqlfast: part of gqlgen's executor"

// partPrefix names the parts: exec_<region>.go.
const partPrefix = "exec_"

var (
	regionLine = regexp.MustCompile(`(?m)^// region +\**\s*(.*?)\s*\**$`)
	endRegion  = regexp.MustCompile(`(?m)^// endregion\b.*\n?`)
	majorPath  = regexp.MustCompile(`^v[0-9]+$`)
)

// splitExecutor returns the files (name → content) that hold src, gqlgen's
// executor after the rewrites (gofmt'd), as described above, cutting
// regions over max bytes.
func splitExecutor(src string, max int) (map[string]string, error) {
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "generated.go", src, parser.ParseComments)
	if err != nil {
		return nil, err
	}
	off := func(p token.Pos) int { return fset.Position(p).Offset }
	head := src[:off(f.Package)] // gqlgen's "Code generated" line
	firstLine, _, _ := strings.Cut(head, "\n")
	if !strings.HasPrefix(firstLine, "// Code generated ") {
		return nil, fmt.Errorf("split: the executor does not start with a Code generated line")
	}
	// The body: everything after the imports.
	bodyStart := off(f.Name.End())
	for _, d := range f.Decls {
		if g, ok := d.(*ast.GenDecl); ok && g.Tok == token.IMPORT {
			bodyStart = off(g.End())
		}
	}
	body := strings.TrimLeft(src[bodyStart:], "\n")
	bodyStart = len(src) - len(body)

	imports, err := importLines(fset, f, src)
	if err != nil {
		return nil, err
	}
	// Package-level names (an import's name among them would be ambiguous).
	declared := map[string]bool{}
	for _, d := range f.Decls {
		switch d := d.(type) {
		case *ast.FuncDecl:
			if d.Recv == nil {
				declared[d.Name.Name] = true
			}
		case *ast.GenDecl:
			for _, s := range d.Specs {
				switch s := s.(type) {
				case *ast.TypeSpec:
					declared[s.Name.Name] = true
				case *ast.ValueSpec:
					for _, n := range s.Names {
						declared[n.Name] = true
					}
				}
			}
		}
	}
	for _, im := range imports {
		if declared[im.name] {
			return nil, fmt.Errorf("split: import %s is named as a declaration of the executor", im.name)
		}
	}
	// Where each top-level declaration starts (its doc comment included),
	// relative to body: the places a region may be cut.
	var declStarts []int
	for _, d := range f.Decls {
		if g, ok := d.(*ast.GenDecl); ok && g.Tok == token.IMPORT {
			continue
		}
		p := d.Pos()
		switch d := d.(type) {
		case *ast.FuncDecl:
			if d.Doc != nil {
				p = d.Doc.Pos()
			}
		case *ast.GenDecl:
			if d.Doc != nil {
				p = d.Doc.Pos()
			}
		}
		declStarts = append(declStarts, off(p)-bodyStart)
	}

	type segment struct {
		name, what string // its file's name (exec_<name>.go), what it holds
		start, end int    // in body
	}
	var segs []segment
	regions := regionLine.FindAllStringSubmatchIndex(body, -1)
	for i, r := range regions {
		start, end := r[0], len(body)
		if i == 0 {
			start = 0 // anything before the first region goes with it
		}
		if i+1 < len(regions) {
			end = regions[i+1][0]
		}
		title := body[r[2]:r[3]]
		segs = append(segs, segment{regionName(title), "its " + title + " region", start, end})
	}
	if len(regions) == 0 {
		segs = append(segs, segment{"executor", "all of it", 0, len(body)})
	} else if last := regions[len(regions)-1][0]; endRegion.MatchString(body[last:]) {
		// What follows the last region: the rewrites' additions.
		tail := last + endRegion.FindStringIndex(body[last:])[1]
		if strings.TrimSpace(body[tail:]) != "" {
			segs[len(segs)-1].end = tail
			segs = append(segs, segment{"gqlfast", "what gqlfast adds after its regions", tail, len(body)})
		}
	}

	files := map[string]string{}
	used := map[string]bool{} // the imports' names some part uses
	for _, s := range segs {
		text := body[s.start:s.end]
		if strings.TrimSpace(text) == "" {
			continue
		}
		// Cut points: the first declaration past each n-th of the region.
		n := (len(text) + max - 1) / max
		cuts := []int{s.start}
		for k := 1; k < n; k++ {
			want := s.start + k*len(text)/n
			for _, d := range declStarts {
				if d >= want && d < s.end && d > cuts[len(cuts)-1] {
					cuts = append(cuts, d)
					break
				}
			}
		}
		cuts = append(cuts, s.end)
		for i := 0; i+1 < len(cuts); i++ {
			name, what := partPrefix+s.name+".go", s.what
			if len(cuts) > 2 {
				name = fmt.Sprintf("%s%s_%d.go", partPrefix, s.name, i+1)
				what = fmt.Sprintf("%s, file %d of %d", s.what, i+1, len(cuts)-1)
			}
			if _, dup := files[name]; dup {
				return nil, fmt.Errorf("split: two regions named %s", s.name)
			}
			out, err := partFile(firstLine, what, f.Name.Name, imports, declared, used, body[cuts[i]:cuts[i+1]])
			if err != nil {
				return nil, fmt.Errorf("split: %s: %v", name, err)
			}
			files[name] = out
		}
	}
	// gqlgen's file uses each of its imports: one no part uses is one
	// whose name the split got wrong.
	for _, im := range imports {
		if im.line != "" && !used[im.name] {
			return nil, fmt.Errorf("split: no part uses %s, taken for %s's name: update cmd/gqlfast's split", im.line, im.name)
		}
	}
	return files, nil
}

// regionName is a file name's part for a region of gqlgen's template
// ("field.gotpl" → "field", "api!.gotpl" → "api").
func regionName(title string) string {
	title = strings.TrimSuffix(strings.TrimSuffix(title, ".gotpl"), "!")
	var b strings.Builder
	for _, r := range strings.ToLower(title) {
		if r >= 'a' && r <= 'z' || r >= '0' && r <= '9' {
			b.WriteRune(r)
		} else {
			b.WriteByte('_')
		}
	}
	if b.Len() == 0 {
		return "region"
	}
	return b.String()
}

// importLine is one import of the executor: the name it is used by and
// its line (with its comment), or a blank line between groups.
type importLine struct {
	name, line string
}

// importLines returns the executor's import block line by line.
func importLines(fset *token.FileSet, f *ast.File, src string) ([]importLine, error) {
	var out []importLine
	lastLine := 0
	for _, im := range f.Imports {
		p, err := strconv.Unquote(im.Path.Value)
		if err != nil {
			return nil, err
		}
		name := path.Base(p)
		if majorPath.MatchString(name) && path.Dir(p) != "." {
			name = path.Base(path.Dir(p))
		}
		if im.Name != nil {
			name = im.Name.Name
		}
		if name == "_" || name == "." {
			return nil, fmt.Errorf("split: the executor imports %s as %s", p, name)
		}
		pos := fset.Position(im.Pos())
		lineStart := strings.LastIndexByte(src[:pos.Offset], '\n') + 1
		lineEnd := pos.Offset + strings.IndexByte(src[pos.Offset:], '\n')
		if lastLine != 0 && pos.Line > lastLine+1 {
			out = append(out, importLine{})
		}
		lastLine = pos.Line
		out = append(out, importLine{name: name, line: strings.TrimSpace(src[lineStart:lineEnd])})
	}
	return out, nil
}

// partFile is one part: gqlgen's first line, the part's, the package
// clause, the imports text uses (added to allUsed) and text.
func partFile(first, what, pkg string, imports []importLine, declared, allUsed map[string]bool, text string) (string, error) {
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "", "package "+pkg+"\n\n"+text, parser.SkipObjectResolution)
	if err != nil {
		return "", err
	}
	used := map[string]bool{}
	ast.Inspect(f, func(n ast.Node) bool {
		if s, ok := n.(*ast.SelectorExpr); ok {
			if id, ok := s.X.(*ast.Ident); ok && !declared[id.Name] {
				used[id.Name] = true
			}
		}
		return true
	})
	var b strings.Builder
	fmt.Fprintf(&b, "%s\n%s (generated.go, rewritten): %s. See cmd/gqlfast.\n\npackage %s\n\n", first, partHeader, what, pkg)
	var lines []string
	for _, im := range imports {
		switch {
		case im.line == "" && len(lines) > 0 && lines[len(lines)-1] != "":
			lines = append(lines, "")
		case im.line != "" && used[im.name]:
			lines = append(lines, "\t"+im.line)
			allUsed[im.name] = true
		}
	}
	for len(lines) > 0 && lines[len(lines)-1] == "" {
		lines = lines[:len(lines)-1]
	}
	if len(lines) > 0 {
		b.WriteString("import (\n" + strings.Join(lines, "\n") + "\n)\n\n")
	}
	b.WriteString(strings.TrimRight(text, "\n") + "\n")
	out, err := format.Source([]byte(b.String()))
	return string(out), err
}

// isPart reports whether the file at name is a part gqlfast wrote.
func isPart(name string) bool {
	f, err := os.Open(name)
	if err != nil {
		return false
	}
	defer f.Close()
	buf := make([]byte, 512)
	n, _ := f.Read(buf)
	_, second, _ := strings.Cut(string(buf[:n]), "\n")
	return strings.HasPrefix(second, partHeader)
}

// writeParts replaces the parts of file's folder with parts, then removes
// file (gqlgen's executor, which the parts hold).
func writeParts(file string, parts map[string]string) error {
	dir := filepath.Dir(file)
	old, err := filepath.Glob(filepath.Join(dir, "*.go"))
	if err != nil {
		return err
	}
	for _, o := range old {
		if _, keep := parts[filepath.Base(o)]; !keep && isPart(o) {
			if err := os.Remove(o); err != nil {
				return err
			}
		}
	}
	for name, text := range parts {
		if was, err := os.ReadFile(filepath.Join(dir, name)); err == nil && string(was) == text {
			continue // unchanged: its time stays (make's dependencies)
		}
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			return err
		}
	}
	return os.Remove(file)
}
