package jobs

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"canvass/internal/accounts"
	"canvass/internal/apperr"
	"canvass/internal/hidden"
	"canvass/internal/memo"
	"canvass/internal/notifications"
	"canvass/internal/paylaw"
	"canvass/internal/resumes"
	"canvass/internal/store"
)

// Messages of spec sections 5 and 6, verbatim, plus Canvass's own for the
// rules the spec does not word.
const (
	MsgPostTitle        = "Job title must be at least 5 characters"
	MsgEditTitle        = "Title must be at least 5 characters"
	MsgOrganization     = "Organization name is required"
	MsgLocation         = "Location is required"
	MsgJobType          = "Job type is required"
	MsgPostDescription  = "Description must be at least 10 characters"
	MsgEditDescription  = "Description must be at least 20 characters"
	MsgVendorCannotPost = "Vendor accounts cannot post jobs. Only candidates and campaign staff can post jobs."
	MsgNotOwner         = "You don't have permission to edit this job posting."
	MsgLoginToPost      = "You need to log in to post a job."
	MsgLoginToEdit      = "You need to log in to edit a job posting."
	MsgLoginToApply     = "You need to log in to apply."
	MsgLoginToSee       = "You need to log in to see applications."
	MsgNotFound         = "Job not found."
	MsgUnknownJobType   = "Choose a job type: full-time, part-time, contract, volunteer or internship"
	MsgUnknownAffil     = "Choose a political affiliation from the list"
	MsgUnknownWorkplace = "Choose a workplace: on-site, hybrid or remote"
	MsgSalaryNegative   = "Salary cannot be negative"
	MsgSalaryTooLarge   = "Salary is too large"
	MsgSalaryOrder      = "Minimum salary cannot be more than the maximum"
	MsgSalaryPeriod     = "Choose a salary period: hour, month, year or stipend"
	MsgDeadlinePast     = "Application deadline must be in the future"
	MsgElectionDate     = "Enter the election date as a date (YYYY-MM-DD)"
	MsgElectionPast     = "Election date must be today or later"
	MsgElectionFar      = "Election date must be within the next 6 years"
	MsgApplyMessage     = "Please enter a message"
	MsgApplyTooLong     = "Message must be at most 5,000 characters"
	MsgAlreadyApplied   = "You have already applied to this job."
	MsgApplyClosed      = "This job is no longer accepting applications."
	MsgApplyOwn         = "You cannot apply to your own job posting."
	MsgOwnerOnlyApps    = "Only the person who posted this job can see its applications."
	MsgOwnApplications  = "You can only see your own applications."
	MsgLoginToSave      = "You need to log in to save jobs."
	MsgVendorCannotSave = "Vendor accounts cannot save jobs."
	MsgOwnSaved         = "You can only see your own saved jobs."
)

// Limits beyond the spec's minimums (section 9 shows none).
const (
	MaxTitle        = 200
	MaxOrganization = 200
	MaxLocation     = 200
	MaxDescription  = 20000
	MaxMessage      = 5000
	MaxSalary       = 100_000_000
)

// Service holds the job board's rules. Every method that acts for someone
// takes that person explicitly (actor; nil for visitors).
type Service struct {
	db  *store.DB
	now func() time.Time
	// Posted, when set, is called with each new job inside the transaction
	// that posts it (job alerts queue their instant run there).
	Posted func(ctx context.Context, tx *store.Tx, j *Job) error
	// StageMoved, when set, is called with each move of an application past
	// Applied inside its transaction (the applicant's email).
	StageMoved func(ctx context.Context, tx *store.Tx, m StageMove) error

	// facets caches Facets for FacetsTTL: the dropdowns group every open job
	// (three scans of the table), and every board and home page asks for them.
	// Writes drop the cache at once, on every process on PostgreSQL (Caches,
	// internal/app); passing deadlines show within FacetsTTL.
	facets memo.Value[Facets]

	// notify tells job owners about applications (nil: nobody is told).
	notify *notifications.Service
}

// SetNotifier makes the board tell owners about new applications.
func (s *Service) SetNotifier(n *notifications.Service) { s.notify = n }

// FacetsTTL is how long the job board's filter values are reused.
const FacetsTTL = 30 * time.Second

// NewService returns the job board service.
func NewService(db *store.DB) *Service {
	s := &Service{db: db, now: store.Now}
	s.facets.TTL = FacetsTTL
	return s
}

