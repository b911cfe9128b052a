package rest

import (
	"encoding/json"
	"fmt"
	"net/http"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"
	"unicode"

	"canvass/internal/accounts"
	"canvass/internal/alerts"
	"canvass/internal/apperr"
	"canvass/internal/enum"
	"canvass/internal/insights"
	"canvass/internal/jobs"
	"canvass/internal/moderation"
	"canvass/internal/news"
	"canvass/internal/notifications"
	"canvass/internal/resources"
	"canvass/internal/session"
	"canvass/internal/teams"
	"canvass/internal/vendors"
	"canvass/internal/verify"
)

// The OpenAPI 3.1 description of the shim (GET /api/openapi.json) is built
// from the routes themselves: every route is registered with its doc (what
// it takes and answers), and the schemas are reflected from the very Go
// types the handlers decode and encode. A route cannot be added without a
// doc, and apptest validates every request and response of the test suites
// against the description (docs/api.md "OpenAPI").

// doc describes one route.
type doc struct {
	Summary string
	// Who may call it (security): anyone, members (cookie or token) or
	// the browser session only.
	Who who
	// Query names the query parameters (Paged adds limit and after).
	Query []param
	// In is a zero value of the JSON body's Go type; nil for none. InOptional
	// lets the body be left out; InType is a non-JSON body's media type.
	In         any
	InOptional bool
	InType     string
	// InOther lists more media types the body may have (no schema).
	InOther []string
	// Out is a zero value of the answer's Go type, sent with Status (200
	// when 0); OutType is a non-JSON answer's media type (no schema); Out
	// and OutType both empty: no body (204, 303).
	Out     any
	Status  int
	OutType string
	// Also lists other successful answers (POST /api/messages replays with 200).
	Also []reply
	// Paged: ?limit, ?after and the Link and X-Next-Cursor headers.
	Paged bool
	// Location: the created resource's URL in the Location header.
	Location bool
}

// reply is one more successful answer of a route.
type reply struct {
	Status int
	Out    any
}

// param is a query parameter (a string unless Int).
type param struct {
	Name, Desc string
	Int        bool
	Enum       []string
}

// who is a route's security requirement.
type who int

const (
	anyone  who = iota // visitors too; a member's cookie or token is read when sent
	member             // a signed-in member: session cookie or bearer token
	browser            // the browser session only (tokens are refused)
)

// route is one registered route and its description.
type route struct {
	Pattern string
	Doc     doc
}

// routes adds routes to a Mux and keeps their descriptions.
type routes struct {
	mux  Mux
	list *[]route
}

// handle registers fn at pattern with its description.
func (rs routes) handle(pattern string, fn http.HandlerFunc, d doc) {
	*rs.list = append(*rs.list, route{pattern, d})
	rs.mux.HandleFunc(pattern, fn)
}

// openAPISchemaer is a type of this package that reads or writes JSON its
// own way (UnmarshalJSON) and says so in the description.
type openAPISchemaer interface{ openAPISchema() obj }

// obj is a JSON object of the description.
type obj = map[string]any

var (
	timeType = reflect.TypeFor[time.Time]()
	rawType  = reflect.TypeFor[json.RawMessage]()
	codeType = reflect.TypeFor[apperr.Code]()
	// enumTables are the string types whose values an enum.Table lists.
	enumTables = map[reflect.Type][]string{}
)

// describeEnum says T's JSON values are table's stored values (and extra ones).
func describeEnum[T ~string](table *enum.Table, extra ...string) {
	enumTables[reflect.TypeFor[T]()] = append(table.Values(), extra...)
}

func init() {
	describeEnum[accounts.UserType](accounts.UserTypes)
	describeEnum[accounts.Affiliation](accounts.Affiliations, "") // none given
	describeEnum[jobs.JobType](jobs.JobTypes)
	describeEnum[jobs.Workplace](jobs.Workplaces)
	describeEnum[jobs.SalaryPeriod](jobs.SalaryPeriods)
	describeEnum[jobs.Stage](jobs.Stages)
	describeEnum[teams.Role](teams.Roles)
	describeEnum[vendors.Category](vendors.Categories)
	describeEnum[vendors.Affiliation](vendors.Affiliations)
	describeEnum[moderation.TargetType](moderation.TargetTypes)
	describeEnum[moderation.Reason](moderation.ReportReasons)
	describeEnum[moderation.Action](moderation.Actions)
	describeEnum[notifications.Kind](notifications.Kinds)
	describeEnum[news.Status](news.Statuses)
	describeEnum[news.Topic](news.Topics)
	describeEnum[resources.Category](resources.Categories)
	describeEnum[verify.Kind](verify.Kinds)
	describeEnum[verify.Status](verify.Statuses)
	describeEnum[alerts.Frequency](alerts.Frequencies)
	describeEnum[insights.Role](insights.Roles)
}

