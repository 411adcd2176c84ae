/* tour.h - the built-in walk through the specification's examples. */
#ifndef CONVERGE_TOUR_H
#define CONVERGE_TOUR_H

#include <stdio.h>

#include "converge.h"

/* Runs the tour, writing to out.  Returns an exit code. */
int tour_run(cv_context *ctx, FILE *out);

/* The stop for Inferring Tokens (tour_tokens.c), numbered `number`. */
int tour_tokens(cv_context *ctx, FILE *out, size_t number);

#endif
