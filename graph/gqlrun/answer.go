package gqlrun

import (
	"bytes"
	"sync"
	"sync/atomic"
	"unsafe"

	"github.com/99designs/gqlgen/graphql"
	"github.com/vektah/gqlparser/v2/ast"
)

// AnswerBuffer is the buffer a query's answer is written into (cmd/gqlfast
// rule 14), made at the size of the last answer of the same operation
// document. gqlgen's executor starts from an empty bytes.Buffer, which a
// 20-item page of a list grows nine times (64 bytes to 32 KB), copying what
// it holds each time: three times the answer's size allocated and copied
// per request. The buffer is an answer's released earlier (Release) when
// one large enough is at hand.
func AnswerBuffer(op *graphql.OperationContext) *bytes.Buffer {
	n := minAnswer
	if op != nil && op.Doc != nil {
		slot, tag := docKey(op.Doc)
		if e := answerSizes[slot].Load(); uint32(e>>32) == tag {
			n = int(uint32(e))
		}
	}
	if p, _ := released.Get().(*[]byte); p != nil && cap(*p) >= n {
		return bytes.NewBuffer((*p)[:0])
	}
	return bytes.NewBuffer(make([]byte, 0, n))
}

// Release hands an answer's bytes back once they are written and nothing
// refers to them any more (the POST transport, after writing the answer):
// the next answer is written into them, where each answer allocated its
// own (a tenth of a list page's memory, cleared and collected each time,
// where encoding/json's own buffers are pooled too).
func Release(data []byte) {
	if f := releaseHook.Load(); f != nil {
		(*f)(data)
	}
	if cap(data) >= minAnswer && cap(data) <= maxReleased {
		released.Put(&data)
	}
}

// released holds released answers' bytes; maxReleased bounds what it
// keeps (a rare large answer is left to the collector).
var released sync.Pool

const maxReleased = 256 << 10

// Answered records the size of an answer written into buf for the next
// answers of op's document, and returns the answer.
func Answered(op *graphql.OperationContext, buf *bytes.Buffer) []byte {
	if op != nil && op.Doc != nil {
		slot, tag := docKey(op.Doc)
		// A little room over the last size: the next page's texts differ.
		n := min(max(buf.Len()+buf.Len()/8+64, minAnswer), maxAnswerHint)
		answerSizes[slot].Store(uint64(tag)<<32 | uint64(n))
	}
	return buf.Bytes()
}

const (
	// minAnswer is the smallest buffer made: a small answer's size.
	minAnswer = 512
	// maxAnswerHint bounds the size made from a hint; a larger answer grows
	// its buffer as gqlgen's did.
	maxAnswerHint = 1 << 20
	// answerSlots is how many documents' sizes are kept: a document shares
	// its slot with the others whose key falls there, and a slot holding
	// another document's size is not used (its tag does not match).
	answerSlots = 1024
)

// answerSizes holds each slot's document tag (high 32 bits) and its last
// answer's size plus room (low 32 bits), in one word: no lock, and a
// reader sees a key with its own size.
var answerSizes [answerSlots]atomic.Uint64

// docKey is a parsed document's identity: gqlgen's query cache gives the
// same query text the same document (as gqlrun.CollectFields relies on).
// A document freed and its address reused by another only makes the
// other's first answer start from a wrong size.
func docKey(doc *ast.QueryDocument) (slot, tag uint32) {
	p := uint64(uintptr(unsafe.Pointer(doc)))
	p ^= p >> 29
	p *= 0xbf58476d1ce4e5b9
	p ^= p >> 32
	return uint32(p % answerSlots), uint32(p >> 32)
}