var (
	openAPIOnce  sync.Once
	openAPIBytes []byte
)

// OpenAPIJSON is the description as served, built once.
func OpenAPIJSON() []byte {
	openAPIOnce.Do(func() {
		b, err := json.MarshalIndent(OpenAPI(), "", " ")
		if err != nil {
			panic(err)
		}
		openAPIBytes = b
	})
	return openAPIBytes
}

// serveOpenAPI answers the description (public, cacheable for an hour).
func serveOpenAPI(w http.ResponseWriter, _ *http.Request) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.Header().Set("Cache-Control", "public, max-age=3600")
	w.Write(OpenAPIJSON())
}

// OpenAPI is the OpenAPI 3.1 description of every route Register adds.
func OpenAPI() map[string]any {
	var list []route
	(&Handler{}).addRoutes(routes{mux: &routeList{}, list: &list})
	s := &schemas{defs: obj{}, names: map[reflect.Type]string{}, taken: map[string]reflect.Type{}}
	errorRef := s.of(reflect.TypeFor[errorBody](), true)
	headers := obj{"Retry-After": obj{"schema": obj{"type": "integer", "minimum": 0}, "description": "Seconds to wait (429)."}}
	for name, h := range budgetHeaderDefs() {
		headers[name] = h
	}
	paths := obj{}
	for _, r := range list {
		method, path, _ := strings.Cut(r.Pattern, " ")
		item, _ := paths[path].(obj)
		if item == nil {
			item = obj{}
			paths[path] = item
		}
		item[strings.ToLower(method)] = s.operation(method, path, r.Doc)
	}
	return obj{
		"openapi": "3.1.0",
		"info": obj{"title": "Canvass REST API", "version": "1",
			"description": "The REST shim of Canvass (docs/api.md). Errors are {message, code, errors}; lists page with ?limit and ?after " +
				"and tell the next page in the Link and X-Next-Cursor headers."},
		"paths": paths,
		"components": obj{
			"schemas": s.defs,
			"headers": headers,
			"responses": obj{"Error": obj{"description": "An error: its status tells the code (400 INVALID, 401 UNAUTHENTICATED, 403 FORBIDDEN, " +
				"404 NOT_FOUND, 409 CONFLICT, 413 TOO_LARGE, 429 RATE_LIMITED with Retry-After, 500 INTERNAL).",
				"headers": budgetHeaders("Retry-After"), "content": obj{"application/json": obj{"schema": errorRef}}}},
			"securitySchemes": obj{
				"cookie": obj{"type": "apiKey", "in": "cookie", "name": session.CookieName,
					"description": "The browser session, set by POST /api/login and POST /api/register."},
				"bearer": obj{"type": "http", "scheme": "bearer",
					"description": "A personal access token (cvs_...), made on the dashboard's API tab or with POST /api/tokens."},
			},
		},
	}
}

