/*
 * cli.c - what the commands of the converge tool share: reading an input
 * (mapped, or read from a stream) and parsing it, diagnostics printed
 * like a compiler's, the output file, and the small option helpers.  No
 * command takes these from another command.
 */
#define _DEFAULT_SOURCE /* mmap, madvise, fork, mkstemp */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "cli.h"
#include "heap.h"

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
	heap_for_input(cap);
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
			heap_for_input(cap);
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

/* A regular file is mapped (no copy; the pages of the file cache are
 * the input); standard input and anything that cannot be mapped is read
 * into memory.  *mapped tells which, for cli_free_input. */
int cli_read_all(const char *path, char **data, size_t *size, int *mapped)
{
	int fd, rc = cli_read_all_fd(path, data, size, mapped, &fd);
	if (fd >= 0)
		close(fd);
	return rc;
}

int cli_read_all_fd(const char *path, char **data, size_t *size,
		    int *mapped, int *fdp)
{
	*mapped = 0;
	*fdp = -1;
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
			heap_for_input((size_t)st.st_size);
			if (p != MAP_FAILED) {
				*fdp = fd; /* the file mapped, for pread */
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



/* A source line (len bytes) and a caret under column col. */
static void print_caret(const char *line, size_t len, unsigned col)
{
	unsigned c;
	fprintf(stderr, "%.*s\n", (int)len, line);
	for (c = 1; c < col && c <= len; c++)
		fputc(line[c - 1] == '\t' ? '\t' : ' ', stderr);
	fputs("^\n", stderr);
}

/* Line `line` (1-based) of text: its start and length, or NULL. */
static const char *text_line(const char *text, size_t size, unsigned line,
			     size_t *len)
{
	const char *p = text, *end = text + size, *nl;
	unsigned n = 1;
	while (n < line) {
		nl = memchr(p, '\n', (size_t)(end - p));
		if (!nl)
			return NULL;
		p = nl + 1;
		n++;
	}
	nl = memchr(p, '\n', (size_t)(end - p));
	*len = (size_t)((nl ? nl : end) - p);
	if (*len && p[*len - 1] == '\r')
		(*len)--;
	return p;
}

void cli_print_diags_text(const cv_context *ctx, const char *text,
			  size_t size)
{
	size_t i, n = cv_diag_count(ctx), len;
	static const char *const sev[] = {"note", "warning", "error"};
	for (i = 0; i < n; i++) {
		const cv_diag *d = cv_diag_get(ctx, i);
		const char *line;
		if (d->line)
			fprintf(stderr, "%s:%u:%u: %s: %s\n", d->file ? d->file : "<input>",
				d->line, d->col, sev[d->severity], d->message);
		else
			fprintf(stderr, "%s: %s: %s\n", d->file ? d->file : "<input>",
				sev[d->severity], d->message);
		if (d->source_line)
			print_caret(d->source_line, strlen(d->source_line), d->col);
		else if (d->line && text &&
			 (line = text_line(text, size, d->line, &len)) != NULL)
			print_caret(line, len, d->col);
	}
}

/* FILE:LINE:COL: error: MESSAGE, the line, and a caret under the column. */
void cli_print_diags(const cv_context *ctx)
{
	cli_print_diags_text(ctx, NULL, 0);
}

cv_module *cli_load_named(cv_context *ctx, const char *input,
			  const char *input_name)
{
	char *text;
	size_t size;
	int mapped;
	cv_module *m;
	const char *name = input ? input : "-";
	if (cli_read_all(name, &text, &size, &mapped) != 0) {
		fprintf(stderr, "converge: cannot read '%s': %s\n", name,
			strerror(errno));
		return NULL;
	}
	if (!input_name)
		input_name = strcmp(name, "-") == 0 ? "<stdin>" : name;
	m = cli_parse_input(ctx, input_name, text, size, mapped, NULL);
	cli_free_input(text, size, mapped);
	if (!m)
		cli_print_diags(ctx);
	return m;
}

cv_module *cli_load(cv_context *ctx, const char *input)
{
	return cli_load_named(ctx, input, NULL);
}

int cli_refuse_broken(cv_context *ctx, const cv_module *m, const char *name)
{
	cv_verify_result *vr = cv_verify(ctx, m, CV_VERIFY_LLVM);
	size_t k, bad = 0;
	if (!vr) {
		fprintf(stderr, "converge: out of memory\n");
		return 2;
	}
	for (k = 0; k < cv_verify_count(vr); k++) {
		const cv_violation *v = cv_verify_get(vr, k);
		if (v->llvm) {
			fputs(v->llvm, stderr);
			bad++;
		}
	}
	cv_verify_free(vr);
	cv_diag_clear(ctx);
	if (!bad)
		return 0;
	fprintf(stderr, "converge: %s: error: input module is broken!\n",
		name && strcmp(name, "-") != 0 ? name : "<stdin>");
	return 1;
}

int cli_write_file(void *user, const char *data, size_t size)
{
	return fwrite(data, 1, size, (FILE *)user) == size ? 0 : -1;
}

FILE *cli_open_output(const char *path)
{
	FILE *out;
	if (!path || strcmp(path, "-") == 0)
		return stdout;
	out = fopen(path, "wb");
	if (!out)
		fprintf(stderr, "converge: cannot write '%s': %s\n", path,
			strerror(errno));
	return out;
}

int cli_close_output(FILE *out)
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

int cli_find_function(const cv_module *m, const char *name, size_t *index)
{
	size_t i, n = cv_module_function_count(m);
	if (!name) {
		for (i = 0; i < n; i++)
			if (cv_module_function_is_definition(m, i)) {
				*index = i;
				return 0;
			}
		fprintf(stderr, "converge: the module defines no function\n");
		return -1;
	}
	if (name[0] == '@')
		name++;
	for (i = 0; i < n; i++) {
		const char *fn = cv_module_function_name(m, i);
		if (fn && strcmp(fn, name) == 0) {
			if (!cv_module_function_is_definition(m, i)) {
				fprintf(stderr,
					"converge: @%s is a declaration, not a "
					"definition\n",
					name);
				return -1;
			}
			*index = i;
			return 0;
		}
	}
	cli_no_such_function(m, name);
	return -1;
}

/* Levenshtein distance of a and b, capped at cap + 1. */
static size_t edit_distance(const char *a, const char *b, size_t cap)
{
	size_t la = strlen(a), lb = strlen(b), i, j, row[65], prev, tmp;
	if (lb > 64 || la > 64)
		return cap + 1;
	for (j = 0; j <= lb; j++)
		row[j] = j;
	for (i = 1; i <= la; i++) {
		size_t best = row[0] = i;
		prev = i - 1;
		for (j = 1; j <= lb; j++) {
			size_t v = prev + (a[i - 1] != b[j - 1]);
			if (row[j] + 1 < v)
				v = row[j] + 1;
			if (row[j - 1] + 1 < v)
				v = row[j - 1] + 1;
			tmp = row[j];
			row[j] = v;
			prev = tmp;
			if (v < best)
				best = v;
		}
		if (best > cap)
			return cap + 1;
	}
	return row[lb];
}

void cli_no_such_function(const cv_module *m, const char *name)
{
	size_t i, n = cv_module_function_count(m), shown = 0, best_d;
	const char *best = NULL;
	if (name[0] == '@')
		name++;
	best_d = strlen(name) / 3 > 2 ? strlen(name) / 3 : 2;
	for (i = 0; i < n; i++) {
		const char *fn = cv_module_function_name(m, i);
		size_t d;
		if (!fn || !cv_module_function_is_definition(m, i))
			continue;
		d = edit_distance(name, fn, best_d);
		if (d <= best_d && (!best || d < best_d)) {
			best = fn;
			best_d = d;
		}
	}
	fprintf(stderr, "converge: no function @%s in the module", name);
	if (best)
		fprintf(stderr, "; did you mean @%s?", best);
	fputc('\n', stderr);
	for (i = 0; i < n; i++) {
		const char *fn = cv_module_function_name(m, i);
		if (!fn || !cv_module_function_is_definition(m, i))
			continue;
		if (shown == 8) {
			fputs(", ...", stderr);
			break;
		}
		fprintf(stderr, shown ? ", @%s" : "  the functions it defines: @%s", fn);
		shown++;
	}
	if (shown)
		fputc('\n', stderr);
}

int cli_parse_anchor(const char *s, cv_anchor_policy *policy, uint64_t *seed,
		     uint8_t *choices, size_t cap, size_t *nchoices)
{
	*seed = 0;
	if (choices && strncmp(s, "choices:", 8) == 0) {
		const char *p = s + 8;
		*policy = CV_ANCHOR_CHOICES;
		*nchoices = 0;
		while (*p) {
			char *end;
			unsigned long v;
			errno = 0;
			v = strtoul(p, &end, 10);
			if (end == p || errno || v > 63 || *nchoices == cap ||
			    (*end && *end != '.')) {
				fprintf(stderr, "converge: bad choice list in --anchor=%s "
					"(numbers 0-63 separated by '.', at most %zu)\n",
					s, cap);
				return -1;
			}
			choices[(*nchoices)++] = (uint8_t)v;
			p = *end ? end + 1 : end;
		}
		return 0;
	}
	if (strcmp(s, "maximal") == 0)
		*policy = CV_ANCHOR_MAXIMAL;
	else if (strcmp(s, "singleton") == 0)
		*policy = CV_ANCHOR_SINGLETON;
	else if (strncmp(s, "random", 6) == 0 && (s[6] == 0 || s[6] == ':')) {
		char *end;
		*policy = CV_ANCHOR_RANDOM;
		if (s[6] == ':') {
			errno = 0;
			*seed = strtoull(s + 7, &end, 0);
			if (end == s + 7 || *end || errno) {
				fprintf(stderr, "converge: bad seed in --anchor=%s\n",
					s);
				return -1;
			}
		}
	} else {
		fprintf(stderr,
			"converge: unknown anchor policy '%s' (maximal, singleton%s"
			"random:SEED%s)\n",
			s, choices ? ", " : " or ", choices ? " or choices:LIST" : "");
		return -1;
	}
	return 0;
}

const char *cli_opt_value(int argc, char **argv, int *i, const char *name)
{
	size_t n = strlen(name);
	const char *a = argv[*i];
	if (strncmp(a, name, n) != 0)
		return NULL;
	if (a[n] == '=')
		return a + n + 1;
	if (a[n] == 0 && *i + 1 < argc)
		return argv[++*i];
	return NULL;
}

int cli_opt(int argc, char **argv, int *i, const char *name,
	    const char **out)
{
	size_t n = strlen(name);
	const char *a = argv[*i];
	if (strncmp(a, name, n) != 0)
		return 0;
	if (a[n] == '=') {
		*out = a + n + 1;
		return 1;
	}
	if (a[n] != 0)
		return 0;
	if (*i + 1 >= argc) {
		fprintf(stderr, "converge: %s needs a value\n", name);
		return -1;
	}
	*out = argv[++*i];
	return 1;
}

int cli_parse_reconvergence(const char *s, cv_reconvergence *out)
{
	if (strcmp(s, "maximal") == 0)
		*out = CV_RECONVERGE_MAXIMAL;
	else if (strcmp(s, "ipdom") == 0)
		*out = CV_RECONVERGE_IPDOM;
	else {
		fprintf(stderr, "converge: --reconvergence needs maximal or ipdom, "
			"not '%s'\n", s);
		return -1;
	}
	return 0;
}

/* The architectures of LLVM 22's Triple (the first component), exact or as
 * a prefix where LLVM takes variants (armv7, mips64el, i686, ...). */
static const char *const llvm_archs[] = {
	"aarch64", "aarch64_be", "aarch64_32", "amdgcn", "amdil", "amdil64",
	"arc", "avr", "bpf", "bpfel", "bpfeb", "csky", "dxil", "hexagon",
	"hsail", "hsail64", "kalimba", "lanai", "loongarch32", "loongarch64",
	"m68k", "msp430", "nvptx", "nvptx64", "r600", "renderscript32",
	"renderscript64", "s390x", "shave", "spir", "spir64", "spirv",
	"spirv32", "spirv64", "systemz", "tce", "tcele", "ve", "wasm32",
	"wasm64", "x86", "x86_64", "xcore", "xtensa", "amd64", "arm64",
	"arm64_32", "le32", "le64"
};
static const char *const llvm_arch_prefixes[] = {
	"arm", "thumb", "mips", "ppc", "powerpc", "riscv", "sparc", "spirv1.",
	"dxilv", "i386", "i486", "i586", "i686", "i786", "i886", "i986"
};

int cli_check_triple(const char *triple)
{
	size_t n = strcspn(triple, "-"), i;
	char arch[64];
	if (!*triple)
		return 0;
	if (n >= sizeof arch)
		n = sizeof arch - 1;
	memcpy(arch, triple, n);
	arch[n] = 0;
	for (i = 0; i < sizeof llvm_archs / sizeof *llvm_archs; i++)
		if (strcmp(arch, llvm_archs[i]) == 0)
			return 0;
	for (i = 0; i < sizeof llvm_arch_prefixes / sizeof *llvm_arch_prefixes; i++)
		if (strncmp(arch, llvm_arch_prefixes[i], strlen(llvm_arch_prefixes[i])) == 0)
			return 0;
	fprintf(stderr,
		"converge: unknown target triple '%s': LLVM 22 has no "
		"architecture '%s'\n"
		"  the GPU targets: amdgcn-amd-amdhsa (AMDGPU), nvptx64-nvidia-cuda "
		"(NVPTX),\n"
		"  spirv64-unknown-unknown or spirv-unknown-vulkan1.3-compute "
		"(SPIR-V)\n",
		triple, arch);
	return -1;
}

/* The processors LLVM 22 knows for amdgcn and nvptx (`llc -mtriple=T
 * -mcpu=help`). */
static const char *const amdgcn_cpus[] = {
	"bonaire", "carrizo", "fiji", "generic", "generic-hsa",
	"gfx10-1-generic", "gfx10-3-generic", "gfx1010", "gfx1011", "gfx1012",
	"gfx1013", "gfx1030", "gfx1031", "gfx1032", "gfx1033", "gfx1034",
	"gfx1035", "gfx1036", "gfx11-generic", "gfx1100", "gfx1101", "gfx1102",
	"gfx1103", "gfx1150", "gfx1151", "gfx1152", "gfx1153", "gfx12-generic",
	"gfx1200", "gfx1201", "gfx1250", "gfx1251", "gfx600", "gfx601",
	"gfx602", "gfx700", "gfx701", "gfx702", "gfx703", "gfx704", "gfx705",
	"gfx801", "gfx802", "gfx803", "gfx805", "gfx810", "gfx9-4-generic",
	"gfx9-generic", "gfx900", "gfx902", "gfx904", "gfx906", "gfx908",
	"gfx909", "gfx90a", "gfx90c", "gfx942", "gfx950", "hainan", "hawaii",
	"iceland", "kabini", "kaveri", "mullins", "oland", "pitcairn",
	"polaris10", "polaris11", "stoney", "tahiti", "tonga", "tongapro",
	"verde", NULL
};
static const char *const nvptx_cpus[] = {
	"sm_20", "sm_21", "sm_30", "sm_32", "sm_35", "sm_37", "sm_50", "sm_52",
	"sm_53", "sm_60", "sm_61", "sm_62", "sm_70", "sm_72", "sm_75", "sm_80",
	"sm_86", "sm_87", "sm_88", "sm_89", "sm_90", "sm_90a", "sm_100",
	"sm_100a", "sm_100f", "sm_101", "sm_101a", "sm_101f", "sm_103",
	"sm_103a", "sm_103f", "sm_110", "sm_110a", "sm_110f", "sm_120",
	"sm_120a", "sm_120f", "sm_121", "sm_121a", "sm_121f", NULL
};

static int in_list(const char *const *list, const char *s)
{
	for (; *list; list++)
		if (strcmp(*list, s) == 0)
			return 1;
	return 0;
}

/* The entry of list closest to s (edit distance at most a third of its
 * length, at least 2), or NULL. */
static const char *closest(const char *const *list, const char *s,
			   size_t *best_d)
{
	const char *best = NULL;
	for (; *list; list++) {
		size_t d = edit_distance(s, *list, *best_d);
		if (d <= *best_d && (!best || d < *best_d)) {
			best = *list;
			*best_d = d;
		}
	}
	return best;
}

/* The list, on stderr, wrapped after about 72 columns. */
static void print_list(const char *title, const char *const *list)
{
	size_t col = (size_t)fprintf(stderr, "  %s:", title);
	for (; *list; list++) {
		if (col + strlen(*list) + 1 > 76) {
			fputs("\n   ", stderr);
			col = 3;
		}
		col += (size_t)fprintf(stderr, " %s", *list);
	}
	fputc('\n', stderr);
}

int cli_check_cpu(const char *triple, const char *cpu)
{
	int amd = !triple || !*triple || strncmp(triple, "amdgcn", 6) == 0;
	int nv = !triple || !*triple || strncmp(triple, "nvptx", 5) == 0;
	if (!*cpu || (amd && in_list(amdgcn_cpus, cpu)) ||
	    (nv && in_list(nvptx_cpus, cpu)))
		return 0;
	if (!amd && !nv) {
		/* SPIR-V has no processors in LLVM 22; other targets have no
		 * divergence, and their processors change nothing here */
		if (strncmp(triple, "spirv", 5) != 0)
			return 0;
		fprintf(stderr, "converge: unknown processor --mcpu=%s for %s: "
				"LLVM 22 knows no SPIR-V processors\n", cpu, triple);
		return -1;
	}
	{
		size_t d = strlen(cpu) / 3 > 2 ? strlen(cpu) / 3 : 2;
		const char *best = amd ? closest(amdgcn_cpus, cpu, &d) : NULL;
		const char *nvbest = nv ? closest(nvptx_cpus, cpu, &d) : NULL;
		if (nvbest)
			best = nvbest;
		fprintf(stderr, "converge: unknown processor --mcpu=%s%s%s", cpu,
			triple && *triple ? " for " : "", triple && *triple ? triple : "");
		if (best)
			fprintf(stderr, "; did you mean %s?", best);
		fputc('\n', stderr);
	}
	if (amd)
		print_list("amdgcn", amdgcn_cpus);
	if (nv)
		print_list("nvptx", nvptx_cpus);
	return -1;
}

void cli_unknown_option(const char *command, const char *option,
			int or_incomplete)
{
	fprintf(stderr, "converge: unknown %soption '%s'; see 'converge %s%s"
			"--help'\n", or_incomplete ? "or incomplete " : "",
		option, command ? command : "", command ? " " : "");
}

int cli_set_once(const char **slot, const char *opt, const char *value)
{
	if (*slot) {
		fprintf(stderr, "converge: %s is given twice ('%s', then '%s'); "
				"it takes one value\n", opt, *slot, value);
		return -1;
	}
	*slot = value;
	return 0;
}

int cli_parse_number(const char *opt, const char *s, unsigned long long max,
		     int zero_ok, unsigned long long *out)
{
	char *end;
	errno = 0;
	*out = strtoull(s, &end, 0);
	if (end == s || *end || errno || (*out == 0 && !zero_ok) || *out > max) {
		fprintf(stderr, "converge: %s needs a number from %d to %llu\n", opt,
			zero_ok ? 0 : 1, max);
		return -1;
	}
	return 0;
}

int cli_parse_jobs(const char *v, unsigned *jobs)
{
	unsigned long long n;
	if (cli_parse_number("-j", v, 256, 0, &n) != 0)
		return -1;
	*jobs = (unsigned)n;
	return 0;
}

/* Appends the file at path to out and removes it; 0 or -1. */
static int copy_out(const char *path, FILE *out)
{
	char chunk[65536];
	size_t n;
	int rc = 0;
	FILE *f = fopen(path, "rb");
	if (!f)
		rc = -1;
	while (f && (n = fread(chunk, 1, sizeof chunk, f)) > 0)
		if (fwrite(chunk, 1, n, out) != n)
			rc = -1;
	if (f)
		fclose(f);
	unlink(path);
	return rc;
}

int cli_each_input(size_t n, unsigned jobs, FILE *out,
		   int (*fn)(void *user, size_t k, FILE *out), void *user)
{
	pid_t *pid;
	char (*path)[40];
	size_t next = 0, done = 0, k;
	int rc = 0;
	if (jobs <= 1 || n <= 1) {
		for (k = 0; k < n; k++) {
			int r = fn(user, k, out);
			fflush(out); /* its results before the next one's messages */
			if (r > rc)
				rc = r;
		}
		return rc;
	}
	pid = calloc(n, sizeof *pid);
	path = calloc(n, sizeof *path);
	if (!pid || !path) {
		free(pid);
		free(path);
		fprintf(stderr, "converge: out of memory\n");
		return 2;
	}
	fflush(out);
	fflush(stderr);
	/* start a child per input, at most `jobs` running; copy the
	 * outputs in input order as the children finish */
	while (done < n) {
		while (next < n && next - done < jobs) {
			int fd, st;
			snprintf(path[next], sizeof path[next], "/tmp/converge-job-XXXXXX");
			fd = mkstemp(path[next]);
			pid[next] = fd < 0 ? -1 : fork();
			if (pid[next] == 0) {
				FILE *f = fdopen(fd, "w");
				st = f ? fn(user, next, f) : 2;
				if (!f || fclose(f) != 0)
					st = 2;
				fflush(stderr);
				_exit(st);
			}
			if (fd >= 0)
				close(fd);
			next++;
		}
		{
			int st = 0, r;
			if (pid[done] < 0 || waitpid(pid[done], &st, 0) < 0)
				r = 2;
			else
				r = WIFEXITED(st) ? WEXITSTATUS(st) : 2;
			if (pid[done] < 0)
				fprintf(stderr, "converge: cannot start a job: %s\n",
					strerror(errno));
			if (copy_out(path[done], out) != 0)
				r = 2;
			if (r > rc)
				rc = r;
			done++;
		}
	}
	free(pid);
	free(path);
	return rc;
}

int cli_opt_jobs(int argc, char **argv, int *i, const char **v)
{
	const char *a = argv[*i];
	/* -jN arrives as --jN (LLVM's one-dash long options, main.c) */
	if (strncmp(a, "--j", 3) == 0 && a[3] >= '0' && a[3] <= '9') {
		*v = a + 3;
		return 1;
	}
	if (strcmp(a, "-j") != 0 && strcmp(a, "--jobs") != 0 &&
	    strncmp(a, "--jobs=", 7) != 0)
		return 0;
	if (a[1] == '-' && a[6] == '=') {
		*v = a + 7;
		return 1;
	}
	if (*i + 1 >= argc) {
		fprintf(stderr, "converge: %s needs a number of jobs\n", a);
		return -1;
	}
	*v = argv[++*i];
	return 1;
}

int cli_jsonl_line(FILE *out, const char *file, const char *json, size_t n)
{
	size_t i = 0;
	const unsigned char *f = (const unsigned char *)file;
	while (i < n && json[i] != '{')
		i++;
	if (i == n)
		return -1;
	fputs("{\"file\": \"", out);
	for (; *f; f++) {
		if (*f == '"' || *f == '\\')
			fputc('\\', out);
		if (*f < 0x20)
			fprintf(out, "\\u%04x", *f);
		else
			fputc(*f, out);
	}
	fputs("\", ", out);
	for (i++; i < n; i++)
		if (json[i] != '\n')
			fputc(json[i], out);
	fputc('\n', out);
	return ferror(out) ? -1 : 0;
}
