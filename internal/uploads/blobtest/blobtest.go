// Package blobtest gives tests an S3-compatible blob store: gofakes3 (an
// in-memory S3 server) over real HTTP on 127.0.0.1, so the Canvass code under
// test, in this process or in child processes, talks to it exactly as it
// would to AWS S3 or any S3-compatible service.
package blobtest

import (
	"crypto/rand"
	"encoding/hex"
	"net/http/httptest"
	"testing"

	"github.com/johannesboyne/gofakes3"
	"github.com/johannesboyne/gofakes3/backend/s3mem"
)

// Credentials of the fake S3 server. gofakes3 does not check signatures, but
// the AWS SDK signs every request and refuses to send one without
// credentials, so the keys must be set (to anything).
const (
	AccessKeyID     = "canvass-test"
	SecretAccessKey = "canvass-test-secret"
)

// S3 starts an S3 server on a free port of 127.0.0.1 with one empty bucket
// until the test ends, and returns:
//   - blobURL, the CANVASS_BLOB_URL of the bucket:
//     s3://<bucket>?endpoint=http://127.0.0.1:<port>&region=us-east-1
//     (uploads.Open makes requests path-style when an endpoint is given);
//   - env, the environment a process needs besides CANVASS_BLOB_URL:
//     "AWS_ACCESS_KEY_ID=canvass-test" and "AWS_SECRET_ACCESS_KEY=canvass-test-secret".
//
// S3 also sets those two variables in this process with t.Setenv, so an
// in-process app.New or uploads.Open works as is, and a child process started
// with os.Environ() inherits them; a test calling S3 must not be parallel
// (t.Setenv panics there). For a child process with its own environment,
// append env and "CANVASS_BLOB_URL="+blobURL to it.
//
// Several processes given the same blobURL share the bucket, which lives in
// this process's memory: it is gone when the test ends.
func S3(t testing.TB) (blobURL string, env []string) {
	t.Helper()
	backend := s3mem.New()
	var b [6]byte
	if _, err := rand.Read(b[:]); err != nil {
		t.Fatal(err)
	}
	bucket := "canvass-" + hex.EncodeToString(b[:])
	if err := backend.CreateBucket(bucket); err != nil {
		t.Fatalf("blobtest: create bucket: %v", err)
	}
	// httptest listens on 127.0.0.1 on a free port.
	srv := httptest.NewServer(gofakes3.New(backend).Server())
	t.Cleanup(srv.Close)
	env = []string{"AWS_ACCESS_KEY_ID=" + AccessKeyID, "AWS_SECRET_ACCESS_KEY=" + SecretAccessKey}
	t.Setenv("AWS_ACCESS_KEY_ID", AccessKeyID)
	t.Setenv("AWS_SECRET_ACCESS_KEY", SecretAccessKey)
	return "s3://" + bucket + "?endpoint=" + srv.URL + "&region=us-east-1", env
}