// operation is the Operation object of one route.
func (s *schemas) operation(method, path string, d doc) obj {
	op := obj{"summary": d.Summary, "operationId": operationID(method, path)}
	if tag := strings.Split(strings.TrimPrefix(path, "/api/"), "/")[0]; tag != "" {
		op["tags"] = []string{tag}
	}
	switch d.Who {
	case anyone:
		op["security"] = []obj{{}, {"cookie": []string{}}, {"bearer": []string{}}}
	case member:
		op["security"] = []obj{{"cookie": []string{}}, {"bearer": []string{}}}
	case browser:
		op["security"] = []obj{{"cookie": []string{}}}
	}
	var params []obj
	for _, seg := range strings.Split(path, "/") {
		if name, ok := strings.CutPrefix(seg, "{"); ok {
			name = strings.TrimSuffix(name, "}")
			params = append(params, obj{"name": name, "in": "path", "required": true,
				"schema": obj{"type": "string", "pattern": "^[0-9]+$"}, "description": "A positive id (anything else is a 404)."})
		}
	}
	query := d.Query
	if d.Paged {
		query = append(slices.Clone(query),
			param{Name: "limit", Int: true, Desc: "Page size, 1 to 100 (default 50)."},
			param{Name: "after", Desc: "Cursor: continue after the page whose X-Next-Cursor (or Link) gave it."})
	}
	for _, p := range query {
		sch := obj{"type": "string"}
		if p.Int {
			sch = obj{"type": "integer", "minimum": 1, "maximum": 100}
		}
		if p.Enum != nil {
			sch["enum"] = p.Enum
		}
		params = append(params, obj{"name": p.Name, "in": "query", "schema": sch, "description": p.Desc})
	}
	if params != nil {
		op["parameters"] = params
	}
	switch {
	case d.InType != "":
		op["requestBody"] = obj{"required": !d.InOptional, "content": obj{d.InType: obj{}}}
	case d.In != nil:
		content := obj{"application/json": obj{"schema": s.of(reflect.TypeOf(d.In), false)}}
		for _, mt := range d.InOther {
			content[mt] = obj{}
		}
		op["requestBody"] = obj{"required": !d.InOptional, "content": content}
	}
	responses := obj{"default": obj{"$ref": "#/components/responses/Error"}}
	status := d.Status
	if status == 0 {
		status = http.StatusOK
		if d.Out == nil && d.OutType == "" {
			status = http.StatusNoContent
		}
	}
	answers := append([]reply{{status, d.Out}}, d.Also...)
	for i, a := range answers {
		resp := obj{"description": http.StatusText(a.Status)}
		headers := budgetHeaders()
		switch {
		case i == 0 && d.OutType != "":
			resp["content"] = obj{d.OutType: obj{}}
		case a.Out != nil:
			resp["content"] = obj{"application/json": obj{"schema": s.of(reflect.TypeOf(a.Out), true)}}
		}
		if d.Paged && i == 0 {
			headers["Link"] = obj{"description": `The next page: <path?after=C&limit=N[&filters]>; rel="next" (absent on the last page).`,
				"schema": obj{"type": "string", "pattern": `^<[^>]+>; rel="next"$`}}
			headers["X-Next-Cursor"] = obj{"description": "The cursor of the next page (absent on the last page).",
				"schema": obj{"type": "string", "minLength": 1}}
		}
		if d.Location && a.Status == http.StatusCreated {
			headers["Location"] = obj{"required": true, "description": "The created resource.", "schema": obj{"type": "string", "pattern": "^/api/"}}
		}
		if a.Status == http.StatusSeeOther {
			headers["Location"] = obj{"required": true, "schema": obj{"type": "string"}}
		}
		resp["headers"] = headers
		responses[strconv.Itoa(a.Status)] = resp
	}
	op["responses"] = responses
	return op
}

// budgetHeaderDefs are the caller's API budget, on every answer while the
// server counts (docs/api.md "Rate limits").
func budgetHeaderDefs() obj {
	count := func(desc string) obj { return obj{"description": desc, "schema": obj{"type": "integer", "minimum": 0}} }
	return obj{
		"X-RateLimit-Limit":     count("The caller's points an hour."),
		"X-RateLimit-Remaining": count("Points left after this request."),
		"X-RateLimit-Used":      count("Points spent this hour, this request included."),
		"X-RateLimit-Reset":     count("When the hour ends (Unix seconds)."),
	}
}

// budgetHeaders refers to the budget headers (and more, components/headers).
func budgetHeaders(more ...string) obj {
	out := obj{}
	for name := range budgetHeaderDefs() {
		out[name] = obj{"$ref": "#/components/headers/" + name}
	}
	for _, name := range more {
		out[name] = obj{"$ref": "#/components/headers/" + name}
	}
	return out
}

// operationID is e.g. "getApiJobsById" for GET /api/jobs/{id}.
func operationID(method, path string) string {
	var b strings.Builder
	b.WriteString(strings.ToLower(method))
	for _, seg := range strings.FieldsFunc(path, func(r rune) bool { return r == '/' || r == '-' || r == '.' }) {
		if name, ok := strings.CutPrefix(seg, "{"); ok {
			seg = "by-" + strings.TrimSuffix(name, "}")
		}
		for _, part := range strings.Split(seg, "-") {
			b.WriteString(capitalize(part))
		}
	}
	return b.String()
}

func capitalize(s string) string {
	if s == "" {
		return s
	}
	r := []rune(s)
	r[0] = unicode.ToUpper(r[0])
	return string(r)
}

// schemas reflects Go types into JSON Schemas, as encoding/json reads and
// writes them. Answers (out) are strict: every field not omitempty is
// required and no other is allowed, so a handler that drifts from its type
// fails the check; named struct types become components. Request bodies
// are lenient, as the decoder is: any field may be left out, unknown ones
// are ignored.
type schemas struct {
	defs  obj
	names map[reflect.Type]string
	taken map[string]reflect.Type
}

