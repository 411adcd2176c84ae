/* tour.h - the built-in walk through the specification's examples. */
#ifndef CONVERGE_TOUR_H
#define CONVERGE_TOUR_H

#include <stdio.h>

#include "converge.h"

/* Runs the tour, writing to out.  Returns an exit code. */
int tour_run(cv_context *ctx, FILE *out);

#endif
