/* cmd_sim.h - the `trace` and `run` commands (cmd_trace.c, cmd_run.c),
 * which parse their own options. */
#ifndef CONVERGE_CMD_SIM_H
#define CONVERGE_CMD_SIM_H

#include <stdio.h>

#include "converge.h"

extern const char help_trace[];
extern const char help_run[];

/* argv[0] is the command name.  Return an exit code. */
int cmd_trace(cv_context *ctx, int argc, char **argv);
int cmd_run(cv_context *ctx, int argc, char **argv);

/* Shared by both (cmd_trace.c).  sim_opt_value: the value of
 * argv[*i] when it is --name=value or --name value (advancing *i), else
 * NULL. */
const char *sim_opt_value(int argc, char **argv, int *i, const char *name);
int sim_find_function(const cv_module *m, const char *name, size_t *index);
int sim_parse_anchor(const char *s, cv_anchor_policy *policy, uint64_t *seed);
FILE *sim_open_output(const char *path);
int sim_close_output(FILE *out);
int sim_write_file(void *user, const char *data, size_t size);

/* main.c: read and parse FILE ("-" or NULL: stdin), printing diagnostics
 * on failure; print the context's diagnostics like a compiler. */
cv_module *cli_load(cv_context *ctx, const char *input);
void cli_print_diags(const cv_context *ctx);

#endif
