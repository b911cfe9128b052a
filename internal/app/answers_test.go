package app_test

import (
	"fmt"
	"strings"
	"sync"
	"testing"

	"canvass/internal/apptest"
)

// Answers are written from reused buffers (gqlrun.ResponseBytes): many
// concurrent requests of different sizes, each signed in as someone else,
// each get their own answer, whole, request after request.
func TestConcurrentAnswersAreTheirOwn(t *testing.T) {
	apptest.Each(t, func(t *testing.T, s *apptest.Server) {
		const people, rounds = 6, 15
		clients := make([]*apptest.Client, people)
		for i := range clients {
			clients[i] = s.NewClient()
			// Names of different lengths make answers of different sizes.
			clients[i].Register(t, fmt.Sprintf("answer%d%s", i, strings.Repeat("x", i*3)), "CANDIDATE")
		}
		var wg sync.WaitGroup
		errs := make(chan error, people*rounds)
		for i, c := range clients {
			wg.Add(1)
			go func() {
				defer wg.Done()
				want := fmt.Sprintf("answer%d%s", i, strings.Repeat("x", i*3))
				for r := range rounds {
					// Every other request asks for a larger answer too.
					q := `{ viewer { username lastName } }`
					if (i+r)%2 == 0 {
						q = `{ viewer { username lastName } jobs(first: 50) { edges { node { id title } } } vendors(first: 50) { edges { node { id name } } } }`
					}
					res := c.GraphQL(t, q, nil)
					var out struct {
						Viewer struct{ Username, LastName string }
					}
					if len(res.Errors) > 0 {
						errs <- fmt.Errorf("%s: %v", want, res.Errors)
						return
					}
					res.Decode(t, &out)
					if out.Viewer.Username != want || !strings.EqualFold(out.Viewer.LastName, want) {
						errs <- fmt.Errorf("%s got another answer: %s", want, res.Data)
						return
					}
				}
			}()
		}
		wg.Wait()
		close(errs)
		for err := range errs {
			t.Error(err)
		}
	})
}
