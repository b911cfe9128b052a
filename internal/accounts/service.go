package accounts

import (
	"log/slog"

	"canvass/internal/store"
	"canvass/internal/uploads"
)

// Options configure the accounts service.
type Options struct {
	BaseURL string // for password reset links
	Mailer  Mailer
	Log     *slog.Logger
}

// Service holds the rules for users, sign-in and profiles.
type Service struct {
	db      *store.DB
	uploads *uploads.Store
	opts    Options
}

// NewService returns the accounts service.
func NewService(db *store.DB, up *uploads.Store, opts Options) *Service {
	return &Service{db: db, uploads: up, opts: opts}
}
