package jobs

import (
	"regexp"
	"strings"
)

// MsgAsksForMoney refuses a posting that asks applicants for money
// (docs/trust.md, "Jobs that ask for money"): the most common campaign-job
// scam is a "position" that needs a fee, a training cost or a paid
// background check first.
const MsgAsksForMoney = "Job postings cannot ask applicants for money (fees, training costs, paid background checks, starter kits)."

// Each rule reads one sentence. A sentence that says the cost is not the
// applicant's ("no application fee", "training costs are covered") passes.
var (
	// A fee named for applying or starting: "a $50 application fee".
	feeToApply = regexp.MustCompile(`\b(application|applicant|registration|processing|onboarding|enrol?lment|placement|screening|sign[- ]?up|membership|interview)\s+(fee|fees|charge|charges|deposit)\b`)
	// A cost of something the job needs: "training costs", "background check fee", "starter kit ($99)".
	costOfStarting = regexp.MustCompile(`\b(training|background[- ]checks?|drug[- ]tests?|starter[- ]kits?|equipment|uniforms?|certifications?|materials|badges?)\s+(fee|fees|costs?|deposit|charge|charges)\b|\bstarter[- ]kits?\b`)
	// The applicant pays: "you must pay for your background check", "send $75 to reserve".
	applicantPays = regexp.MustCompile(`\b(pay|purchase|buy|deposit|send|wire|venmo|zelle|cash\s?app)\b[^.!?]{0,40}(\b(for|the|a|your)\b|\$\s?\d)`)
	// ...for one of these.
	payTargets = regexp.MustCompile(`\b(training|background[- ]checks?|drug[- ]tests?|starter[- ]kits?|equipment|uniforms?|certifications?|materials|badges?|fee|fees|deposit|spot|position|application)\b`)
	// The cost is not the applicant's.
	notTheirs = regexp.MustCompile(`\b(no|free|without|waived|covered|reimburs\w*|we pay|paid by (us|the campaign)|at no cost|never ask)\b`)
	sentences = regexp.MustCompile(`[^.!?\n]+`)
)

// AsksForMoney reports whether text asks the applicant to pay.
func AsksForMoney(text string) bool {
	for _, s := range sentences.FindAllString(strings.ToLower(text), -1) {
		if notTheirs.MatchString(s) {
			continue
		}
		if feeToApply.MatchString(s) || costOfStarting.MatchString(s) {
			return true
		}
		if m := applicantPays.FindStringIndex(s); m != nil && payTargets.MatchString(s[m[0]:]) && !strings.Contains(s, "we pay") {
			return true
		}
	}
	return false
}
