package jobs

import "canvass/internal/store"

// Service holds the job board's rules.
type Service struct {
	db *store.DB
}

// NewService returns the job board service.
func NewService(db *store.DB) *Service { return &Service{db: db} }
