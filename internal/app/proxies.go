package app

import (
	"fmt"
	"net"
	"net/http"
	"net/netip"
	"strings"
)

// trustedProxies are the load balancers in front of Canvass
// (CANVASS_TRUSTED_PROXIES: addresses and CIDR ranges, comma-separated).
// Behind one, every request comes from the balancer's address, so the
// per-address limits (login failures, sign-ups, password resets, live
// sockets) would count all visitors as one. A request from a trusted proxy
// is taken to come from the address that proxy names in X-Forwarded-For.
type trustedProxies []netip.Prefix

func parseTrustedProxies(s string) (trustedProxies, error) {
	var out trustedProxies
	for part := range strings.SplitSeq(s, ",") {
		part = strings.TrimSpace(part)
		if part == "" {
			continue
		}
		if !strings.Contains(part, "/") {
			a, err := netip.ParseAddr(part)
			if err != nil {
				return nil, fmt.Errorf("CANVASS_TRUSTED_PROXIES: %q is not an address or CIDR range", part)
			}
			out = append(out, netip.PrefixFrom(a.Unmap(), a.Unmap().BitLen()))
			continue
		}
		p, err := netip.ParsePrefix(part)
		if err != nil {
			return nil, fmt.Errorf("CANVASS_TRUSTED_PROXIES: %q is not an address or CIDR range", part)
		}
		out = append(out, p.Masked())
	}
	return out, nil
}

func (t trustedProxies) trusts(host string) bool {
	a, err := netip.ParseAddr(strings.Trim(host, "[]"))
	if err != nil {
		return false
	}
	a = a.Unmap()
	for _, p := range t {
		if p.Contains(a) {
			return true
		}
	}
	return false
}

// clientAddr is the request's client: the peer, or, when the peer is a
// trusted proxy, the right-most address of X-Forwarded-For that is not one
// (addresses further left were written by the client and may be forged).
func (t trustedProxies) clientAddr(r *http.Request) (string, bool) {
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil || !t.trusts(host) {
		return "", false
	}
	hops := strings.Split(strings.Join(r.Header.Values("X-Forwarded-For"), ","), ",")
	for i := len(hops) - 1; i >= 0; i-- {
		hop := strings.TrimSpace(hops[i])
		if hop == "" {
			continue
		}
		a, err := netip.ParseAddr(strings.Trim(hop, "[]"))
		if err != nil {
			return "", false // garbage from a misconfigured proxy: keep the peer
		}
		if !t.trusts(a.String()) {
			return netip.AddrPortFrom(a.Unmap(), 0).String(), true
		}
	}
	return "", false
}

// middleware sets r.RemoteAddr to the client's address behind a trusted
// proxy; without trusted proxies it is next itself.
func (t trustedProxies) middleware(next http.Handler) http.Handler {
	if len(t) == 0 {
		return next
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if addr, ok := t.clientAddr(r); ok {
			r2 := *r
			r2.RemoteAddr = addr
			r = &r2
		}
		next.ServeHTTP(w, r)
	})
}
