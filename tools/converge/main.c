/*
 * converge - command-line driver.  Reads LLVM IR, runs a command, prints
 * results and diagnostics.  Exit codes: 0 ok, 1 the input violates a rule
 * or a check failed, 2 bad usage or unreadable input.
 */
#define _DEFAULT_SOURCE /* mmap, madvise */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cmd_cycles.h"
#include "cmd_sim.h"
#include "cmd_uniformity.h"
#include "cmd_verify.h"
#include "converge.h"
#include "tour.h"

static const char usage_text[] =
	"usage: converge <command> [options] [FILE|-]\n"
	"\n"
	"commands:\n"
	"  print    parse FILE and print it as `opt -S` (LLVM 22) prints it\n"
	"  parse    parse FILE and report errors only (exit 0 if it is valid IR)\n"
	"  cycles   the cycle forest of each function (LLVM CycleInfo)\n"
	"  dom      the dominator tree (--post: post-dominator tree)\n"
	"  verify   the IR and every static rule of convergence control tokens\n"
	"           (exit 1 if any is violated)\n"
	"  trace    which dynamic instances are converged, for given per-thread\n"
	"           paths (the specification's thread tables)\n"
	"  run      execute a function on simulated waves: which threads execute\n"
	"           each convergent operation together\n"
	"  uniformity  divergent values and branches, join blocks, cycles with\n"
	"           divergent exits, temporal divergence (--format=llvm: opt's)\n"
	"  explain  why a value is divergent: the derivation from a source\n"
	"  tour     a walk through the specification's examples\n"
	"\n"
	"options:\n"
	"  -o FILE      write output to FILE instead of standard output\n"
	"  --format=F   output format (text, llvm, dot; see the command's help)\n"
	"  --function=NAME  only this function\n"
	"  --input-name NAME  the name of the input in diagnostics (stdin)\n"
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
	const char *format;   /* --format=F */
	const char *function; /* --function=NAME */
	int post;             /* --post */
	const char *input_name; /* --input-name NAME */
	int llvm_compat;      /* --llvm-compat */
	int help;
};

static int read_stream(const char *path, char **data, size_t *size);

/* A regular file is mapped (no copy; the pages of the file cache are
 * the input); standard input and anything that cannot be mapped is read
 * into memory.  *mapped tells which, for cli_free_input. */
static int read_all(const char *path, char **data, size_t *size, int *mapped)
{
	*mapped = 0;
	if (strcmp(path, "-") != 0) {
		int fd = open(path, O_RDONLY);
		struct stat st;
		if (fd < 0)
			return -1;
		if (fstat(fd, &st) == 0 && S_ISDIR(st.st_mode)) {
			close(fd);
			errno = EISDIR;
			return -1;
		}
		if (fstat(fd, &st) == 0 && S_ISREG(st.st_mode) && st.st_size > 0) {
			/* not MAP_POPULATE: mapping the whole file before the
			 * reader starts holds it up (2% of `verify` on a 14 MB
			 * module); faulted in as read, 16 pages at a time, the
			 * pages of a large body are the helper thread's to map,
			 * as it reads ahead of the parser */
			void *p = mmap(NULL, (size_t)st.st_size, PROT_READ,
				       MAP_PRIVATE, fd, 0);
			if (p != MAP_FAILED) {
				close(fd);
				*data = p;
				*size = (size_t)st.st_size;
				*mapped = 1;
				return 0;
			}
		}
		close(fd);
	}
	return read_stream(path, data, size);
}

/* Progress of the reader over a mapped input: the pages it has read (but
 * the last 64 KiB) go back to the kernel.  They stay mapped, so a
 * diagnostic that quotes an early line reads it from the file again. */
struct drop_behind {
	char *data;
	size_t dropped;
};

static void drop_behind(void *user, size_t offset)
{
	struct drop_behind *d = user;
	size_t page = (size_t)sysconf(_SC_PAGESIZE), end;
	if (offset < ((size_t)1 << 16))
		return;
	end = (offset - ((size_t)1 << 16)) & ~(page - 1);
	if (end > d->dropped) {
		madvise(d->data + d->dropped, end - d->dropped, MADV_DONTNEED);
		d->dropped = end;
	}
}

cv_module *cli_parse_input(cv_context *ctx, const char *name, char *data,
			   size_t size, int mapped, const char *triple)
{
	struct drop_behind d;
	cv_module *m;
	d.data = data;
	d.dropped = 0;
	if (mapped)
		cv_context_set_progress(ctx, drop_behind, &d);
	m = triple ? cv_parse_for_target(ctx, name, data, size, triple)
		   : cv_parse(ctx, name, data, size);
	cv_context_set_progress(ctx, NULL, NULL);
	return m;
}

void cli_free_input(char *data, size_t size, int mapped)
{
	if (mapped)
		munmap(data, size);
	else
		free(data);
}

