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

#endif
