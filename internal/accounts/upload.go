package accounts

import (
	"context"
	"io"
	"strconv"
)

// UploadImage stores a raw image sent by a signed-in user (the same pipeline
// as data URLs: 2 MB, real images only, re-encoded) and returns its URL,
// which the profile image, vendor logo and resource image fields accept.
func (s *Service) UploadImage(ctx context.Context, actor *User, r io.Reader) (string, error) {
	// SECURITY: only members upload, and each at a bounded rate (disk space).
	if actor == nil {
		return "", ErrNotSignedIn()
	}
	key := strconv.FormatInt(actor.ID, 10)
	h, w, err := take(ctx, taking{s.uploadBy, key})
	if err != nil {
		return "", err
	}
	if w > 0 {
		return "", rateLimited(msgTooManyRequests, w)
	}
	url, err := s.uploads.Save(ctx, r)
	if err != nil {
		h.undo(ctx) // only stored images count
		return "", err
	}
	return url, nil
}
