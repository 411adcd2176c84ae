/* cli.h - what the commands of the converge tool share (cli.c). */
#ifndef CONVERGE_CLI_H
#define CONVERGE_CLI_H

#include <stdint.h>
#include <stdio.h>

#include "converge.h"

/* Reads a whole file ("-": standard input); 0 or -1 with errno.  Release
 * it with cli_free_input(data, size, mapped). */
int cli_read_all(const char *path, char **data, size_t *size, int *mapped);
/* The same, and for a mapped file the descriptor it was mapped from, left
 * open (the caller closes it), in *fd; -1 when not mapped. */
int cli_read_all_fd(const char *path, char **data, size_t *size,
		    int *mapped, int *fd);
void cli_free_input(char *data, size_t size, int mapped);
/* cv_parse (triple NULL) or cv_parse_for_target of an input from
 * cli_read_all; pages of a mapped input already read are given back. */
cv_module *cli_parse_input(cv_context *ctx, const char *name, char *data,
			   size_t size, int mapped, const char *triple);
/* Reads and parses FILE ("-" or NULL: stdin), named input_name (NULL: its
 * path) in diagnostics, which are printed on failure (NULL returned). */
cv_module *cli_load_named(cv_context *ctx, const char *input,
			  const char *input_name);
cv_module *cli_load(cv_context *ctx, const char *input);
/* Like opt before any pass: the module is verified with LLVM 22's rules
 * (cv_verify, CV_VERIFY_LLVM), and if it breaks one, opt's messages and
 * "converge: NAME: error: input module is broken!" go to stderr and 1 is
 * returned (2: out of memory); 0 when opt would accept it.  NAME NULL or
 * "-": <stdin>.  Clears the context's diagnostics.  --no-verify (opt's
 * --disable-verify) skips the call. */
int cli_refuse_broken(cv_context *ctx, const cv_module *m, const char *name);
/* The context's diagnostics, like a compiler: FILE:LINE:COL: error: ...,
 * the source line and a caret. */
void cli_print_diags(const cv_context *ctx);
/* The same; a diagnostic on a line of text (the input that was parsed)
 * without its own copy of the line gets it from there. */
void cli_print_diags_text(const cv_context *ctx, const char *text,
			  size_t size);


/* The output: stdout for NULL or "-"; NULL (said on stderr) if the file
 * cannot be opened.  cli_close_output returns 0, or 2 after a write
 * error.  cli_write_file is a cv_writer's callback for a FILE *. */
FILE *cli_open_output(const char *path);
int cli_close_output(FILE *out);
int cli_write_file(void *user, const char *data, size_t size);

/* The value of argv[*i] when it is --name=value or --name value
 * (advancing *i), else NULL. */
const char *cli_opt_value(int argc, char **argv, int *i, const char *name);
/* --name=VALUE or --name VALUE at argv[*i]: 1 and *out (advancing *i
 * past a separate value), 0 when argv[*i] is another option, -1 after
 * "converge: NAME needs a value". */
int cli_opt(int argc, char **argv, int *i, const char *name,
	    const char **out);
/* The function named name (with or without '@'), or the first definition
 * when name is NULL: 0 and *index, or -1 after saying why on stderr. */
int cli_find_function(const cv_module *m, const char *name, size_t *index);
/* Says on stderr that the module has no function `name`, with the closest
 * name defined ("did you mean") and the first few it defines. */
void cli_no_such_function(const cv_module *m, const char *name);
/* --anchor=maximal|singleton|random[:SEED]: 0, or -1 after saying why. */
int cli_parse_anchor(const char *s, cv_anchor_policy *policy, uint64_t *seed,
		     uint8_t *choices, size_t cap, size_t *nchoices);
/* An --mtriple whose architecture LLVM 22 does not know (a typo such as
 * amdgpu-amd-amdhsa) is an error, not a target without divergence: 0, or
 * -1 after saying why and listing the GPU targets. */
int cli_check_triple(const char *triple);
/* An --mcpu that LLVM 22 does not know for the target (the triple's
 * architecture; NULL or "": amdgcn or nvptx) is an error: 0, or -1 after
 * saying why and listing the processors. */
int cli_check_cpu(const char *triple, const char *cpu);
/* "converge: unknown option 'OPTION'; see 'converge COMMAND --help'" on
 * stderr (one line, not the whole usage); "unknown or incomplete option"
 * where an option missing its value is not told apart. */
/* Runs fn(user, k, out) for each input k < n, the worst exit code.  With
 * jobs > 1, up to jobs child processes at a time, each writing into a
 * temporary file that is copied to out in input order (messages on
 * stderr come as they happen); else one after another into out. */
int cli_each_input(size_t n, unsigned jobs, FILE *out,
		   int (*fn)(void *user, size_t k, FILE *out), void *user);
/* One line of --format=jsonl: the object json[0..n) (one function's,
 * newlines in it dropped: JSON keeps them out of its strings) with
 * "file": file first.  0 or -1. */
int cli_jsonl_line(FILE *out, const char *file, const char *json, size_t n);
/* -j N / --jobs N: 1 to 256; 0, or -1 after one line on stderr. */
int cli_parse_jobs(const char *v, unsigned *jobs);
/* Whether argv[*i] is -j N, -jN, --jobs N or --jobs=N (the value in *v,
 * *i past it): 1; 0 if not; -1 when the value is missing. */
int cli_opt_jobs(int argc, char **argv, int *i, const char **v);

void cli_unknown_option(const char *command, const char *option,
			int or_incomplete);
/* A single-valued option given a second time is an error: *slot = value
 * and 0, or -1 after saying so when *slot is already set. */
int cli_set_once(const char **slot, const char *opt, const char *value);
/* The number s of option opt, from 1 (0 with zero_ok) to max: 0, or -1
 * after saying why. */
int cli_parse_number(const char *opt, const char *s, unsigned long long max,
		     int zero_ok, unsigned long long *out);
/* --reconvergence=maximal|ipdom: 0, or -1 after saying why. */
int cli_parse_reconvergence(const char *s, cv_reconvergence *out);

#endif
