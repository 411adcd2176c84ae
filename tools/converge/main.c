/*
 * converge - command-line driver.  Reads LLVM IR, runs a command, prints
 * results and diagnostics.  Exit codes: 0 ok, 1 the input violates a rule
 * or a check failed, 2 bad usage or unreadable input.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "converge.h"
#include "tour.h"

static const char usage_text[] =
	"usage: converge <command> [options] [FILE|-]\n"
	"\n"
	"commands:\n"
	"  print    parse FILE and print it as `opt -S` (LLVM 22) prints it\n"
	"  parse    parse FILE and report errors only (exit 0 if it is valid IR)\n"
	"  tour     a walk through the specification's examples\n"
	"\n"
	"options:\n"
	"  -o FILE      write output to FILE instead of standard output\n"
	"  --help       help for a command: converge <command> --help\n"
	"  --version    print the version\n"
	"\n"
	"exit codes: 0 ok, 1 a rule is violated or a check failed,\n"
	"            2 bad usage or unreadable input\n";

static const char help_print[] =
	"usage: converge print [-o OUT] [FILE|-]\n"
	"\n"
	"Parses LLVM textual IR (LLVM 15 to 22 syntax) and prints the module\n"
	"the way `opt -S` of LLVM 22 prints it: unnamed values renumbered,\n"
	"attribute groups renumbered, constants and alignments made explicit.\n"
	"Errors are reported as FILE:LINE:COL: error: ... with exit code 2.\n";

static const char help_parse[] =
	"usage: converge parse [FILE|-]\n"
	"\n"
	"Parses LLVM textual IR and reports the first error, if any.  Prints\n"
	"nothing when the input is valid.  Exit 0 valid, 2 invalid.\n";

static const char help_tour[] =
	"usage: converge tour [-o OUT]\n"
	"\n"
	"Walks through examples from the specification of convergent\n"
	"operations: each example's IR is read and printed back; later\n"
	"commands add their analyses to the tour.\n";

struct options {
	const char *command;
	const char *input;
	const char *output;
	int help;
};

static int read_all(const char *path, char **data, size_t *size)
{
	FILE *f = strcmp(path, "-") == 0 ? stdin : fopen(path, "rb");
	size_t cap = 1 << 16, n = 0;
	char *buf;
	long len;
	if (!f)
		return -1;
	/* a regular file is read in one piece of its size */
	if (f != stdin && fseek(f, 0, SEEK_END) == 0 && (len = ftell(f)) >= 0 &&
	    fseek(f, 0, SEEK_SET) == 0)
		cap = (size_t)len + 1;
	buf = malloc(cap);
	if (!buf) {
		if (f != stdin)
			fclose(f);
		return -1;
	}
	for (;;) {
		size_t r;
		if (n == cap) {
			char *nb;
			cap *= 2;
			nb = realloc(buf, cap);
			if (!nb) {
				free(buf);
				if (f != stdin)
					fclose(f);
				errno = ENOMEM;
				return -1;
			}
			buf = nb;
		}
		r = fread(buf + n, 1, cap - n, f);
		n += r;
		if (r == 0)
			break;
	}
	if (ferror(f)) {
		free(buf);
		if (f != stdin)
			fclose(f);
		return -1;
	}
	if (f != stdin)
		fclose(f);
	*data = buf;
	*size = n;
	return 0;
}

static int write_file(void *user, const char *data, size_t size)
{
	return fwrite(data, 1, size, (FILE *)user) == size ? 0 : -1;
}

/* FILE:LINE:COL: error: MESSAGE, the line, and a caret under the column. */
static void print_diags(const cv_context *ctx)
{
	size_t i, n = cv_diag_count(ctx);
	static const char *const sev[] = {"note", "warning", "error"};
	for (i = 0; i < n; i++) {
		const cv_diag *d = cv_diag_get(ctx, i);
		if (d->line)
			fprintf(stderr, "%s:%u:%u: %s: %s\n", d->file ? d->file : "<input>",
				d->line, d->col, sev[d->severity], d->message);
		else
			fprintf(stderr, "%s: %s: %s\n", d->file ? d->file : "<input>",
				sev[d->severity], d->message);
		if (d->source_line) {
			unsigned c;
			fprintf(stderr, "%s\n", d->source_line);
			for (c = 1; c < d->col; c++) {
				char ch = d->source_line[c - 1];
				if (ch == 0)
					break;
				fputc(ch == '\t' ? '\t' : ' ', stderr);
			}
			fputs("^\n", stderr);
		}
	}
}

