package rest

import "canvass/internal/hidden"

// hiddenJSON tells a resource's, profile's, team's or message's author (and
// the moderators) that moderators hid it, and why (issue 28). The services
// give a hidden row to no one else, so a row read here is the viewer's to be
// told about.
type hiddenJSON struct {
	HiddenByModerators bool    `json:"hiddenByModerators"`
	HiddenReason       *string `json:"hiddenReason"`
}

func hiddenOf(s hidden.State) hiddenJSON {
	if !s.IsHidden() {
		return hiddenJSON{}
	}
	out := hiddenJSON{HiddenByModerators: true}
	if r := s.ReasonText(); r != "" {
		out.HiddenReason = &r
	}
	return out
}
