/* cmd_uniformity.h - the `uniformity` and `explain` commands, which parse
 * their own options. */
#ifndef CONVERGE_CMD_UNIFORMITY_H
#define CONVERGE_CMD_UNIFORMITY_H

#include "converge.h"

extern const char help_uniformity[];
extern const char help_explain[];

/* argv[0] is the command name ("uniformity" or "explain").  Returns the
 * exit code: 0 ok, 2 bad usage or unreadable input. */
int cmd_uniformity(cv_context *ctx, int argc, char **argv);
int cmd_explain(cv_context *ctx, int argc, char **argv);

#endif
