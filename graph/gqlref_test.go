package graph_test

import (
	"bufio"
	"context"
	"crypto/sha256"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"
)

// The reference server for TestExecutorMatchesGqlgen: Canvass built with
// gqlgen's own executor, unmodified. In a copy of the module's sources,
// `go tool gqlgen generate` runs with gqlgen.yml less the bindings of the
// built-in scalars to gqlrun (so gqlgen's own scalars write the answers),
// cmd/gqlfast does not run, and gqlgen's POST transport replaces
// graph/post.go's (which writes answers without re-encoding them and
// hands their bytes back to gqlrun.Release). Everything else, resolvers
// included, is the working tree's: the copy is checked to differ from it
// in its executor (gqlgen's graph/generated/generated.go in place of
// gqlfast's graph/generated/exec_*.go) and that transport line only.
//
// The copy lives at the same path on every run (removed before and after
// each), so that Go's build cache, which is keyed on file contents and
// that path, compiles only the packages that changed since the last run;
// nothing else is kept between runs.

// referenceBuild is a reference binary being built.
type referenceBuild struct {
	done chan struct{}
	bin  string
	err  error
	took time.Duration
}

// startReferenceBuild builds the reference binary in the background; wait
// for it with wait. The copy and the binary are removed when t ends.
func startReferenceBuild(t *testing.T) *referenceBuild {
	t.Helper()
	root, err := filepath.Abs("..")
	if err != nil {
		t.Fatal(err)
	}
	sum := sha256.Sum256([]byte(root))
	dir := filepath.Join(os.TempDir(), fmt.Sprintf("canvass-gqlref-%x", sum[:6]))
	b := &referenceBuild{done: make(chan struct{})}
	// One run at a time per working tree (two would share the copy).
	lock, err := os.OpenFile(dir+".lock", os.O_CREATE|os.O_RDWR, 0o600)
	if err != nil {
		t.Fatal(err)
	}
	if err := syscall.Flock(int(lock.Fd()), syscall.LOCK_EX); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	t.Cleanup(func() {
		cancel()
		<-b.done
		os.RemoveAll(dir)
		syscall.Flock(int(lock.Fd()), syscall.LOCK_UN)
		lock.Close()
	})
	go func() {
		defer close(b.done)
		start := time.Now()
		b.bin, b.err = buildReference(ctx, root, dir)
		b.took = time.Since(start)
	}()
	return b
}

// wait returns the reference binary, failing t if it could not be built.
func (b *referenceBuild) wait(t *testing.T) string {
	t.Helper()
	<-b.done
	if b.err != nil {
		t.Fatalf("building gqlgen's unmodified executor: %v", b.err)
	}
	return b.bin
}

// copyEmbedded copies the folders of web/embed.go's //go:embed patterns
// other than the built app (web/dist).
func copyEmbedded(root, dir string) error {
	src, err := os.ReadFile(filepath.Join(root, "web/embed.go"))
	if err != nil {
		return err
	}
	for _, line := range strings.Split(string(src), "\n") {
		rest, ok := strings.CutPrefix(strings.TrimSpace(line), "//go:embed ")
		if !ok {
			continue
		}
		for _, pat := range strings.Fields(rest) {
			pat = strings.TrimPrefix(pat, "all:")
			if pat == "dist" || strings.HasPrefix(pat, "dist/") {
				continue
			}
			d := filepath.Dir(filepath.Join("web", pat))
			if err := copyTree(filepath.Join(root, d), filepath.Join(dir, d)); err != nil {
				return err
			}
		}
	}
	return nil
}