// Input is what the post and edit forms send. Enum fields accept the stored
// value or the GraphQL name in any letter case ("Full-Time", "full-time",
// "FULL_TIME"); empty optional fields mean "none".
type Input struct {
	Title                string     `json:"title"`
	Organization         string     `json:"organization"`
	Location             string     `json:"location"`
	JobType              string     `json:"jobType"`
	Description          string     `json:"description"`
	PoliticalAffiliation string     `json:"politicalAffiliation"`
	SalaryMin            *int       `json:"salaryMin"`
	SalaryMax            *int       `json:"salaryMax"`
	SalaryPeriod         string     `json:"salaryPeriod"`
	Workplace            string     `json:"workplace"`
	Deadline             *time.Time `json:"deadline"`
	// ElectionDate names the election the job serves (YYYY-MM-DD; empty: none).
	ElectionDate string `json:"electionDate"`
}

// PastDeadline reports whether the job's deadline has passed at now.
func (j *Job) PastDeadline(now time.Time) bool {
	return j.Deadline != nil && !j.Deadline.After(now)
}

// Closed reports whether the job's deadline has passed.
func (s *Service) Closed(j *Job) bool { return j.PastDeadline(s.now()) }

// ElectionClose is when a job that serves the election on day closes unless
// its poster set another deadline: the start of the day after in Hawaii
// (10:00 UTC), so it stays open through election night everywhere in the US.
func ElectionClose(day time.Time) time.Time {
	return time.Date(day.Year(), day.Month(), day.Day()+1, 10, 0, 0, 0, time.UTC)
}

// electionClose is ElectionClose of a stored election day (false: none or unreadable).
func electionClose(day *string) (time.Time, bool) {
	if day == nil {
		return time.Time{}, false
	}
	d, err := time.Parse(time.DateOnly, *day)
	if err != nil {
		return time.Time{}, false
	}
	return ElectionClose(d), true
}

// rules are the messages that differ between the post and the edit form.
type rules struct {
	titleMsg, descMsg string
	descMin           int
}

var (
	postRules = rules{MsgPostTitle, MsgPostDescription, 10}
	editRules = rules{MsgEditTitle, MsgEditDescription, 20}
)

