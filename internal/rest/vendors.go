package rest

import (
	"encoding/json"
	"net/http"
	"time"

	"canvass/internal/apperr"
	"canvass/internal/vendors"
)

// vendorRoutes: spec section 7, the vendor rows.
//
//	GET  /api/vendors        the directory, a JSON array of {id, name, category, location,
//	                         affiliation, description, logo, userId} (logo is a URL or null,
//	                         never image bytes).
//	                         ?search=text       words matched (as prefixes) in name and description
//	                         ?category=C        a chip (Consulting, Advertising, Digital, Fundraising,
//	                                            Polling) or a category value/label, any case; _all = any
//	                         ?location=L        whole location, any case
//	                         ?affiliation=A     Democratic, Republican, Nonpartisan, Other (none = without)
//	                                            (an unknown category or affiliation is a 400 naming the field)
//	                         ?sort=name|newest  Name A-Z (default) or Most Recent
//	                         ?limit=N           page size, default 50, at most 100
//	                         ?after=C           cursor: continue after the page whose Link header gave C
//	                         When more vendors follow, the response has
//	                         Link: </api/vendors?after=C&limit=N[&filters]>; rel="next"
//	                         and X-Next-Cursor: C.
//	GET  /api/vendors/{id}   one vendor with every field (404 when missing)
//	POST /api/vendors        vendor form fields → 201 the vendor (vendor users, one each)
//	PUT  /api/vendors/{id}   vendor form fields → the vendor (owner only)
//
// Form fields: name, category, location, affiliation, description, logo (a
// data URL, the current /uploads/ URL, "" to remove; absent or null keeps it
// on PUT), services (an array, or one string with one service per line),
// recentWork. A userId in the body is ignored: the owner is the signed-in user.
func (h *Handler) vendorRoutes(mux routes) {
	mux.handle("GET /api/vendors", h.listVendors, doc{Summary: "The vendor directory.", Paged: true, Query: []param{
		{Name: "search", Desc: "Words matched (as prefixes) in name and description."},
		{Name: "category", Desc: "A chip (Consulting, Advertising, Digital, Fundraising, Polling) or a category value or label, any case; _all: any."},
		{Name: "location", Desc: "Whole location, any case."},
		{Name: "affiliation", Desc: "Democratic, Republican, Nonpartisan, Other (none: without)."},
		{Name: "sort", Desc: "name (A-Z, the default) or newest.", Enum: []string{"", "name", "newest", "recent"}},
		{Name: "verified", Desc: "true: only verified vendors."},
	}, Out: []vendorItem{}})
	mux.handle("GET /api/vendors/{id}", h.getVendor, doc{Summary: "One vendor with every field.", Out: vendorDetail{}})
	mux.handle("POST /api/vendors", h.createVendor, doc{Summary: "Creates the caller's vendor profile (vendor users, one each).", Who: member,
		In: vendorForm{}, Out: vendorDetail{}, Status: http.StatusCreated})
	mux.handle("PUT /api/vendors/{id}", h.updateVendor, doc{Summary: "Edits a vendor profile (owner only).", Who: member, In: vendorForm{}, Out: vendorDetail{}})
}

// vendorItem is a directory entry: exactly the spec's list fields.
type vendorItem struct {
	ID          int64   `json:"id"`
	Name        string  `json:"name"`
	Category    string  `json:"category"`
	Location    string  `json:"location"`
	Affiliation *string `json:"affiliation"`
	Description string  `json:"description"`
	Logo        *string `json:"logo"`
	UserID      int64   `json:"userId"`
	// VerifiedOrganization is the vendor's verified name (null when not verified).
	VerifiedOrganization *string `json:"verifiedOrganization"`
}

// vendorDetail is one vendor with every field. HiddenByModerators and
// HiddenReason are set for the profile's owner and the moderators when
// moderators hid it; no one else ever reads a hidden profile.
type vendorDetail struct {
	vendorItem
	CategoryLabel      string    `json:"categoryLabel"`
	Services           []string  `json:"services"`
	RecentWork         string    `json:"recentWork"`
	CreatedAt          time.Time `json:"createdAt"`
	UpdatedAt          time.Time `json:"updatedAt"`
	HiddenByModerators bool      `json:"hiddenByModerators"`
	HiddenReason       *string   `json:"hiddenReason"`
}

func toVendorItem(v *vendors.Vendor) vendorItem {
	it := vendorItem{ID: v.ID, Name: v.Name, Category: string(v.Category), Location: v.Location,
		Description: v.Description, UserID: v.UserID}
	if v.Affiliation != nil {
		a := string(*v.Affiliation)
		it.Affiliation = &a
	}
	if v.Logo != "" {
		l := v.Logo
		it.Logo = &l
	}
	return it
}

