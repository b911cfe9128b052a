package loaders

import (
	"errors"
	"testing"

	"canvass/internal/apperr"
)

func TestOrdered(t *testing.T) {
	m := map[int64]string{1: "one", 3: "three"}
	got, errs := Ordered([]int64{3, 2, 1}, m, nil, "Thing not found.")
	if got[0] != "three" || got[1] != "" || got[2] != "one" {
		t.Fatalf("got %v", got)
	}
	if len(errs) != 3 || errs[0] != nil || errs[2] != nil || apperr.CodeOf(errs[1]) != apperr.NotFound || errs[1].Error() != "Thing not found." {
		t.Fatalf("errs %v", errs)
	}
	if _, errs := Ordered([]int64{1, 3}, m, nil, "x"); errs != nil {
		t.Fatalf("all found: errs %v", errs)
	}
	boom := errors.New("boom")
	if _, errs := Ordered([]int64{1, 3}, m, boom, "x"); len(errs) != 1 || errs[0] != boom {
		t.Fatalf("batch error: %v", errs)
	}
}