// clean validates in and returns the job fields to store. old is the stored
// job on edit (nil on post): an unchanged past deadline or election date
// stays allowed.
func (s *Service) clean(in Input, r rules, old *Job) (*Job, error) {
	var prevDeadline *time.Time
	if old != nil {
		prevDeadline = old.Deadline
	}
	var v apperr.Validation
	n := utf8.RuneCountInString
	j := &Job{
		Title:        strings.TrimSpace(in.Title),
		Organization: strings.TrimSpace(in.Organization),
		Location:     strings.TrimSpace(in.Location),
		Description:  strings.TrimSpace(in.Description),
	}
	v.Check(n(j.Title) >= 5, "title", r.titleMsg)
	v.Check(n(j.Title) <= MaxTitle, "title", fmt.Sprintf("Title must be at most %d characters", MaxTitle))
	v.Check(n(j.Organization) >= 2, "organization", MsgOrganization)
	v.Check(n(j.Organization) <= MaxOrganization, "organization", fmt.Sprintf("Organization name must be at most %d characters", MaxOrganization))
	v.Check(n(j.Location) >= 2, "location", MsgLocation)
	v.Check(n(j.Location) <= MaxLocation, "location", fmt.Sprintf("Location must be at most %d characters", MaxLocation))

	if t := strings.TrimSpace(in.JobType); t == "" {
		v.Add("jobType", MsgJobType)
	} else if val, ok := JobTypes.Parse(t); ok {
		j.JobType = JobType(val)
	} else {
		v.Add("jobType", MsgUnknownJobType)
	}

	v.Check(n(j.Description) >= r.descMin, "description", r.descMsg)
	v.Check(n(j.Description) <= MaxDescription, "description", "Description must be at most 20,000 characters")
	// SECURITY: a posting that asks applicants for money is refused (docs/trust.md).
	if AsksForMoney(j.Title) {
		v.Add("title", MsgAsksForMoney)
	} else if n(j.Description) <= MaxDescription && AsksForMoney(j.Description) {
		v.Add("description", MsgAsksForMoney)
	}

	if a := strings.TrimSpace(in.PoliticalAffiliation); a != "" {
		if val, ok := accounts.Affiliations.Parse(a); ok {
			aff := accounts.Affiliation(val)
			j.PoliticalAffiliation = &aff
		} else {
			v.Add("politicalAffiliation", MsgUnknownAffil)
		}
	}
	if w := strings.TrimSpace(in.Workplace); w != "" {
		if val, ok := Workplaces.Parse(w); ok {
			wp := Workplace(val)
			j.Workplace = &wp
		} else {
			v.Add("workplace", MsgUnknownWorkplace)
		}
	}
	// A job located "Remote" with no workplace given is a remote job, so the
	// board's Remote workplace filter finds it (an explicit choice is kept).
	if j.Workplace == nil && IsRemoteLocation(j.Location) {
		wp := Workplace("remote")
		j.Workplace = &wp
	}

	// Salary: optional range; amounts need a period; min <= max.
	for _, a := range []struct {
		field string
		val   *int
	}{{"salaryMin", in.SalaryMin}, {"salaryMax", in.SalaryMax}} {
		if a.val != nil {
			v.Check(*a.val >= 0, a.field, MsgSalaryNegative)
			v.Check(*a.val <= MaxSalary, a.field, MsgSalaryTooLarge)
		}
	}
	if in.SalaryMin != nil && in.SalaryMax != nil {
		v.Check(*in.SalaryMin <= *in.SalaryMax, "salaryMin", MsgSalaryOrder)
	}
	j.SalaryMin, j.SalaryMax = in.SalaryMin, in.SalaryMax
	if p := strings.TrimSpace(in.SalaryPeriod); p != "" {
		if val, ok := SalaryPeriods.Parse(p); ok {
			sp := SalaryPeriod(val)
			j.SalaryPeriod = &sp
		} else {
			v.Add("salaryPeriod", MsgSalaryPeriod)
		}
	} else if in.SalaryMin != nil || in.SalaryMax != nil {
		v.Add("salaryPeriod", MsgSalaryPeriod)
	}

	// Pay-range laws (internal/paylaw): a paid job in a place whose law asks
	// for a range, or a remote one, carries a minimum and a maximum.
	if j.JobType != "volunteer" && j.JobType != "" {
		remote := j.Workplace != nil && *j.Workplace == "remote"
		if law, ok := paylaw.For(j.Location, remote, s.now()); ok {
			v.Check(in.SalaryMin != nil, "salaryMin", law.Message(remote))
			v.Check(in.SalaryMax != nil, "salaryMax", law.Message(remote))
		}
	}

	// Election date: a calendar day. The deadline follows it (the day after)
	// when the poster gave none, or sent back the one that followed the
	// stored election date; a deadline of the poster's own is kept (an
	// extension, or an earlier close).
	if e := strings.TrimSpace(in.ElectionDate); e != "" {
		if day, err := time.Parse(time.DateOnly, e); err != nil {
			v.Add("electionDate", MsgElectionDate)
		} else {
			ds := day.Format(time.DateOnly)
			closes := ElectionClose(day)
			unchanged := old != nil && old.ElectionDate != nil && *old.ElectionDate == ds
			ok := unchanged || closes.After(s.now())
			v.Check(ok, "electionDate", MsgElectionPast)
			v.Check(day.Year() <= s.now().Year()+6, "electionDate", MsgElectionFar)
			j.ElectionDate = &ds
			prevClose, hadElection := time.Time{}, false
			if old != nil {
				prevClose, hadElection = electionClose(old.ElectionDate)
			}
			followed := hadElection && in.Deadline != nil && in.Deadline.Equal(prevClose) && prevDeadline != nil && prevDeadline.Equal(prevClose)
			if ok && (in.Deadline == nil || followed) {
				in.Deadline = &closes
				if unchanged {
					prevDeadline = &closes // an unchanged past election keeps its close
				}
			}
		}
	}

	// Deadline: in the future, unless it is the unchanged stored one.
	if in.Deadline != nil {
		d := in.Deadline.UTC().Truncate(time.Microsecond)
		unchanged := prevDeadline != nil && prevDeadline.Equal(d)
		v.Check(unchanged || d.After(s.now()), "deadline", MsgDeadlinePast)
		j.Deadline = &d
	}
	if err := v.Err(); err != nil {
		return nil, err
	}
	return j, nil
}

// Create posts a job for actor, who is always its owner.
func (s *Service) Create(ctx context.Context, actor *accounts.User, in Input) (*Job, error) {
	// SECURITY: only signed-in candidates and campaign staff post jobs.
	if actor == nil {
		return nil, apperr.New(apperr.Unauthenticated, MsgLoginToPost)
	}
	if actor.UserType == accounts.Vendor {
		return nil, apperr.New(apperr.Forbidden, MsgVendorCannotPost)
	}
	j, err := s.clean(in, postRules, nil)
	if err != nil {
		return nil, err
	}
	j.UserID = actor.ID
	j.CreatedAt = s.now()
	if s.Posted == nil {
		err = insertJob(ctx, s.db, j)
	} else {
		err = s.db.InTx(ctx, func(tx *store.Tx) error {
			if err := insertJob(ctx, tx, j); err != nil {
				return err
			}
			return s.Posted(ctx, tx, j)
		})
	}
	if err != nil {
		return nil, err
	}
	s.forgetFacets()
	return j, nil
}

