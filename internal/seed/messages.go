package seed

import (
	"context"
	"fmt"
	"sort"
	"time"

	"canvass/internal/messages"
)

// demoLine is one message of a demo conversation: who sends it, and how long
// before the seeding it was sent.
type demoLine struct {
	from string
	ago  time.Duration
	text string
}

// demoConversation is two demo accounts' messages, oldest first; unread is
// how many of the newest messages (all to the same person) are still unread.
type demoConversation struct {
	a, b   string
	lines  []demoLine
	unread int
	// request leaves a stranger's first messages (a to b) a pending message
	// request (issue 28); the other conversations are accepted as they
	// arrive, so they read as before requests existed.
	request bool
}

const (
	minute = time.Minute
	hour   = time.Hour
	day    = 24 * time.Hour
)

// demoConversations: a few realistic conversations among the demo accounts,
// spread over the last days, leaving unread messages for candidate1 (2, from
// two people), staff1 (1) and vendor1 (1), so badges and the dashboard's
// Messages tab have something to show.
// unread counts the newest messages of a conversation; they must all go to
// the same person.
var demoConversations = []demoConversation{
	{a: "candidate1", b: "staff1", unread: 1, lines: []demoLine{
		{"staff1", 3*day + 2*hour, "Hi Maria, I saw the Field Organizer posting. I ran volunteer programs in Atlanta for three cycles and would love to talk."},
		{"candidate1", 3*day + hour, "Thanks for reaching out, Priya! Your background is exactly what we need. Are you free for a call Thursday at 10am Mountain?"},
		{"staff1", 3 * day, "Thursday at 10 works. I'll send over my canvass plan from the 2022 ballot initiative beforehand."},
		{"candidate1", 2*day + 4*hour, "Great call today. Could you draft a turf plan for the east side precincts?"},
		{"staff1", 50 * minute, "Turf plan is attached in the shared drive: 14 turfs, about 6,200 doors. We can start walking Saturday if the lit is ready."},
	}},
	{a: "candidate1", b: "vendor2", unread: 1, lines: []demoLine{
		{"candidate1", 2*day + 3*hour, "Hello Marcus, we need 500 yard signs and 2,000 door hangers for the District 6 race. Union bug required. Can you quote?"},
		{"vendor2", 2*day + 2*hour, "Hi Maria, happy to help. 500 two-sided corrugated signs with stakes and 2,000 door hangers come to about $3,150 with the union bug."},
		{"candidate1", 2 * day, "That fits the budget. What turnaround can you do if we approve the proof this week?"},
		{"vendor2", 3 * hour, "Proof is ready for your review. If you approve by Wednesday noon we ship Friday, in time for your Saturday canvass."},
	}},
	{a: "staff2", b: "vendor1", unread: 1, lines: []demoLine{
		{"staff2", day + 5*hour, "Hi Rebecca, Keystone Forward is looking at a short message-testing poll in Pennsylvania next month. What would 600 likely voters cost?"},
		{"vendor1", day + 3*hour, "Hi Daniel, a 600-interview text-to-web survey with four message tests runs about $18,000, results in 8 business days."},
		{"staff2", 2 * hour, "That works. Can you send a draft questionnaire by Friday so our team can review it?"},
	}},
	{a: "candidate2", b: "staff2", lines: []demoLine{
		{"candidate2", 4 * day, "Daniel, thanks for the email program audit. The list cleanup already lifted our open rate."},
		{"staff2", 4*day - 2*hour, "Glad it helped, James. Next step: a three-email sequence ahead of the filing deadline. Draft by Monday?"},
		{"candidate2", 4*day - hour, "Monday is perfect. Keep the tone focused on road repair; that's what people bring up at the doors."},
	}},
	{a: "candidate2", b: "staff1", unread: 1, lines: []demoLine{
		{"candidate2", 5 * hour, "Priya, a friend in Atlanta says you built the best volunteer program she has seen. Do you ever consult for county races? We are in Franklin County, Ohio."},
	}},
	// editor1 shares no team with candidate1 and never wrote to her: a
	// message request in her Requests list.
	{a: "editor1", b: "candidate1", request: true, lines: []demoLine{
		{"editor1", 90 * minute, "Hi Maria, I cover Colorado races for the Canvass newsroom. Would you have 15 minutes this week for a short interview about the District 6 race?"},
	}},
}

// demoMessages sends the demo conversations through the messages service
// (every rule applies: trimming, contacts, unread counts), with a clock set
// to each message's time and the send limits lifted (seeding sends faster
// than any person may). Then it reads what the demo accounts have read.
func (s *Seeder) demoMessages(ctx context.Context, users DemoUsers) error {
	var at time.Time
	svc := messages.NewService(s.DB, messages.NewLocalBroker(), messages.Options{
		Limits: &messages.Limits{},
		Now:    func() time.Time { return at },
	})
	now := time.Now().UTC().Truncate(time.Second)
	// Send in time order across conversations, so ids follow time (contacts
	// are ordered by their newest message's id).
	type send struct {
		line  demoLine
		conv  demoConversation
		index int
	}
	var all []send
	for _, c := range demoConversations {
		if users[c.a] == nil || users[c.b] == nil {
			return fmt.Errorf("demo conversation %s/%s: missing demo user", c.a, c.b)
		}
		for i, l := range c.lines {
			all = append(all, send{l, c, i})
		}
	}
	sort.SliceStable(all, func(i, j int) bool { return all[i].line.ago > all[j].line.ago })
	for _, x := range all {
		c, l := x.conv, x.line
		from, to := users[c.a], users[c.b]
		if l.from == c.b {
			from, to = to, from
		}
		at = now.Add(-l.ago)
		m, err := svc.Send(ctx, from, messages.SendInput{ReceiverID: to.ID, Content: l.text, ClientID: fmt.Sprintf("demo-%s-%s-%d", c.a, c.b, x.index)})
		if err != nil {
			return fmt.Errorf("demo message from %s to %s: %w", from.Username, to.Username, err)
		}
		if m.Request && !c.request {
			if _, err := svc.AcceptRequest(ctx, to, from.ID); err != nil {
				return err
			}
		}
		// Everything but the last `unread` messages was read as it arrived.
		if !c.request && x.index < len(c.lines)-c.unread {
			if _, err := svc.MarkConversationRead(ctx, to, from.ID, m.ID); err != nil {
				return err
			}
		}
	}
	return nil
}
