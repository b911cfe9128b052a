package app

import (
	"strings"
)

// Config is what the environment and flags decide.
type Config struct {
	Addr         string // --addr, default 127.0.0.1:8080
	DatabaseURL  string // CANVASS_DATABASE_URL, default sqlite:data/canvass.db
	UploadDir    string // CANVASS_UPLOAD_DIR, default data/uploads
	BaseURL      string // CANVASS_BASE_URL, default http://127.0.0.1:8080
	Dev          bool   // CANVASS_DEV: playground, introspection, verbose errors
	CookieSecure bool   // CANVASS_COOKIE_SECURE
	Demo         bool   // --demo: seed demo content into an empty database
	SMTPURL      string // CANVASS_SMTP_URL: smtp://user:pass@host:port?from=... ; empty logs reset links
}

// ConfigFromEnv reads the CANVASS_* variables.
func ConfigFromEnv(getenv func(string) string) Config {
	c := Config{
		Addr:         "127.0.0.1:8080",
		DatabaseURL:  getenv("CANVASS_DATABASE_URL"),
		UploadDir:    getenv("CANVASS_UPLOAD_DIR"),
		BaseURL:      strings.TrimRight(getenv("CANVASS_BASE_URL"), "/"),
		Dev:          truthy(getenv("CANVASS_DEV")),
		CookieSecure: truthy(getenv("CANVASS_COOKIE_SECURE")),
		SMTPURL:      getenv("CANVASS_SMTP_URL"),
	}
	if c.DatabaseURL == "" {
		c.DatabaseURL = "sqlite:data/canvass.db"
	}
	if c.UploadDir == "" {
		c.UploadDir = "data/uploads"
	}
	if c.BaseURL == "" {
		c.BaseURL = "http://127.0.0.1:8080"
	}
	return c
}

func truthy(s string) bool {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "1", "true", "yes", "on":
		return true
	}
	return false
}