static int parse_args(int argc, char **argv, struct options *o)
{
	int i;
	memset(o, 0, sizeof *o);
	for (i = 1; i < argc; i++) {
		const char *a = argv[i];
		if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0)
			o->help = 1;
		else if (strcmp(a, "-o") == 0) {
			if (++i >= argc) {
				fprintf(stderr, "converge: -o needs a file name\n");
				return -1;
			}
			o->output = argv[i];
		} else if (strncmp(a, "-o", 2) == 0 && a[2])
			o->output = a + 2;
		else if (a[0] == '-' && a[1]) {
			fprintf(stderr, "converge: unknown option '%s'\n", a);
			return -1;
		} else if (!o->command)
			o->command = a;
		else if (!o->input)
			o->input = a;
		else {
			fprintf(stderr, "converge: unexpected argument '%s'\n", a);
			return -1;
		}
	}
	return 0;
}

static FILE *open_output(const struct options *o)
{
	FILE *out;
	if (!o->output || strcmp(o->output, "-") == 0)
		return stdout;
	out = fopen(o->output, "wb");
	if (!out)
		fprintf(stderr, "converge: cannot write '%s': %s\n", o->output,
			strerror(errno));
	return out;
}

static int close_output(FILE *out)
{
	int bad = ferror(out) != 0;
	if (out != stdout)
		bad |= fclose(out) != 0;
	else
		bad |= fflush(out) != 0;
	if (bad) {
		fprintf(stderr, "converge: error writing output\n");
		return 2;
	}
	return 0;
}

/* Reads and parses the input; returns NULL (after printing diagnostics) on
 * failure. */
static cv_module *load(cv_context *ctx, const char *input)
{
	char *text;
	size_t size;
	cv_module *m;
	const char *name = input ? input : "-";
	if (read_all(name, &text, &size) != 0) {
		fprintf(stderr, "converge: cannot read '%s': %s\n", name,
			strerror(errno));
		return NULL;
	}
	m = cv_parse(ctx, strcmp(name, "-") == 0 ? "<stdin>" : name, text, size);
	free(text);
	if (!m)
		print_diags(ctx);
	return m;
}

static int cmd_print(cv_context *ctx, const struct options *o, int print)
{
	cv_module *m = load(ctx, o->input);
	FILE *out;
	cv_writer w;
	int rc = 0;
	if (!m)
		return 2;
	if (print) {
		out = open_output(o);
		if (!out) {
			cv_module_free(m);
			return 2;
		}
		w.write = write_file;
		w.user = out;
		if (cv_print_module(m, &w) != 0)
			rc = 2;
		if (close_output(out))
			rc = 2;
	}
	cv_module_free(m);
	return rc;
}

int main(int argc, char **argv)
{
	struct options o;
	cv_context *ctx;
	int rc;
	if (argc >= 2 && strcmp(argv[1], "--version") == 0) {
		printf("converge %s (reads LLVM IR 15-22; prints as LLVM 22)\n",
		       cv_version());
		return 0;
	}
	if (parse_args(argc, argv, &o) != 0) {
		fputs(usage_text, stderr);
		return 2;
	}
	if (!o.command) {
		fputs(usage_text, o.help ? stdout : stderr);
		return o.help ? 0 : 2;
	}
	if (strcmp(o.command, "help") == 0) {
		fputs(usage_text, stdout);
		return 0;
	}
	ctx = cv_context_new(NULL);
	if (!ctx) {
		fprintf(stderr, "converge: out of memory\n");
		return 2;
	}
	if (strcmp(o.command, "print") == 0) {
		if (o.help) {
			fputs(help_print, stdout);
			rc = 0;
		} else
			rc = cmd_print(ctx, &o, 1);
	} else if (strcmp(o.command, "parse") == 0) {
		if (o.help) {
			fputs(help_parse, stdout);
			rc = 0;
		} else
			rc = cmd_print(ctx, &o, 0);
	} else if (strcmp(o.command, "tour") == 0) {
		if (o.help) {
			fputs(help_tour, stdout);
			rc = 0;
		} else {
			FILE *out = open_output(&o);
			if (!out)
				rc = 2;
			else {
				rc = tour_run(ctx, out);
				if (close_output(out))
					rc = 2;
			}
		}
	} else {
		fprintf(stderr, "converge: unknown command '%s'\n\n%s", o.command,
			usage_text);
		rc = 2;
	}
	cv_context_free(ctx);
	return rc;
}