func (s *schemas) of(t reflect.Type, out bool) obj {
	if t.Kind() == reflect.Pointer {
		return nullable(s.of(t.Elem(), out))
	}
	if sch, ok := reflect.Zero(t).Interface().(openAPISchemaer); ok {
		return sch.openAPISchema()
	}
	if values := enumTables[t]; values != nil {
		return obj{"type": "string", "enum": values}
	}
	switch t {
	case codeType:
		return obj{"type": "string", "enum": []apperr.Code{apperr.Invalid, apperr.Unauthenticated, apperr.Forbidden, apperr.NotFound,
			apperr.Conflict, apperr.TooLarge, apperr.RateLimited, apperr.Internal}}
	case timeType:
		return obj{"type": "string", "format": "date-time"}
	case rawType:
		return obj{}
	}
	if t.Implements(reflect.TypeFor[json.Marshaler]()) || reflect.PointerTo(t).Implements(reflect.TypeFor[json.Unmarshaler]()) {
		panic(fmt.Sprintf("rest: %v reads or writes JSON its own way: give it an openAPISchema method", t))
	}
	switch t.Kind() {
	case reflect.String:
		return obj{"type": "string"}
	case reflect.Bool:
		return obj{"type": "boolean"}
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		return obj{"type": "integer"}
	case reflect.Float32, reflect.Float64:
		return obj{"type": "number"}
	case reflect.Interface:
		return obj{}
	case reflect.Slice, reflect.Array:
		if t.Elem().Kind() == reflect.Uint8 {
			return obj{"type": "string", "contentEncoding": "base64"}
		}
		return obj{"type": "array", "items": s.of(t.Elem(), out)}
	case reflect.Map:
		return obj{"type": "object", "additionalProperties": s.of(t.Elem(), out)}
	case reflect.Struct:
		if !out || t.Name() == "" {
			return s.object(t, out)
		}
		name, ok := s.names[t]
		if !ok {
			name = s.nameOf(t)
			s.names[t] = name
			s.defs[name] = obj{} // a recursive type refers to itself
			s.defs[name] = s.object(t, out)
		}
		return obj{"$ref": "#/components/schemas/" + name}
	}
	panic(fmt.Sprintf("rest: no JSON schema for %v", t))
}

// nameOf names a component: the type's name without its JSON suffix
// ("jobJSON" → "Job"), the package's in front when two types share it.
func (s *schemas) nameOf(t reflect.Type) string {
	name := capitalize(strings.TrimSuffix(t.Name(), "JSON"))
	if other, ok := s.taken[name]; ok && other != t {
		pkg := t.PkgPath()
		name = capitalize(pkg[strings.LastIndex(pkg, "/")+1:]) + name
	}
	s.taken[name] = t
	return name
}

// nullable lets sch be null too.
func nullable(sch obj) obj {
	if typ, ok := sch["type"].(string); ok {
		c := obj{}
		for k, v := range sch {
			c[k] = v
		}
		c["type"] = []string{typ, "null"}
		if e, ok := sch["enum"].([]string); ok {
			vals := make([]any, 0, len(e)+1)
			for _, v := range e {
				vals = append(vals, v)
			}
			c["enum"] = append(vals, nil)
		}
		return c
	}
	return obj{"anyOf": []obj{sch, {"type": "null"}}}
}

// field is one JSON property of a struct, found at depth of embedding.
type field struct {
	name      string
	typ       reflect.Type
	omitEmpty bool
	asString  bool
	depth     int
	tagged    bool
}

// object is the schema of struct t: its fields as encoding/json sees them
// (embedded structs flattened, the shallowest field winning a name).
func (s *schemas) object(t reflect.Type, out bool) obj {
	var fields []field
	collectFields(t, 0, &fields)
	best := map[string]field{}
	var order []string
	for _, f := range fields {
		b, ok := best[f.name]
		if !ok {
			order = append(order, f.name)
		}
		if !ok || f.depth < b.depth || (f.depth == b.depth && f.tagged && !b.tagged) {
			best[f.name] = f
		}
	}
	props := obj{}
	required := []string{}
	for _, name := range order {
		f := best[name]
		var sch obj
		if f.asString {
			sch = obj{"type": "string"}
		} else {
			sch = s.of(f.typ, out)
		}
		props[name] = sch
		if !f.omitEmpty {
			required = append(required, name)
		}
	}
	o := obj{"type": "object", "properties": props}
	if out {
		o["required"] = required
		o["additionalProperties"] = false
	}
	return o
}

func collectFields(t reflect.Type, depth int, out *[]field) {
	for i := range t.NumField() {
		sf := t.Field(i)
		tag := sf.Tag.Get("json")
		if tag == "-" {
			continue
		}
		name, opts, _ := strings.Cut(tag, ",")
		ft := sf.Type
		if sf.Anonymous && name == "" {
			et := ft
			if et.Kind() == reflect.Pointer {
				et = et.Elem()
			}
			if et.Kind() == reflect.Struct {
				collectFields(et, depth+1, out)
				continue
			}
		}
		if !sf.IsExported() {
			continue
		}
		tagged := name != ""
		if name == "" {
			name = sf.Name
		}
		*out = append(*out, field{name: name, typ: ft, omitEmpty: strings.Contains(","+opts+",", ",omitempty,") || strings.Contains(","+opts+",", ",omitzero,"),
			asString: strings.Contains(","+opts+",", ",string,"), depth: depth, tagged: tagged})
	}
}
