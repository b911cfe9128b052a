package main

import "time"

// Page scenarios (issue 24): the first page of a list screen exactly as the
// web app loads it: the route's query document, by id (internal/appdocs)
// (count line and filter dropdowns included) with the variables the route
// builds from the URL (boardVariables, filterVariables, resourceVariables,
// newsVariables in web/src). Each variant is a URL a user opens; the
// goal is p99 <= 25 ms for every one, at 100,000 jobs, on both engines.
// The data set's words: "join" is in every job, "campaign" in about a
// quarter, "organ" is a prefix being typed, "zzqx" matches nothing.

const pageGoal = 25 * time.Millisecond

// jobsPage builds JobsRouteQuery's variables: first 20, newest first, the
// filter object only when a filter is set (boardVariables).
func jobsPage(filter map[string]any) map[string]any {
	var f any
	if len(filter) > 0 {
		f = filter
	}
	return map[string]any{"first": 20, "filter": f, "orderBy": "NEWEST"}
}

var jobsPageScenario = scenario{
	Name: "page /jobs (JobsRouteQuery)",
	Doc:  "JobsRouteQuery",
	Goal: pageGoal,
	Variants: []variant{
		{"no filter", jobsPage(nil)},
		{"q=join (every job)", jobsPage(map[string]any{"search": "join"})},
		{"q=campaign (a quarter)", jobsPage(map[string]any{"search": "campaign"})},
		{"q=organ (typed prefix)", jobsPage(map[string]any{"search": "organ"})},
		{"q=zzqx (nothing)", jobsPage(map[string]any{"search": "zzqx"})},
		{"q=join, location", jobsPage(map[string]any{"search": "join", "location": "Austin, TX"})},
		{"q=campaign, location, type", jobsPage(map[string]any{"search": "campaign", "location": "Austin, TX", "jobType": "FULL_TIME"})},
		{"location", jobsPage(map[string]any{"location": "Austin, TX"})},
		{"location Remote", jobsPage(map[string]any{"location": "Remote"})},
		{"type", jobsPage(map[string]any{"jobType": "VOLUNTEER"})},
		{"affiliation, workplace", jobsPage(map[string]any{"politicalAffiliation": "DEMOCRATIC", "workplace": "REMOTE"})},
	},
}

// vendorsPage builds VendorsRouteQuery's variables (filterVariables: the
// filter object always, Name A-Z, 12 a page).
func vendorsPage(filter map[string]any) map[string]any {
	if filter == nil {
		filter = map[string]any{}
	}
	return map[string]any{"first": 12, "filter": filter, "orderBy": "NAME"}
}

var vendorsPageScenario = scenario{
	Name: "page /vendors (VendorsRouteQuery)",
	Doc:  "VendorsRouteQuery",
	Goal: pageGoal,
	Variants: []variant{
		{"no filter", vendorsPage(nil)},
		{"q=strat", vendorsPage(map[string]any{"search": "strat"})},
		{"chip Consulting", vendorsPage(map[string]any{"category": "Consulting"})},
		{"q=strat, chip Consulting", vendorsPage(map[string]any{"search": "strat", "category": "Consulting"})},
		{"q=zzqx (nothing)", vendorsPage(map[string]any{"search": "zzqx"})},
	},
}

// resourcesPage builds ResourcesRouteQuery's variables (resourceVariables:
// 12 a page, newest first, the filter only when set).
func resourcesPage(filter map[string]any) map[string]any {
	var f any
	if len(filter) > 0 {
		f = filter
	}
	return map[string]any{"first": 12, "filter": f, "orderBy": "NEWEST"}
}

var resourcesPageScenario = scenario{
	Name: "page /resources (ResourcesRouteQuery)",
	Doc:  "ResourcesRouteQuery",
	Goal: pageGoal,
	Variants: []variant{
		{"no filter", resourcesPage(nil)},
		{"q=door", resourcesPage(map[string]any{"search": "door"})},
		{"category FIELD", resourcesPage(map[string]any{"category": "FIELD"})},
		{"q=door, category FIELD", resourcesPage(map[string]any{"search": "door", "category": "FIELD"})},
		{"q=zzqx (nothing)", resourcesPage(map[string]any{"search": "zzqx"})},
	},
}

// newsPage builds NewsRouteQuery's variables (newsVariables: 9 a page, the
// filter object always, its fields null when unset).
func newsPage(search, topic any) map[string]any {
	return map[string]any{"first": 9, "filter": map[string]any{"search": search, "topic": topic}, "orderBy": "NEWEST"}
}

var newsPageScenario = scenario{
	Name: "page /news (NewsRouteQuery)",
	Doc:  "NewsRouteQuery",
	Goal: pageGoal,
	Variants: []variant{
		{"no filter", newsPage(nil, nil)},
		{"q=county", newsPage("county", nil)},
		{"topic ELECTIONS", newsPage(nil, "ELECTIONS")},
		{"q=county, topic ELECTIONS", newsPage("county", "ELECTIONS")},
		{"q=zzqx (nothing)", newsPage("zzqx", nil)},
	},
}
