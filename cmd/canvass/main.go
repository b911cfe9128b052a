// Command canvass serves Canvass: GraphQL, the REST shim and the web app.
package main

import (
	"context"
	"fmt"
	"os"
	"os/signal"
	"syscall"

	"canvass/internal/app"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	if err := app.Run(ctx, os.Args[1:], os.Getenv, os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "canvass:", err)
		os.Exit(1)
	}
}
