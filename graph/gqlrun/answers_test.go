package gqlrun

import "testing"

// A released answer's buffer is handed out again, empty; a huge one, or
// none, is not kept.
func TestAnswerBuffersReused(t *testing.T) {
	for len(freeAnswers) > 0 {
		<-freeAnswers
	}
	if b := ResponseBytes(); b != nil {
		t.Fatalf("nothing released, got a buffer of %d", cap(b))
	}
	b := append(make([]byte, 0, 8192), "answer"...)
	ReleaseResponse(b)
	if got := ResponseBytes(); len(got) != 0 || cap(got) != 8192 || &got[:1][0] != &b[0] {
		t.Errorf("got len %d cap %d, want the released buffer, empty", len(got), cap(got))
	}
	ReleaseResponse(nil)
	ReleaseResponse(make([]byte, 10, maxKeptAnswer+1))
	if b := ResponseBytes(); b != nil {
		t.Errorf("kept a buffer of %d", cap(b))
	}
	for range cap(freeAnswers) + 5 { // never more than the channel holds, and never blocks
		ReleaseResponse(make([]byte, 0, 16))
	}
	if len(freeAnswers) != cap(freeAnswers) {
		t.Errorf("%d kept", len(freeAnswers))
	}
}
