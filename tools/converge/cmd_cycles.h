/* cmd_cycles.h - the `cycles` and `dom` commands. */
#ifndef CONVERGE_CMD_CYCLES_H
#define CONVERGE_CMD_CYCLES_H

#include <stdio.h>

#include "converge.h"

extern const char help_cycles[];
extern const char help_dom[];

/* Print the cycle forest (`cycles`) or the (post-)dominator tree (`dom`) of
 * every function definition of m, or only of `function` when not NULL, in
 * `format` (NULL: text).  Returns an exit code; reports problems on
 * stderr. */
int cmd_cycles(const cv_module *m, const char *file, FILE *out,
	       const char *function,
	       const char *format);
int cmd_dom(const cv_module *m, const char *file, FILE *out,
	    const char *function,
	    const char *format, int post);

#endif
