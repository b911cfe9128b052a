package seed

import (
	"context"
	"fmt"

	"canvass/internal/ratelimit"
	"canvass/internal/resources"
)

// demoResource is one demo guide; author is a demo account's username.
type demoResource struct {
	author string
	in     resources.Input
}

// demoResources are a dozen guides written for Canvass's members, across
// the categories, in the order they are published (the last is the newest,
// so the home page's teaser shows the last two).
var demoResources = []demoResource{
	{"staff1", resources.Input{
		Title:       "Writing a Campaign Plan in One Weekend",
		Description: "A plan you will actually use: the vote goal, the calendar, the budget and who does what, in six short sections.",
		Category:    "strategy",
		Content: `A campaign plan is not a binder for the shelf. It is the document your manager, finance director and field lead open every Monday to decide what to do that week. Write it fast, keep it short and update it monthly.

# 1. The race in one page

Write down the office, the district, election day and every deadline that matters: filing, the last day to register, the start of early voting and absentee ballot request deadlines. Add the last three results for the seat and the turnout in each.

# 2. The vote goal

Your **win number** is the votes you need, not a percentage.

1. Project turnout: average the last two comparable elections and adjust for anything new on the ballot.
2. Divide by two and add one for a two-way race; add a safety margin of 3 to 5 percent.
3. Subtract the votes you can count on from your base. The rest is who you must persuade or turn out.

| Item | Example |
|---|---|
| Projected turnout | 42,000 |
| Win number (50% + 1, plus 4%) | 22,681 |
| Reliable base | 15,000 |
| Votes to find | 7,681 |

# 3. The message

One sentence on why you are running, one on what you will do, one on why your opponent will not. If a volunteer cannot say it at a door in ten seconds, it is too long.

# 4. The calendar

Work backwards from election day. Put in the debates, the filing and finance report deadlines, mail drop dates and the weekends of your biggest canvasses. Mark the last 30 days as get-out-the-vote time and protect it.

# 5. The budget

Start with what you can raise, not what you want to spend. Put voter contact first: mail, digital, doors and phones. Keep a 10 percent reserve for the final two weeks.

# 6. Who does what

Name one owner for every part of the plan. A task with two owners has none.

> Review the plan on the first Monday of every month. Change it when the facts change, not when the mood does.`,
	}},
	{"candidate1", resources.Input{
		Title:       "Call Time That Actually Raises Money",
		Description: "How candidates and finance staff run disciplined call time: the list, the script, the ask and the follow-up.",
		Category:    "fundraising",
		Content: `Call time is the most reliable money a campaign raises, and the part candidates dread most. Structure makes it bearable and makes it work.

## Build the call sheet

Every call sheet should have the donor's name, phone, giving history (to you and to similar campaigns), a short note on how you know them, and a **specific ask amount**. Research each donor before the session, not during it.

## The session

- Block three-hour sessions at the same times each week and treat them like a debate: nothing moves them.
- A call-time manager sits in the room, dials, hands over the phone and logs the result.
- Aim for 25 to 30 dials an hour. Most will be voicemails: leave a short message and send a text right after.

## The ask

Say why you are running in two sentences, say why now matters, then ask for a number and stop talking.

> "Can I count on you for $1,000 before our deadline on the 30th?"

Silence is fine. Let them answer.

## Follow-up the same day

Pledges that are not collected within 48 hours often never are. Send a thank-you email with a direct donation link within the hour, then a reminder on day two. Log every pledge in your finance database so nothing depends on memory.

## Track the numbers

| Measure | Healthy range |
|---|---|
| Dials per hour | 25 to 30 |
| Contact rate | 15 to 25% |
| Pledge rate of contacts | 30 to 50% |
| Pledges collected | over 85% |

Review the numbers weekly with the candidate. Good numbers are the best motivation for the next session.`,
	}},
	{"staff2", resources.Input{
		Title:       "Recruiting and Keeping Volunteers",
		Description: "Where volunteers come from, how to make their first shift great and how to turn them into team leaders.",
		Category:    "field",
		Content: `Volunteers are a campaign's largest and most fragile resource. Most who come once never come back, and the reason is almost always the first shift.

## Ask everyone, every time

- Every sign-up sheet, event and donation page asks "Can you volunteer?"
- Call new sign-ups within 48 hours and book a specific shift. "We'll be in touch" loses them.
- Ask current volunteers to bring one friend to their next shift.

## Make the first shift great

1. Greet them by name and introduce them to someone.
2. Train them in 15 minutes with a role play, not a lecture.
3. Pair new volunteers with experienced ones.
4. Debrief afterwards: what went well, what was hard, and **book the next shift before they leave**.

## Build a ladder

Give people more responsibility as they show up: data entry, then leading a canvass pair, then running a staging location. Volunteers with a title and a team stay to election day.

## Thank people properly

A handwritten note, a shout-out at the weekly meeting or a photo on the campaign's social accounts costs little and keeps people coming back.`,
	}},
	{"candidate2", resources.Input{
		Title:       "Door Knocking 101: Running a Canvass Shift",
		Description: "Turf, scripts, safety and data: everything a field organizer needs to launch volunteers to the doors.",
		Category:    "field",
		Content: `Face-to-face conversations remain the most persuasive contact a campaign can make. A well-run shift gets volunteers out fast and brings back clean data.

## Before the shift

- Cut turf into walkable packets of 40 to 60 doors, grouped by street.
- Print or load walk lists with names, ages and the script.
- Check the weather and plan for the dark in autumn.

## The script

Keep it short: who you are, why you are there, one question, and a clear ask.

1. "Hi, I'm a volunteer with the Jordan campaign."
2. "What's the most important issue for you this year?"
3. Listen. Connect their answer to one point of the message.
4. "Can we count on your vote on November 3rd?"

## Safety

- Canvass in pairs, keep phones charged and share locations with the staging lead.
- Never enter a home. Skip any door that feels wrong.
- Set a firm return time and check everyone back in.

## Data the same night

Enter every result before volunteers go home: not home, support level, issues and follow-ups. Data entered tomorrow is data lost.`,
	}},
	{"staff1", resources.Input{
		Title:       "Your Early Vote and Absentee Chase Program",
		Description: "Track who has requested and returned a ballot, and spend the last weeks only on supporters who have not voted yet.",
		Category:    "gotv",
		Content: `In many states a large share of votes is cast before election day. A chase program makes sure every supporter who requested a ballot actually returns it.

## Get the data flowing

Your state or county publishes lists of ballot requests and returns, often daily. Load them into your voter file as soon as they appear. Every day, build a **chase universe**: supporters who requested a ballot but have not returned it.

## Contact the chase universe in waves

| Days before the deadline | Contact |
|---|---|
| 21 | Reminder mail and email with return instructions |
| 14 | Phone and text: "Have you mailed your ballot yet?" |
| 7 | Door knock for anyone still outstanding |
| 3 | Final calls, with drop box and vote centre locations |

## Remove voters as they vote

The most wasteful GOTV contact is the one made to someone who already voted. Refresh the universe every day and drop anyone whose ballot has been accepted.

## Know the rules

Ballot deadlines, signature requirements and cure processes differ by state. Check your state election office's site and train volunteers on the exact rules before they talk to voters.`,
	}},
	{"candidate1", resources.Input{
		Title:       "Election Day Operations Checklist",
		Description: "Poll greeters, rides, phone banks and the war room: a plan for the longest day of the campaign.",
		Category:    "gotv",
		Content: `Election day is won in the weeks before it, but a clear plan for the day itself keeps turnout high and the team calm.

## Two weeks out

- Confirm a volunteer for every shift: poll greeters, drivers, phone bankers and door knockers.
- Print walk lists for your highest-priority precincts.
- Set up the war room: a quiet space, phones, chargers, a printed precinct map and a results tracker.

## The day

- **6 a.m.** Greeters at the largest polling places with sample ballots where allowed.
- **Morning** Knock doors of supporters who have not voted, in precincts you can check.
- **Afternoon** Phone and text banks to everyone still outstanding.
- **Evening** Rides for anyone who asks; last-hour push near closing time.

## Know the rules

Electioneering distances, what greeters may hand out and who may be inside a polling place are set by state law. Brief every volunteer and keep the state election office's voter hotline number on every sheet.

## After the polls close

Send observers to collect results from precincts, report them to the war room and thank every volunteer before the night ends.`,
	}},
	{"staff2", resources.Input{
		Title:       "Email Lists That Raise Money and Volunteers",
		Description: "Grow a clean list, write emails people open, and test your way to better results without a big digital team.",
		Category:    "digital",
		Content: `Email is still one of the cheapest ways to raise money and recruit volunteers, if the list is healthy and the messages are worth opening.

## Grow the list honestly

Collect emails with clear consent at events, at the doors and on your website. Never buy lists: they hurt deliverability and often break the law.

## Keep it clean

- Remove addresses that bounce.
- Send a re-engagement email to people who have not opened in 90 days, then stop emailing those who still do not.
- Make unsubscribing easy.

## Write emails people open

1. A subject line under 50 characters that a friend might send.
2. One message, one ask, one link repeated two or three times.
3. A sender name people know: the candidate's.

## Test one thing at a time

Split a sample of the list, test two subject lines, and send the winner to everyone else. Keep a simple log of what you tested and what won. After a month you will know your audience better than any template.

See the [CAN-SPAM compliance guide](https://www.ftc.gov/business-guidance/resources/can-spam-act-compliance-guide-business) for the basic rules on commercial email; political messages have their own rules in some states.`,
	}},
	{"candidate2", resources.Input{
		Title:       "Preparing a Candidate for Press Interviews",
		Description: "Message points, bridging, and practice: how to walk into an interview ready and walk out on message.",
		Category:    "media",
		Content: `Reporters are doing their job; your job is to answer honestly and stay on message. Preparation makes both possible.

## Before the interview

- Ask the reporter about the topic, the format, the length and the deadline.
- Read the reporter's recent stories.
- Write **three message points**, each one sentence, each with a fact or a story behind it.

## Bridging

When a question leads away from your message, answer it briefly and bridge back:

> "That's an important question, and the bigger issue for families here is..."

Never bridge away from a direct question about your own record. Answer it.

## Practice

Run a mock interview with a staffer playing a tough reporter. Record it, watch it together and practice the hardest three questions until the answers are short and calm.

## After the interview

Send the reporter any facts you promised, thank them and log the story in your press tracker. If something was reported inaccurately, ask for a correction politely and in writing.`,
	}},
	{"staff1", resources.Input{
		Title:       "Ballot Access: Getting Your Candidate on the Ballot",
		Description: "Filing deadlines, petition signatures and the mistakes that knock candidates off the ballot.",
		Category:    "legal",
		Content: `No campaign survives missing the ballot. Requirements vary by state, county and office, so start early and read the rules yourself.

## Find the requirements

Your state's election office publishes candidate guides with filing deadlines, fees and signature requirements. Local offices may have their own rules. Write every deadline into the campaign calendar on day one.

## Petition signatures

- Collect **at least 50 percent more** signatures than required: some will be invalid.
- Use the official petition form and follow its instructions exactly.
- Check signatures against the voter file as they come in.
- Train circulators on who may sign and who may circulate.

## Common mistakes

1. Filing on the last day and discovering a missing form.
2. Petitions with signers from outside the district.
3. Missing notarization or circulator statements.
4. Unpaid filing fees.

## Get help

Many state parties and nonpartisan groups offer ballot access training. For anything unclear, ask an election lawyer before you file. This guide is general information, not legal advice.`,
	}},
	{"candidate1", resources.Input{
		Title:       "Campaign Finance Compliance Basics",
		Description: "Contribution limits, record keeping, disclaimers and reports: the habits that keep a campaign out of trouble.",
		Category:    "legal",
		Content: `Compliance problems rarely come from bad intentions. They come from missing records and missed deadlines. Build good habits from the first dollar.

## Know your limits

Federal campaigns follow the Federal Election Commission's contribution limits; state and local campaigns follow their state's rules. Check the current limits on the [FEC's website](https://www.fec.gov) or your state ethics or election office before you raise a dollar.

## Record everything

For every contribution keep the donor's name, address, amount, date, and, above certain amounts, employer and occupation. Keep copies of checks and online receipts. For every expense keep the invoice and the payment record.

## Disclaimers

Ads, mail, websites and many digital messages need a "paid for by" disclaimer. The exact wording and size rules depend on the medium and the jurisdiction.

## Reports

| Habit | Why |
|---|---|
| Reconcile the bank account monthly | Catches errors while they are small |
| Calendar every report deadline | Late reports bring fines |
| One person owns compliance | Shared responsibility is no responsibility |

When in doubt, ask your treasurer or a compliance attorney. This guide is general information, not legal advice.`,
	}},
	{"staff2", resources.Input{
		Title:       "Building Your Target Universe from the Voter File",
		Description: "Turn the voter file into persuasion and turnout universes your field, mail and digital teams can use.",
		Category:    "data",
		Content: `The voter file tells you who is registered, where they live and how often they vote. Targeting turns it into lists your campaign can act on.

## Start with the vote goal

You know how many votes you need. Targeting answers **who** they will come from.

## Two universes

- **Persuasion**: likely voters who have not made up their minds. Talk to them about your message.
- **Turnout**: supporters who do not always vote. Remind them when and how to vote.

## Building them

1. Start with registered voters in the district.
2. Score turnout from vote history in the last four comparable elections.
3. Score support from party registration or primary history where available, plus any IDs from doors and phones.
4. Place each voter in a cell by turnout and support, then choose the cells to contact.

| Turnout \ Support | Low | Middle | High |
|---|---|---|---|
| High | skip | persuade | bank |
| Middle | skip | persuade | turn out |
| Low | skip | skip | turn out |

## Keep it current

Update the universes as IDs come in from the field. A voter who says "definitely yes" moves to turnout; a "definitely no" leaves every list.`,
	}},
	{"candidate2", resources.Input{
		Title:       "Debate Prep for First-Time Candidates",
		Description: "Research, mock debates and the two-minute answer: how to walk onto the stage ready.",
		Category:    "strategy",
		Content: `Debates rarely win races, but a bad one can lose them. Preparation is how first-time candidates hold their own against experienced opponents.

## Research

- Collect the format: length, topics, time limits, opening and closing statements.
- Read your opponent's record, votes and past debate answers.
- List the ten questions you most expect and the five you most fear.

## Write the answers

Every answer follows one shape: **answer, proof, message**. Answer the question in a sentence, give one fact or story, and connect it to your reason for running. Keep answers inside the time limit with ten seconds to spare.

## Mock debates

Hold at least two full mock debates with a stand-in opponent who knows the record well. Time every answer. Watch the recording together and fix the three biggest problems each time.

## On the day

Eat, rest, arrive early and walk the stage. Have a closing statement memorized. Whatever happens, finish calm and on message: that is the clip most voters will see.`,
	}},
}

// demoGuides publishes demoResources by their demo authors, through a
// resources service without the creation limits (seeding writes faster
// than any person may).
func (s *Seeder) demoGuides(ctx context.Context, users DemoUsers) error {
	svc := resources.NewService(s.DB, s.Uploads)
	svc.SetLimits(ratelimit.Limits{})
	for _, d := range demoResources {
		u := users[d.author]
		if u == nil {
			return fmt.Errorf("demo resource %q: no demo user %s", d.in.Title, d.author)
		}
		if _, err := svc.Create(ctx, u, d.in); err != nil {
			return fmt.Errorf("demo resource %q: %w", d.in.Title, err)
		}
	}
	return nil
}
