package gqlrun

// An answer's buffer is reused once the answer is written: the executor
// (rewritten by cmd/gqlfast) writes a query's or mutation's data into
// ResponseBytes' slice, and the POST transport, once it has written the
// answer to the client, hands the data back with ReleaseResponse. A
// list's answer grew its buffer from nothing through every size up to its
// own, about twice its size in garbage, on every request. Answers that are
// not released (websocket operations) are simply left to the collector.

// freeAnswers holds released buffers. A channel: taking and giving back
// allocate nothing, and it never holds more than its capacity.
var freeAnswers = make(chan []byte, 64)

// maxKeptAnswer is the largest buffer kept for reuse; a larger one (a rare
// huge answer) goes to the collector rather than pinning its memory.
const maxKeptAnswer = 256 << 10

// ResponseBytes returns an empty slice to write an answer into: a
// released buffer when one is free, else nil (a new one grows).
func ResponseBytes() []byte {
	select {
	case b := <-freeAnswers:
		return b
	default:
		return nil
	}
}

// ReleaseResponse hands back an answer's data once it has been written:
// the caller must not read data (nor anything sharing its memory) again.
func ReleaseResponse(data []byte) {
	if cap(data) == 0 || cap(data) > maxKeptAnswer {
		return
	}
	select {
	case freeAnswers <- data[:0]:
	default:
	}
}