// Update edits a job; only its owner may.
func (s *Service) Update(ctx context.Context, actor *accounts.User, id int64, in Input) (*Job, error) {
	old, err := s.ownedJob(ctx, actor, id)
	if err != nil {
		return nil, err
	}
	j, err := s.clean(in, editRules, old)
	if err != nil {
		return nil, err
	}
	j.ID, j.UserID, j.CreatedAt, j.State = old.ID, old.UserID, old.CreatedAt, old.State
	if err := updateJob(ctx, s.db, j); err != nil {
		return nil, err
	}
	s.forgetFacets()
	return j, nil
}

// Delete removes a job (and its applications); only its owner may.
func (s *Service) Delete(ctx context.Context, actor *accounts.User, id int64) error {
	if _, err := s.ownedJob(ctx, actor, id); err != nil {
		return err
	}
	_, err := s.db.Exec(ctx, `DELETE FROM jobs WHERE id = ?`, id)
	s.forgetFacets()
	return err
}

// ownedJob loads job id for an edit or delete by actor.
func (s *Service) ownedJob(ctx context.Context, actor *accounts.User, id int64) (*Job, error) {
	// SECURITY: only the job's owner edits or deletes it.
	if actor == nil {
		return nil, apperr.New(apperr.Unauthenticated, MsgLoginToEdit)
	}
	j, err := s.Get(ctx, id)
	if err != nil {
		return nil, err
	}
	if !j.OwnedBy(actor) {
		return nil, apperr.New(apperr.Forbidden, MsgNotOwner)
	}
	return j, nil
}

// Get returns one job, closed ones included (their page stays up), hidden
// ones too: what shows a job to someone reads it with GetFor.
func (s *Service) Get(ctx context.Context, id int64) (*Job, error) {
	var j Job
	if err := store.GetOne(ctx, s.db, &j, apperr.New(apperr.NotFound, MsgNotFound),
		`SELECT `+jobColumns+` FROM jobs j WHERE j.id = ?`, id); err != nil {
		return nil, err
	}
	return normalize(&j), nil
}

// GetFor returns job id as viewer (nil for visitors) may read it: a job
// moderators hid is NOT_FOUND for everyone but its owner and the moderators.
func (s *Service) GetFor(ctx context.Context, viewer *accounts.User, id int64) (*Job, error) {
	j, err := s.Get(ctx, id)
	if err != nil {
		return nil, err
	}
	if ok, err := s.CanSee(ctx, viewer, j); err != nil || !ok {
		if err == nil {
			err = apperr.New(apperr.NotFound, MsgNotFound)
		}
		return nil, err
	}
	return j, nil
}

// CanSee reports whether viewer (nil for visitors) may read j: anyone when
// it is visible, its owner and the moderators when moderators hid it (a
// statement only then).
func (s *Service) CanSee(ctx context.Context, viewer *accounts.User, j *Job) (bool, error) {
	// SECURITY: hidden content is its author's and the moderators' only (internal/hidden).
	return hidden.CanSee(ctx, s.db, j.State, j.UserID, viewerID(viewer))
}

// HiddenFor is what viewer is told of j's moderation: whether it is hidden
// and why, for its owner and the moderators (isMod: whether viewer is one);
// false and "" for everyone else and for visible jobs.
func HiddenFor(viewer *accounts.User, isMod bool, j *Job) (bool, *string) {
	if !j.IsHidden() || !(j.OwnedBy(viewer) || isMod) {
		return false, nil
	}
	r := j.ReasonText()
	if r == "" {
		return true, nil
	}
	return true, &r
}

// ModerationChanged drops what this process keeps of the board (the
// dropdowns' counts) after moderators hid or restored jobs (internal/moderation
// calls it once the hidden bits are written).
func (s *Service) ModerationChanged() { s.forgetFacets() }

// IsModerator reports whether viewer (nil for visitors) holds the moderator
// role (one statement; none for visitors).
func (s *Service) IsModerator(ctx context.Context, viewer *accounts.User) (bool, error) {
	return hidden.IsModerator(ctx, s.db, viewerID(viewer))
}

// viewerID is viewer's id, 0 for visitors.
func viewerID(viewer *accounts.User) int64 {
	if viewer == nil {
		return 0
	}
	return viewer.ID
}

