package accounts

import (
	"context"
	"log/slog"
)

// Mailer sends one plain-text email.
type Mailer interface {
	Send(ctx context.Context, to, subject, body string) error
}

// NewMailer returns an SMTP mailer for smtpURL, or one that writes to the log
// when smtpURL is empty (TODO(foundation): SMTP).
func NewMailer(smtpURL string, log *slog.Logger) Mailer { return logMailer{log} }

type logMailer struct{ log *slog.Logger }

func (m logMailer) Send(ctx context.Context, to, subject, body string) error {
	m.log.Info("email (no SMTP configured)", "to", to, "subject", subject, "body", body)
	return nil
}