// buildReference copies the module's sources from root to dir, generates
// gqlgen's executor there and builds cmd/canvass.
func buildReference(ctx context.Context, root, dir string) (string, error) {
	if err := os.RemoveAll(dir); err != nil {
		return "", err
	}
	for _, f := range []string{"go.mod", "go.sum", "schema.graphql"} {
		if err := copyFile(filepath.Join(root, f), filepath.Join(dir, f)); err != nil {
			return "", err
		}
	}
	// Every top-level folder but what is never committed (the web app's
	// sources included: its Go package embeds some of them).
	entries, err := os.ReadDir(root)
	if err != nil {
		return "", err
	}
	for _, e := range entries {
		if !e.IsDir() || strings.HasPrefix(e.Name(), ".") || slices.Contains([]string{"bin", "data", "tmp", "node_modules"}, e.Name()) {
			continue
		}
		if err := copyTree(filepath.Join(root, e.Name()), filepath.Join(dir, e.Name())); err != nil {
			return "", err
		}
	}
	// What web/embed.go embeds besides the built app (content the server
	// renders too, such as the resource templates' JSON).
	if err := copyEmbedded(root, dir); err != nil {
		return "", err
	}
	// The embedded web app: its index page is enough for the API.
	if err := copyFile(filepath.Join(root, "web/dist/index.html"), filepath.Join(dir, "web/dist/index.html")); err != nil {
		if err := os.MkdirAll(filepath.Join(dir, "web/dist"), 0o755); err != nil {
			return "", err
		}
		if err := os.WriteFile(filepath.Join(dir, "web/dist/index.html"), []byte("<!doctype html><title>Canvass</title>\n"), 0o644); err != nil {
			return "", err
		}
	}
	cfg, err := os.ReadFile(filepath.Join(root, "gqlgen.yml"))
	if err != nil {
		return "", err
	}
	refCfg, err := referenceConfig(string(cfg))
	if err != nil {
		return "", err
	}
	if err := os.WriteFile(filepath.Join(dir, "gqlgen.yml"), []byte(refCfg), 0o644); err != nil {
		return "", err
	}
	// The executor is gqlgen's alone: not gqlfast's parts beside it.
	if err := os.RemoveAll(filepath.Join(dir, "graph", "generated")); err != nil {
		return "", err
	}
	server := filepath.Join(dir, "graph/server.go")
	src, err := os.ReadFile(server)
	if err != nil {
		return "", err
	}
	const ours, gqlgens = "srv.AddTransport(post{})", "srv.AddTransport(transport.POST{})"
	if strings.Count(string(src), ours) != 1 {
		return "", fmt.Errorf("graph/server.go does not add %s once: update the reference build (graph/gqlref_test.go)", ours)
	}
	if err := os.WriteFile(server, []byte(strings.Replace(string(src), ours, gqlgens, 1)), 0o644); err != nil {
		return "", err
	}
	goBin, err := exec.LookPath("go")
	if err != nil {
		return "", err
	}
	run := func(args ...string) error {
		cmd := exec.CommandContext(ctx, goBin, args...)
		cmd.Dir = dir
		cmd.Env = append(os.Environ(), "GOWORK=off")
		out, err := cmd.CombinedOutput()
		if err != nil {
			return fmt.Errorf("go %s: %v\n%s", strings.Join(args, " "), err, out)
		}
		return nil
	}
	if err := run("tool", "gqlgen", "generate"); err != nil {
		return "", err
	}
	// The copy is the working tree but for gqlgen's executor and transport.
	if err := sameButExecutor(root, dir); err != nil {
		return "", err
	}
	bin := filepath.Join(dir, "canvass-gqlref")
	if err := run("build", "-o", bin, "./cmd/canvass"); err != nil {
		return "", err
	}
	return bin, nil
}

// referenceConfig is gqlgen.yml without the models bound to gqlrun (the
// built-in scalars), and without gqlgen's own build of what it generated
// (the test builds it next).
func referenceConfig(cfg string) (string, error) {
	lines := strings.SplitAfter(cfg, "\n")
	entry := regexp.MustCompile(`^  [A-Za-z_]\w*:\s*$`)
	var out strings.Builder
	inModels, removed := false, 0
	for i := 0; i < len(lines); i++ {
		l := lines[i]
		if l != "" && l[0] != ' ' && l[0] != '\n' && l[0] != '#' {
			inModels = strings.HasPrefix(l, "models:")
		}
		if inModels && entry.MatchString(l) {
			j := i + 1
			for j < len(lines) && (strings.HasPrefix(lines[j], "   ") || strings.TrimSpace(lines[j]) == "") {
				j++
			}
			if strings.Contains(strings.Join(lines[i:j], ""), "canvass/graph/gqlrun.") {
				removed++
				i = j - 1
				continue
			}
		}
		out.WriteString(l)
	}
	s := out.String()
	if strings.Contains(s, "canvass/graph/gqlrun.") || removed == 0 {
		return "", fmt.Errorf("gqlgen.yml binds gqlrun other than as a model entry of its own (%d removed): update referenceConfig", removed)
	}
	if !strings.HasSuffix(s, "\n") {
		s += "\n"
	}
	if strings.Contains("\n"+s, "\nskip_validation: true\n") {
		return s, nil
	}
	return s + "skip_validation: true\n", nil
}