// ByIDs returns the jobs with the given ids in one statement (for loaders);
// missing ids are absent from the map. Hidden jobs are in it: a loader's
// user checks CanSee.
func (s *Service) ByIDs(ctx context.Context, ids []int64) (map[int64]*Job, error) {
	return store.ByKeys(ctx, s.db, `SELECT `+jobColumns+` FROM jobs j WHERE j.id IN (?)`, ids,
		func(j *Job) int64 { return normalize(j).ID })
}

// Order is the board's sort order.
type Order string

const (
	Newest Order = "NEWEST"
	Oldest Order = "OLDEST"
)

// Filter narrows the board. Empty fields (or "_all") mean "any". Enum
// fields accept any casing of the stored value or GraphQL name.
type Filter struct {
	Search      string // words over title, organization and description
	Location    string // exact
	JobType     string
	Affiliation string
	Workplace   string
	// Verified keeps only the jobs of verified organisations (docs/trust.md).
	Verified bool
	// Brief leaves Description and the owner card's join date empty in
	// Search's page (a list that shows neither does not read them); it does
	// not change which jobs match.
	Brief bool
	// NameCard reads only the owners' id, username, names and public flag
	// (accounts.NameCardColumns), for a list that shows no more of them;
	// Names only their id, username and names (accounts.NamesColumns).
	NameCard, Names bool
	// Leave names columns of OptionalColumns that Search's page does not
	// read (their fields stay zero), for a list that does not show them.
	Leave []string
}

// OptionalColumns are the job columns a page may leave out (Filter.Leave):
// every column but the id, the owner and the creation time, which order
// the pages and tell owners; the description goes with Brief.
var OptionalColumns = []string{"title", "organization", "location", "job_type", "political_affiliation",
	"salary_min", "salary_max", "salary_period", "workplace", "deadline", "election_date"}

// Search returns one page of open jobs matching f, in order o. viewer is
// who is looking (nil for visitors): the board is public, so it does not
// change the result today.
func (s *Service) Search(ctx context.Context, viewer *accounts.User, f Filter, o Order, first int, after string) (store.Page[*Job], error) {
	conds, args, err := s.filterSQL(ctx, f, store.PageRows)
	if err != nil {
		return store.Page[*Job]{}, err
	}
	q := pageQuery(conds, args, o, first, after)
	if f.Brief {
		q.Select = store.WithoutColumns(q.Select, "j", "description")
		q.JoinColumns = briefOwnerCard
	}
	if f.NameCard {
		q.JoinColumns = nameOwnerCard
	}
	if f.Names {
		q.JoinColumns = namesOwnerCard
	}
	for _, c := range f.Leave {
		if !slices.Contains(OptionalColumns, c) {
			return store.Page[*Job]{}, fmt.Errorf("jobs: column %q cannot be left out", c)
		}
	}
	q.Select = store.WithoutColumns(q.Select, "j", f.Leave...)
	return s.runPage(ctx, q)
}

// Count returns how many open jobs match f.
func (s *Service) Count(ctx context.Context, f Filter) (int, error) {
	c, err := s.countUpTo(ctx, f, 0)
	return c.N, err
}

// CountUpTo returns how many open jobs match f, counted no further than
// upTo (store.CountCap for the board's "1,000+ jobs").
func (s *Service) CountUpTo(ctx context.Context, f Filter, upTo int) (store.Count, error) {
	return s.countUpTo(ctx, f, upTo)
}

// ListByOwner returns one page of the jobs ownerID posted, newest first,
// closed ones included (the dashboard shows them all), as viewer (nil for
// visitors) sees them: the owner's own hidden jobs are in it, no one else's.
func (s *Service) ListByOwner(ctx context.Context, viewer *accounts.User, ownerID int64, first int, after string) (store.Page[*Job], error) {
	// SECURITY: hidden jobs are listed to their owner only (internal/hidden).
	return s.page(ctx, []string{"j.user_id = ?", hidden.VisibleOrOwn("j", "user_id")}, []any{ownerID, viewerID(viewer)}, Newest, first, after)
}

// CountByOwner returns how many jobs ownerID posted that viewerID (0 for
// visitors) sees: all of them for the owner, the visible ones for others.
func (s *Service) CountByOwner(ctx context.Context, viewerID, ownerID int64) (int, error) {
	var n int
	err := s.db.Get(ctx, &n, `SELECT COUNT(*) FROM jobs j WHERE j.user_id = ? AND `+hidden.VisibleOrOwn("j", "user_id"), ownerID, viewerID)
	return n, err
}

