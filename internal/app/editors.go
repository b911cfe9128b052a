package app

import (
	"context"
	"fmt"
	"io"
	"text/tabwriter"

	"canvass/internal/news"
)

const editorsUsage = "usage: canvass editors add USERNAME | canvass editors remove USERNAME | canvass editors list"

// editorsCommand is canvass editors add|remove|list: it grants, revokes and
// lists the editor role (news).
//
// SECURITY: this command line is the only place the role changes hands;
// neither API offers it.
func editorsCommand(ctx context.Context, svc *news.Service, args []string, stdout io.Writer) error {
	if len(args) == 0 {
		return fmt.Errorf(editorsUsage)
	}
	switch sub := args[0]; {
	case (sub == "add" || sub == "remove") && len(args) == 2:
		username := args[1]
		if sub == "add" {
			added, err := svc.GrantEditor(ctx, username)
			if err != nil {
				return err
			}
			if added {
				fmt.Fprintf(stdout, "%s is now an editor\n", username)
			} else {
				fmt.Fprintf(stdout, "%s was already an editor\n", username)
			}
			return nil
		}
		removed, err := svc.RevokeEditor(ctx, username)
		if err != nil {
			return err
		}
		if removed {
			fmt.Fprintf(stdout, "%s is no longer an editor\n", username)
		} else {
			fmt.Fprintf(stdout, "%s was not an editor\n", username)
		}
		return nil
	case sub == "list" && len(args) == 1:
		list, err := svc.Editors(ctx)
		if err != nil {
			return err
		}
		if len(list) == 0 {
			fmt.Fprintln(stdout, "no editors")
			return nil
		}
		tw := tabwriter.NewWriter(stdout, 0, 4, 2, ' ', 0)
		fmt.Fprintln(tw, "USERNAME\tNAME\tSINCE")
		for _, e := range list {
			fmt.Fprintf(tw, "%s\t%s %s\t%s\n", e.Username, e.FirstName, e.LastName, e.GrantedAt.Format("2006-01-02"))
		}
		return tw.Flush()
	}
	return fmt.Errorf(editorsUsage)
}
