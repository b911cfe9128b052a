package gqlrun

import (
	"strings"
	"testing"

	"github.com/99designs/gqlgen/graphql"
	"github.com/vektah/gqlparser/v2/ast"
)

// A document's answer buffer is made at its last answer's size (with
// room), another document's is not, and a huge answer's hint is bounded.
func TestAnswerBufferSizedFromLastAnswer(t *testing.T) {
	op := &graphql.OperationContext{Doc: &ast.QueryDocument{}}
	other := &graphql.OperationContext{Doc: &ast.QueryDocument{}}
	if c := AnswerBuffer(op).Cap(); c != minAnswer {
		t.Fatalf("first answer's buffer: %d bytes, want %d", c, minAnswer)
	}
	buf := AnswerBuffer(op)
	buf.WriteString(strings.Repeat("x", 20_000))
	if got := Answered(op, buf); len(got) != 20_000 {
		t.Fatalf("Answered returned %d bytes, want the 20,000 written", len(got))
	}
	if c := AnswerBuffer(op).Cap(); c < 20_000 || c > 24_000 {
		t.Errorf("next answer's buffer: %d bytes, want 20,000 and a little room", c)
	}
	if c := AnswerBuffer(other).Cap(); c != minAnswer {
		t.Errorf("another document's buffer: %d bytes, want %d", c, minAnswer)
	}
	if c := AnswerBuffer(nil).Cap(); c != minAnswer {
		t.Errorf("no operation: %d bytes, want %d", c, minAnswer)
	}
	big := AnswerBuffer(op)
	big.Write(make([]byte, 3<<20))
	Answered(op, big)
	if c := AnswerBuffer(op).Cap(); c != maxAnswerHint {
		t.Errorf("after a 3 MB answer: %d bytes, want the bound %d", c, maxAnswerHint)
	}
	small := AnswerBuffer(op)
	small.WriteString("{}")
	Answered(op, small)
	if c := AnswerBuffer(op).Cap(); c != minAnswer {
		t.Errorf("after a small answer: %d bytes, want %d (the hint follows the last answer)", c, minAnswer)
	}
}