// CountsByOwners returns, in one statement, how many jobs each of userIDs
// posted that viewerID (0 for visitors) sees (users without jobs are absent).
func (s *Service) CountsByOwners(ctx context.Context, viewerID int64, userIDs []int64) (map[int64]int, error) {
	out := map[int64]int{}
	if len(userIDs) == 0 {
		return out, nil
	}
	q, args, err := store.In(`SELECT j.user_id, COUNT(*) AS n FROM jobs j WHERE j.user_id IN (?) AND `+hidden.VisibleOrOwn("j", "user_id")+`
		GROUP BY j.user_id`, userIDs, viewerID)
	if err != nil {
		return nil, err
	}
	var rows []struct {
		UserID int64 `db:"user_id"`
		N      int   `db:"n"`
	}
	if err := s.db.Select(ctx, &rows, q, args...); err != nil {
		return nil, err
	}
	for _, r := range rows {
		out[r.UserID] = r.N
	}
	return out, nil
}

// Facet is one value of a filter dropdown with the number of open jobs
// (Value is the stored value; GraphQL shows the enum name).
type Facet = store.Facet

// Facets are the values of the board's filter dropdowns, built from the
// open jobs.
type Facets struct {
	Locations    []Facet // alphabetical; at most MaxLocationFacets (the most common)
	JobTypes     []Facet // in the form's order
	Affiliations []Facet // in the form's order; jobs without one are left out
}

// MaxLocationFacets bounds the location dropdown.
const MaxLocationFacets = 200

// Facets counts open jobs by location, job type and affiliation, kept for
// FacetsTTL and then refreshed in the background while the kept counts are
// served (memo.Value.Refresh); a write drops them (the next reader waits).
func (s *Service) Facets(ctx context.Context) (Facets, error) {
	now := s.now()
	return s.facets.Refresh(ctx, now, func(ctx context.Context) (Facets, error) { return facets(ctx, s.db, now) })
}

// forgetFacets drops the cached facets after a write.
func (s *Service) forgetFacets() { s.facets.Forget() }

// normalize makes times UTC whatever the driver returned.
func normalize(j *Job) *Job {
	j.CreatedAt = j.CreatedAt.UTC()
	if j.Deadline != nil {
		d := j.Deadline.UTC()
		j.Deadline = &d
	}
	return j
}

// ---------------------------------------------------------------- applications

// Apply sends actor's application with message to job jobID, with their
// profile's résumé if they have one.
func (s *Service) Apply(ctx context.Context, actor *accounts.User, jobID int64, message string) (*Application, error) {
	return s.ApplyWith(ctx, actor, jobID, ApplyInput{Message: message})
}

// ApplyInput is an application: its message and, optionally, a résumé.
type ApplyInput struct {
	Message string
	// Resume is a PDF sent with this application only. Without one, the
	// profile's résumé is sent (a copy), if there is one, unless
	// NoProfileResume.
	Resume          *resumes.Upload
	NoProfileResume bool
}

