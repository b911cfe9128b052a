package verify

// HashCode is hashCode, for tests that set a request's code.
func HashCode(id int64, code string) string { return hashCode(id, code) }
