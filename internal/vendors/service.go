package vendors

import (
	"canvass/internal/store"
	"canvass/internal/uploads"
)

// Service holds the vendor directory's rules.
type Service struct {
	db      *store.DB
	uploads *uploads.Store
}

// NewService returns the vendor directory service.
func NewService(db *store.DB, up *uploads.Store) *Service { return &Service{db: db, uploads: up} }