// ApplyWith sends actor's application to job jobID (see ApplyInput).
func (s *Service) ApplyWith(ctx context.Context, actor *accounts.User, jobID int64, in ApplyInput) (*Application, error) {
	// SECURITY: applications need a signed-in user.
	if actor == nil {
		return nil, apperr.New(apperr.Unauthenticated, MsgLoginToApply)
	}
	message := strings.TrimSpace(in.Message)
	var v apperr.Validation
	v.Check(message != "", "message", MsgApplyMessage)
	v.Check(utf8.RuneCountInString(message) <= MaxMessage, "message", MsgApplyTooLong)
	if err := v.Err(); err != nil {
		return nil, err
	}
	j, err := s.GetFor(ctx, actor, jobID)
	if err != nil {
		return nil, err
	}
	if j.UserID == actor.ID {
		return nil, apperr.New(apperr.Invalid, MsgApplyOwn)
	}
	if s.Closed(j) {
		return nil, apperr.New(apperr.Invalid, MsgApplyClosed)
	}
	// The file is checked (its cost bounded) before the transaction.
	var resume *resumes.Checked
	if in.Resume != nil {
		// A second application is refused before its file costs a parse.
		if applied, err := s.AppliedJobIDs(ctx, actor, []int64{jobID}); err != nil || applied[jobID] {
			if err == nil {
				err = apperr.New(apperr.Conflict, MsgAlreadyApplied)
			}
			return nil, err
		}
		if resume, err = resumes.Check(ctx, *in.Resume); err != nil {
			return nil, err
		}
	}
	now := s.now()
	a := &Application{JobID: jobID, UserID: actor.ID, Message: message, CreatedAt: now.UTC(), UpdatedAt: now.UTC(), Stage: Applied}
	err = s.db.InTx(ctx, func(tx *store.Tx) error {
		if err := tx.Get(ctx, &a.ID, `INSERT INTO job_applications (job_id, user_id, message, created_at, updated_at)
			VALUES (?, ?, ?, ?, ?) RETURNING id`, a.JobID, a.UserID, a.Message, now, now); err != nil {
			return err
		}
		var info *resumes.Info
		var err error
		switch {
		case resume != nil:
			info, err = resumes.Attach(ctx, tx, actor.ID, a.ID, resume, now)
		case !in.NoProfileResume:
			info, err = resumes.AttachProfile(ctx, tx, actor.ID, a.ID, now)
		}
		if err != nil {
			return err
		}
		a.setResume(info)
		// The owner learns of it in the same transaction: one notification
		// per application, or none when the application is rolled back.
		_, err = s.notify.Notify(ctx, tx, notifications.Event{
			UserID: j.UserID, Kind: notifications.Application, Key: "application:" + strconv.FormatInt(a.ID, 10),
			ActorID: actor.ID, JobID: j.ID, SubjectID: a.ID,
			Args: notifications.Args{Actor: notifications.Name(actor), Job: j.Title},
		})
		return err
	})
	if store.IsUniqueViolation(err) {
		return nil, apperr.New(apperr.Conflict, MsgAlreadyApplied)
	}
	if err != nil {
		return nil, err
	}
	return a, nil
}

// ApplicationsForJob returns one page of the applications to job jobID,
// newest first; only the job's owner may read them.
func (s *Service) ApplicationsForJob(ctx context.Context, actor *accounts.User, jobID int64, first int, after string) (store.Page[*Application], error) {
	return s.ApplicationsAtStage(ctx, actor, jobID, "", first, after)
}

// ApplicationsAtStage is ApplicationsForJob for one stage ("" for all; an
// unknown stage is a field error on stage).
func (s *Service) ApplicationsAtStage(ctx context.Context, actor *accounts.User, jobID int64, stage string, first int, after string) (store.Page[*Application], error) {
	// SECURITY: applicants' messages are for the job's owner only.
	if actor == nil {
		return store.Page[*Application]{}, apperr.New(apperr.Unauthenticated, MsgLoginToSee)
	}
	j, err := s.Get(ctx, jobID)
	if err != nil {
		return store.Page[*Application]{}, err
	}
	if !j.OwnedBy(actor) {
		return store.Page[*Application]{}, apperr.New(apperr.Forbidden, MsgOwnerOnlyApps)
	}
	conds, args := []string{"a.job_id = ?"}, []any{jobID}
	if stage != "" {
		st, ok := ParseStage(stage)
		if !ok {
			return store.Page[*Application]{}, apperr.Field("stage", MsgStage)
		}
		conds, args = append(conds, "a.stage = ?"), append(args, string(st))
	}
	return s.applicationPage(ctx, conds, args, first, after)
}

// ApplicationsByUser returns one page of userID's applications, newest
// first; only the user themself may read them.
func (s *Service) ApplicationsByUser(ctx context.Context, actor *accounts.User, userID int64, first int, after string) (store.Page[*Application], error) {
	// SECURITY: a user's applications are private to them.
	if actor == nil {
		return store.Page[*Application]{}, apperr.New(apperr.Unauthenticated, MsgLoginToSee)
	}
	if actor.ID != userID {
		return store.Page[*Application]{}, apperr.New(apperr.Forbidden, MsgOwnApplications)
	}
	p, err := s.applicationPage(ctx, []string{"a.user_id = ?"}, []any{userID}, first, after)
	for _, a := range p.Items {
		a.Note = "" // SECURITY: the poster's note is never the applicant's to read
	}
	return p, err
}

// CountForJob returns how many applications job jobID has; only its owner
// may know.
func (s *Service) CountForJob(ctx context.Context, actor *accounts.User, jobID int64) (int, error) {
	m, err := s.ApplicationCounts(ctx, actor, []int64{jobID})
	if err != nil {
		return 0, err
	}
	n, ok := m[jobID]
	if !ok {
		// SECURITY: counts are for the job's owner only.
		return 0, apperr.New(apperr.Forbidden, MsgOwnerOnlyApps)
	}
	return n, nil
}