static int read_stream(const char *path, char **data, size_t *size)
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
		else if (strncmp(a, "--format=", 9) == 0)
			o->format = a + 9;
		else if (strncmp(a, "--function=", 11) == 0)
			o->function = a + 11;
		else if (strcmp(a, "--format") == 0 ||
			 strcmp(a, "--function") == 0) {
			if (++i >= argc) {
				fprintf(stderr, "converge: %s needs a value\n", a);
				return -1;
			}
			if (a[3] == 'o')
				o->format = argv[i];
			else
				o->function = argv[i];
		} else if (strcmp(a, "--input-name") == 0) {
			if (++i >= argc) {
				fprintf(stderr, "converge: %s needs a value\n", a);
				return -1;
			}
			o->input_name = argv[i];
		} else if (strncmp(a, "--input-name=", 13) == 0)
			o->input_name = a + 13;
		else if (strcmp(a, "--llvm-compat") == 0)
			o->llvm_compat = 1;
		else if (strcmp(a, "--post") == 0)
			o->post = 1;
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
static cv_module *load(cv_context *ctx, const char *input,
		       const char *input_name)
{
	char *text;
	size_t size;
	int mapped;
	cv_module *m;
	const char *name = input ? input : "-";
	if (read_all(name, &text, &size, &mapped) != 0) {
		fprintf(stderr, "converge: cannot read '%s': %s\n", name,
			strerror(errno));
		return NULL;
	}
	if (!input_name)
		input_name = strcmp(name, "-") == 0 ? "<stdin>" : name;
	m = cli_parse_input(ctx, input_name, text, size, mapped, NULL);
	cli_free_input(text, size, mapped);
	if (!m)
		print_diags(ctx);
	return m;
}

static int cmd_print(cv_context *ctx, const struct options *o, int print)
{
	cv_module *m = load(ctx, o->input, o->input_name);
	FILE *out;
	cv_writer w;
	int rc = 0;
	if (!m)
		return 2;
	/* like opt, refuse a module its IR verifier rejects */
	{
		cv_verify_result *vr = cv_verify(ctx, m, CV_VERIFY_LLVM);
		size_t k, bad = 0;
		for (k = 0; vr && k < cv_verify_count(vr); k++) {
			const cv_violation *v = cv_verify_get(vr, k);
			if (v->llvm) {
				fputs(v->llvm, stderr);
				bad++;
			}
		}
		cv_verify_free(vr);
		cv_diag_clear(ctx);
		if (bad) {
			fprintf(stderr, "converge: %s: error: input module is broken!\n",
				o->input_name ? o->input_name
					      : (o->input ? o->input : "<stdin>"));
			cv_module_free(m);
			return 1;
		}
	}
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

/* `cycles` and `dom` (cmd_cycles.c). */
static int cmd_analysis(cv_context *ctx, const struct options *o, int is_dom)
{
	cv_module *m = load(ctx, o->input, o->input_name);
	FILE *out;
	int rc;
	if (!m)
		return 2;
	out = open_output(o);
	if (!out) {
		cv_module_free(m);
		return 2;
	}
	rc = is_dom ? cmd_dom(m, out, o->function, o->format, o->post)
		    : cmd_cycles(m, out, o->function, o->format);
	if (close_output(out))
		rc = 2;
	cv_module_free(m);
	return rc;
}

/* `verify` (cmd_verify.c), which reads its input itself to show source
 * lines. */
static int run_verify(cv_context *ctx, const struct options *o)
{
	struct verify_args a;
	FILE *out = open_output(o);
	int rc;
	if (!out)
		return 2;
	a.input = o->input;
	a.input_name = o->input_name;
	a.format = o->format;
	a.function = o->function;
	a.llvm_compat = o->llvm_compat;
	rc = cmd_verify(ctx, &a, out);
	if (close_output(out))
		rc = 2;
	return rc;
}

/* For the commands that parse their own options (cmd_sim.h). */
int cli_read_all(const char *path, char **data, size_t *size, int *mapped)
{
	return read_all(path, data, size, mapped);
}

cv_module *cli_load(cv_context *ctx, const char *input)
{
	return load(ctx, input, NULL);
}

void cli_print_diags(const cv_context *ctx)
{
	print_diags(ctx);
}

/* A context; CONVERGE_THREADS (0 to 3) sets the library's
 * threads (cv_context_set_threads; the test tiers read everything
 * both ways). */
static cv_context *new_context(void)
{
	cv_context *ctx = cv_context_new(NULL);
	const char *e = getenv("CONVERGE_THREADS");
	if (ctx && e && e[0] >= '0' && e[0] <= '3' && !e[1])
		cv_context_set_threads(ctx, (unsigned)(e[0] - '0'));
	return ctx;
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
	if (argc >= 2 && (strcmp(argv[1], "uniformity") == 0 ||
			  strcmp(argv[1], "explain") == 0)) {
		/* uniformity and explain parse their own options */
		ctx = new_context();
		if (!ctx) {
			fprintf(stderr, "converge: out of memory\n");
			return 2;
		}
		rc = argv[1][0] == 'u' ? cmd_uniformity(ctx, argc - 1, argv + 1)
				       : cmd_explain(ctx, argc - 1, argv + 1);
		cv_context_free(ctx);
		return rc;
	}
	if (argc >= 2 && (strcmp(argv[1], "trace") == 0 ||
			  strcmp(argv[1], "run") == 0)) {
		/* trace and run parse their own options (cmd_sim.h) */
		ctx = new_context();
		if (!ctx) {
			fprintf(stderr, "converge: out of memory\n");
			return 2;
		}
		rc = argv[1][0] == 't' ? cmd_trace(ctx, argc - 1, argv + 1)
				       : cmd_run(ctx, argc - 1, argv + 1);
		cv_context_free(ctx);
		return rc;
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
	ctx = new_context();
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
	} else if (strcmp(o.command, "cycles") == 0 ||
		   strcmp(o.command, "dom") == 0) {
		int is_dom = o.command[0] == 'd';
		if (o.help) {
			fputs(is_dom ? help_dom : help_cycles, stdout);
			rc = 0;
		} else
			rc = cmd_analysis(ctx, &o, is_dom);
	} else if (strcmp(o.command, "verify") == 0) {
		if (o.help) {
			fputs(help_verify, stdout);
			rc = 0;
		} else
			rc = run_verify(ctx, &o);
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