// sameButExecutor checks that the generated copy holds gqlgen's own
// executor (neither gqlfast's rewrites nor gqlrun's scalars) and that its
// other files under graph are the working tree's.
func sameButExecutor(root, dir string) error {
	executor := filepath.Join("graph", "generated")
	files, err := os.ReadDir(filepath.Join(dir, executor))
	if err != nil {
		return err
	}
	if len(files) != 1 || files[0].Name() != "generated.go" {
		return fmt.Errorf("the reference executor is not gqlgen's generated.go alone: %v", files)
	}
	gen, err := os.ReadFile(filepath.Join(dir, executor, "generated.go"))
	if err != nil {
		return err
	}
	if strings.Contains(string(gen), "gqlfast") || strings.Contains(string(gen), "canvass/graph/gqlrun") {
		return errors.New("the reference executor has gqlfast's rewrites or gqlrun's scalars")
	}
	return filepath.WalkDir(filepath.Join(root, "graph"), func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(root, path)
		if d.IsDir() && rel == executor {
			return filepath.SkipDir // gqlfast's parts, in the copy gqlgen's generated.go
		}
		if d.IsDir() || strings.HasSuffix(path, "_test.go") || rel == filepath.Join("graph", "server.go") {
			return nil
		}
		want, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		got, err := os.ReadFile(filepath.Join(dir, rel))
		if err != nil || string(got) != string(want) {
			return fmt.Errorf("gqlgen generated %s differently without gqlrun's scalars (%v): the reference would not run the same resolvers", rel, err)
		}
		return nil
	})
}

// copyTree copies the files under from (tests, test data and built
// binaries left out).
func copyTree(from, to string) error {
	return filepath.WalkDir(from, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			switch d.Name() {
			case "testdata", "node_modules", "test-results", "dist": // dist: the built web app, copied apart
				return filepath.SkipDir
			}
			return nil
		}
		if strings.HasSuffix(path, "_test.go") || !d.Type().IsRegular() {
			return nil
		}
		if info, err := d.Info(); err != nil || info.Size() > 4<<20 {
			return err // a binary built in place (tracked files are under 1 MB)
		}
		rel, _ := filepath.Rel(from, path)
		return copyFile(path, filepath.Join(to, rel))
	})
}

func copyFile(from, to string) error {
	src, err := os.Open(from)
	if err != nil {
		return err
	}
	defer src.Close()
	if err := os.MkdirAll(filepath.Dir(to), 0o755); err != nil {
		return err
	}
	dst, err := os.Create(to)
	if err != nil {
		return err
	}
	if _, err := io.Copy(dst, src); err != nil {
		dst.Close()
		return err
	}
	return dst.Close()
}

// referenceServer is the reference binary serving the database at dbURL,
// with baseURL as its site address (the same as the server it is compared
// with, so that links in answers agree). It stops when t ends.
func startReferenceServer(t *testing.T, bin, dbURL, baseURL string) string {
	t.Helper()
	cmd := exec.Command(bin, "serve", "--addr", "127.0.0.1:0")
	cmd.Env = append(os.Environ(),
		"CANVASS_DATABASE_URL="+dbURL,
		"CANVASS_UPLOAD_DIR="+t.TempDir(),
		"CANVASS_BASE_URL="+baseURL,
		"CANVASS_API_LIMIT=off", "CANVASS_API_LIMIT_VISITOR=off", // noBudget
	)
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	cmd.Stderr = cmd.Stdout
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	var mu sync.Mutex
	ended := false // t may log no more
	logLine := func(line string) {
		mu.Lock()
		defer mu.Unlock()
		if !ended {
			t.Log("reference server: " + line)
		}
	}
	t.Cleanup(func() {
		mu.Lock()
		ended = true
		mu.Unlock()
		cmd.Process.Kill()
		cmd.Wait()
	})
	addr := make(chan string, 1)
	serving := regexp.MustCompile(`msg="serving Canvass" addr=(http://\S+)`)
	go func() {
		sc := bufio.NewScanner(stdout)
		sc.Buffer(make([]byte, 64<<10), 1<<20)
		sent := false
		for sc.Scan() {
			line := sc.Text()
			if m := serving.FindStringSubmatch(line); m != nil && !sent {
				addr <- m[1]
				sent = true
			}
			if strings.Contains(line, "level=ERROR") || strings.Contains(line, "level=WARN") {
				logLine(line)
			}
		}
		if !sent {
			close(addr)
		}
	}()
	select {
	case a, ok := <-addr:
		if !ok {
			t.Fatal("the reference server exited before serving")
		}
		return a
	case <-time.After(2 * time.Minute):
		t.Fatal("the reference server did not start in 2 minutes")
	}
	return ""
}