// ApplicationCounts returns, in one statement, the number of applications
// of each job among jobIDs that actor owns; other jobs are absent from the
// map (counts are for owners only).
func (s *Service) ApplicationCounts(ctx context.Context, actor *accounts.User, jobIDs []int64) (map[int64]int, error) {
	out := map[int64]int{}
	// SECURITY: the owner condition is part of the query.
	if actor == nil || len(jobIDs) == 0 {
		return out, nil
	}
	q, args, err := store.In(`SELECT j.id AS job_id, COUNT(a.id) AS n FROM jobs j
		LEFT JOIN job_applications a ON a.job_id = j.id
		WHERE j.id IN (?) AND j.user_id = ? GROUP BY j.id`, jobIDs, actor.ID)
	if err != nil {
		return nil, err
	}
	var rows []struct {
		JobID int64 `db:"job_id"`
		N     int   `db:"n"`
	}
	if err := s.db.Select(ctx, &rows, q, args...); err != nil {
		return nil, err
	}
	for _, r := range rows {
		out[r.JobID] = r.N
	}
	return out, nil
}

// AppliedJobIDs reports, in one statement, which of jobIDs actor applied
// to (none for visitors).
func (s *Service) AppliedJobIDs(ctx context.Context, actor *accounts.User, jobIDs []int64) (map[int64]bool, error) {
	out := map[int64]bool{}
	// SECURITY: what a user applied to is private to them: only actor's own.
	if actor == nil || len(jobIDs) == 0 {
		return out, nil
	}
	return store.IDSet(ctx, s.db, `SELECT job_id FROM job_applications WHERE user_id = ? AND job_id IN (?)`, actor.ID, jobIDs)
}

// AppliedCount returns how many jobs userID applied to; only the user
// themself may know.
func (s *Service) AppliedCount(ctx context.Context, actor *accounts.User, userID int64) (int, error) {
	// SECURITY: what a user applied to is private to them.
	if actor == nil {
		return 0, apperr.New(apperr.Unauthenticated, MsgLoginToSee)
	}
	if actor.ID != userID {
		return 0, apperr.New(apperr.Forbidden, MsgOwnApplications)
	}
	return s.CountApplied(ctx, userID)
}

// GetApplication returns one application to its applicant or to the owner
// of its job.
func (s *Service) GetApplication(ctx context.Context, actor *accounts.User, id int64) (*Application, error) {
	// SECURITY: an application is seen by its applicant and the job's owner.
	if actor == nil {
		return nil, apperr.New(apperr.Unauthenticated, MsgLoginToSee)
	}
	var row struct {
		Application
		OwnerID int64 `db:"owner_id"`
	}
	err := s.db.Get(ctx, &row, `SELECT `+appColumns+`, j.user_id AS owner_id
		FROM `+appFrom+` JOIN jobs j ON j.id = a.job_id WHERE a.id = ?`, id)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, apperr.New(apperr.NotFound, "Application not found.")
	}
	if err != nil {
		return nil, err
	}
	if actor.ID != row.UserID && actor.ID != row.OwnerID {
		return nil, apperr.New(apperr.Forbidden, MsgOwnerOnlyApps)
	}
	a := row.Application
	a.normalize()
	if actor.ID != row.OwnerID {
		a.Note = "" // SECURITY: the poster's note is never the applicant's to read
	}
	return &a, nil
}

// CountApplied returns how many jobs userID applied to.
func (s *Service) CountApplied(ctx context.Context, userID int64) (int, error) {
	var n int
	err := s.db.Get(ctx, &n, `SELECT COUNT(*) FROM job_applications WHERE user_id = ?`, userID)
	return n, err
}

// Ref is a job's id and posting time (for sitemaps).
type Ref struct {
	ID        int64     `db:"id"`
	CreatedAt time.Time `db:"created_at"`
}

// RecentOpen returns the ids of the newest n open jobs, newest first
// (hidden ones left out).
func (s *Service) RecentOpen(ctx context.Context, n int) ([]Ref, error) {
	var refs []Ref
	// SECURITY: hidden jobs are in no sitemap (internal/hidden).
	err := s.db.Select(ctx, &refs, `SELECT id, created_at FROM jobs WHERE hidden = 0 AND (deadline IS NULL OR deadline > ?)
		ORDER BY created_at DESC, id DESC LIMIT ?`, s.now(), n)
	return refs, err
}

// Caches are what the service keeps in memory that a write can make stale,
// by name, so that a write on one process drops them on the others too
// (internal/app, on PostgreSQL).
func (s *Service) Caches() map[string]memo.Shared {
	return map[string]memo.Shared{"jobs.facets": &s.facets}
}
