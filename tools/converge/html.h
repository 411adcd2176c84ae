/* html.h - `--format=html`: one self-contained page per module for
 * uniformity, verify and run (html.c). */
#ifndef CONVERGE_HTML_H
#define CONVERGE_HTML_H

#include <stddef.h>
#include <stdio.h>

#include "converge.h"

/* A growing string; cv_writer writes into it (html_buf_writer). */
typedef struct html_buf {
	char *p;
	size_t n, cap;
	int failed; /* out of memory */
} html_buf;

cv_writer html_buf_writer(html_buf *b);
void html_buf_free(html_buf *b);

/* The uniformity page of module m (text: its source, size bytes) into
 * out: each definition's listing with divergent values, branches, join
 * blocks, cycles and temporal uses marked, an explanation chain for each
 * divergent value (shown when it is clicked) and the CFG drawn as SVG
 * (graphviz's dot when it is installed, else the page's own layered
 * layout).  function: only that one (NULL: all).  Returns 0 or 2. */
int html_uniformity(FILE *out, const char *file, const char *text,
		    size_t size, const cv_module *m,
		    const cv_uniformity_options *opts, const char *function);

/* A page of another command: the module's text and that command's JSON
 * (kind "verify": violations marked on their lines; "run": the table of
 * dynamic instances of each convergent operation).  Returns 0 or 2. */
int html_page_json(FILE *out, const char *kind, const char *file,
		   const char *text, size_t size, const char *json);

#endif
