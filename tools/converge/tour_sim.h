/* tour_sim.h - the tour's executable views (tour_sim.c): thread tables by
 * `converge trace`, examples run by `converge run`. */
#ifndef CONVERGE_TOUR_SIM_H
#define CONVERGE_TOUR_SIM_H

#include <stdio.h>

#include "converge.h"

/* The stops of the executable semantics, numbered from `first`; returns
 * nonzero if one failed. */
size_t tour_sim_count(void);
int tour_sim(cv_context *ctx, FILE *out, size_t first);

/* The run spec (below) for the tour's stop of that section, or NULL. */
const char *tour_sim_spec(const char *section);

/* The run view of a stop: runs `function` (NULL: the first definition)
 * with spec "THREADS WAVE [NAME=VALUE]... [policies]" ("policies": once
 * per anchor policy) and prints what `converge run` prints. */
int tour_sim_run(cv_context *ctx, const cv_module *m, const char *function,
		 const char *spec, FILE *out);

#endif
