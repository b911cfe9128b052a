// Package migrations holds the SQL migrations, one folder per dialect.
// Files are named NNNN_name.sql and applied in order, each in its own
// transaction. Never edit a landed migration; add a new one.
//
// Numbering: 0001-0009 accounts and sessions, 0010-0019 jobs, 0020-0029 vendors,
// 0030-0039 resources, 0050-0059 teams.
// 0060-0069 news (editors, articles).
// 0080-0089 rendered Markdown stored beside its source (resources, news).
// 0090-0099 notifications and saved jobs (issue 26, part B).
// 0100-0109 email: address confirmation, message digests (issue 26, part A).
// 0110-0119 saved searches and job alerts.
// 0120-0129 hiring (issue 27): stages, résumés, election dates, open to work.
// 0130-0139 the public API (issue 30): personal access tokens, API budgets.
// 0140-0149 trust and safety (issue 28): moderators, reports, the audit log,
// hidden content and suspension (0140), verification, message requests.
// 0150-0159 scale-out (issue 29): throttles shared across processes.
// River's own tables (river_job, ...) are not here: store.Migrate applies
// them with rivermigrate after these (docs/queue.md).
package migrations

import "embed"

//go:embed sqlite/*.sql postgres/*.sql
var FS embed.FS
