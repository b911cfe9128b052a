// Package cluster holds the scale-out proof (issue 29): its tests start
// several `canvass serve` processes on one PostgreSQL behind a round-robin
// load balancer and show that they behave like one (docs/operations.md).
package cluster