// toVendorDetail is v for a reader who may see it: anyone when it is
// visible, else its owner or a moderator (GetFor, Create, Update), who are
// told it is hidden and why.
func toVendorDetail(v *vendors.Vendor) vendorDetail {
	services := []string(v.Services)
	if services == nil {
		services = []string{}
	}
	d := vendorDetail{vendorItem: toVendorItem(v), CategoryLabel: v.Category.Label(), Services: services,
		RecentWork: v.RecentWork, CreatedAt: v.CreatedAt.UTC(), UpdatedAt: v.UpdatedAt.UTC()}
	d.HiddenByModerators, d.HiddenReason = vendors.HiddenFor(nil, true, v)
	return d
}

func (h *Handler) listVendors(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	limit, err := limitParam(q)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	order := vendors.ByName
	switch q.Get("sort") {
	case "", "name":
	case "newest", "recent":
		order = vendors.Newest
	default:
		h.fail(w, r, apperr.Field("sort", "sort must be name or newest"))
		return
	}
	verified, err := verifiedParam(q)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	f := vendors.Filter{Search: q.Get("search"), Category: q.Get("category"), Location: q.Get("location"),
		Affiliation: q.Get("affiliation"), Verified: verified}
	page, err := h.Vendors.Search(r.Context(), f, order, limit, q.Get("after"))
	if err != nil {
		h.fail(w, r, err)
		return
	}
	setNext(w, "/api/vendors", q, []string{"search", "category", "location", "affiliation", "sort", "verified"}, page, limit)
	out := make([]vendorItem, len(page.Items))
	owners := make([]int64, len(page.Items))
	for i, v := range page.Items {
		out[i] = toVendorItem(v)
		owners[i] = v.UserID
	}
	names, err := h.Verify.Names(r.Context(), owners)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	for i := range out {
		out[i].VerifiedOrganization = nameOrNil(names[out[i].UserID])
	}
	writeJSON(w, http.StatusOK, out)
}

func (h *Handler) getVendor(w http.ResponseWriter, r *http.Request) {
	id, err := pathID(r, vendors.MsgNotFound)
	if err == nil {
		var v *vendors.Vendor
		if v, err = h.Vendors.GetFor(r.Context(), h.viewer(r), id); err == nil {
			d := toVendorDetail(v)
			var name string
			if name, _, err = h.Verify.NameOf(r.Context(), v.UserID); err != nil {
				h.fail(w, r, err)
				return
			}
			d.VerifiedOrganization = nameOrNil(name)
			writeJSON(w, http.StatusOK, d)
			return
		}
	}
	h.fail(w, r, err)
}

// vendorForm is the body of POST and PUT /api/vendors.
type vendorForm struct {
	Name        string       `json:"name"`
	Category    string       `json:"category"`
	Location    string       `json:"location"`
	Affiliation *string      `json:"affiliation"`
	Description string       `json:"description"`
	Logo        *string      `json:"logo"`
	Services    serviceLines `json:"services"`
	RecentWork  *string      `json:"recentWork"`
	// UserID is accepted for compatibility and ignored.
	UserID json.RawMessage `json:"userId"`
}

// serviceLines reads services as an array of strings or as one string with
// one service per line (the service splits and trims either way).
type serviceLines []string

func (serviceLines) openAPISchema() obj {
	return obj{"anyOf": []obj{{"type": "array", "items": obj{"type": "string"}}, {"type": []string{"string", "null"}}},
		"description": "Services, or one text with one service a line."}
}

func (s *serviceLines) UnmarshalJSON(b []byte) error {
	var one *string
	if err := json.Unmarshal(b, &one); err == nil {
		if one != nil {
			*s = []string{*one}
		}
		return nil
	}
	var many []string
	if err := json.Unmarshal(b, &many); err != nil {
		return apperr.Field("services", "services must be a list of text")
	}
	*s = many
	return nil
}

func (f vendorForm) input() vendors.Input {
	in := vendors.Input{Name: f.Name, Category: f.Category, Location: f.Location, Description: f.Description,
		Logo: f.Logo, Services: f.Services}
	if f.Affiliation != nil {
		in.Affiliation = *f.Affiliation
	}
	if f.RecentWork != nil {
		in.RecentWork = *f.RecentWork
	}
	return in
}

func (h *Handler) createVendor(w http.ResponseWriter, r *http.Request) {
	var f vendorForm
	if err := decode(r, w, &f); err != nil {
		h.fail(w, r, err)
		return
	}
	v, err := h.Vendors.Create(r.Context(), h.viewer(r), f.input())
	if err != nil {
		h.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusCreated, toVendorDetail(v))
}

func (h *Handler) updateVendor(w http.ResponseWriter, r *http.Request) {
	id, err := pathID(r, vendors.MsgNotFound)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	var f vendorForm
	if err := decode(r, w, &f); err != nil {
		h.fail(w, r, err)
		return
	}
	v, err := h.Vendors.Update(r.Context(), h.viewer(r), id, f.input())
	if err != nil {
		h.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, toVendorDetail(v))
}
