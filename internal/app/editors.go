package app

import (
	"context"
	"fmt"
	"io"
	"text/tabwriter"

	"canvass/internal/accounts"
)

// roleCommand is canvass editors|moderators add|remove|list: it grants,
// revokes and lists a site role (cmd is the command's name, noun the
// holder's: "editor").
//
// SECURITY: this command line is the only place a site role changes hands;
// neither API offers it.
func roleCommand(ctx context.Context, cmd, noun string, role *accounts.SiteRole, args []string, stdout io.Writer) error {
	usage := fmt.Errorf("usage: canvass %[1]s add USERNAME | canvass %[1]s remove USERNAME | canvass %[1]s list", cmd)
	if len(args) == 0 {
		return usage
	}
	a := "a"
	if noun[0] == 'e' || noun[0] == 'a' || noun[0] == 'o' {
		a = "an"
	}
	switch sub := args[0]; {
	case (sub == "add" || sub == "remove") && len(args) == 2:
		username := args[1]
		if sub == "add" {
			added, err := role.Grant(ctx, username)
			if err != nil {
				return err
			}
			if added {
				fmt.Fprintf(stdout, "%s is now %s %s\n", username, a, noun)
			} else {
				fmt.Fprintf(stdout, "%s was already %s %s\n", username, a, noun)
			}
			return nil
		}
		removed, err := role.Revoke(ctx, username)
		if err != nil {
			return err
		}
		if removed {
			fmt.Fprintf(stdout, "%s is no longer %s %s\n", username, a, noun)
		} else {
			fmt.Fprintf(stdout, "%s was not %s %s\n", username, a, noun)
		}
		return nil
	case sub == "list" && len(args) == 1:
		list, err := role.Holders(ctx)
		if err != nil {
			return err
		}
		if len(list) == 0 {
			fmt.Fprintf(stdout, "no %ss\n", noun)
			return nil
		}
		tw := tabwriter.NewWriter(stdout, 0, 4, 2, ' ', 0)
		fmt.Fprintln(tw, "USERNAME\tNAME\tSINCE")
		for _, e := range list {
			fmt.Fprintf(tw, "%s\t%s %s\t%s\n", e.Username, e.FirstName, e.LastName, e.GrantedAt.Format("2006-01-02"))
		}
		return tw.Flush()
	}
	return usage
}
