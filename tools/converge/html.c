/*
 * html.c - `--format=html`: one self-contained page per module.  The C
 * side gathers the data (the command's JSON, the module's source lines,
 * the explanation of each divergent value, the blocks and, when
 * graphviz's dot is installed, the CFG as SVG) into one JSON document in
 * the page; the page's script draws the listing, the marks, the
 * explanation panel, the CFG (its own layered layout without dot) and
 * the tables of `run`.  Nothing is fetched: the page works offline.
 */
#define _DEFAULT_SOURCE /* mkstemp, popen */
#include "html.h"

#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"

/* ---- strings ------------------------------------------------------------ */

static int buf_write(void *user, const char *data, size_t size)
{
	html_buf *b = user;
	if (b->failed)
		return -1;
	if (b->n + size + 1 > b->cap) {
		size_t cap = b->cap ? b->cap : 4096;
		char *p;
		while (cap < b->n + size + 1)
			cap *= 2;
		p = realloc(b->p, cap);
		if (!p) {
			b->failed = 1;
			return -1;
		}
		b->p = p;
		b->cap = cap;
	}
	memcpy(b->p + b->n, data, size);
	b->n += size;
	b->p[b->n] = 0;
	return 0;
}

cv_writer html_buf_writer(html_buf *b)
{
	cv_writer w;
	w.write = buf_write;
	w.user = b;
	return w;
}

void html_buf_free(html_buf *b)
{
	free(b->p);
	memset(b, 0, sizeof *b);
}

static void put(html_buf *b, const char *s)
{
	buf_write(b, s, strlen(s));
}

/* A JSON string of s[0..n); '<' as \u003c, so that no "</script>" can
 * end the page's data early. */
static void put_json_n(html_buf *b, const char *s, size_t n)
{
	char u[8];
	size_t i;
	put(b, "\"");
	for (i = 0; i < n; i++) {
		unsigned char c = (unsigned char)s[i];
		if (c == '"' || c == '\\') {
			u[0] = '\\';
			u[1] = (char)c;
			buf_write(b, u, 2);
		} else if (c == '\n')
			put(b, "\\n");
		else if (c == '\t')
			put(b, "\\t");
		else if (c < 0x20 || c == '<') {
			snprintf(u, sizeof u, "\\u%04x", c);
			put(b, u);
		} else
			buf_write(b, (const char *)&c, 1);
	}
	put(b, "\"");
}

static void put_json(html_buf *b, const char *s)
{
	if (s)
		put_json_n(b, s, strlen(s));
	else
		put(b, "null");
}

/* JSON made by the library or the tool, with '<' (only ever inside its
 * strings) as \u003c. */
static void put_raw_json(html_buf *b, const char *json)
{
	const char *p = json, *lt;
	size_t n = strlen(json);
	while (n && (json[n - 1] == '\n' || json[n - 1] == ' '))
		n--;
	while ((lt = memchr(p, '<', (size_t)(json + n - p))) != NULL) {
		buf_write(b, p, (size_t)(lt - p));
		put(b, "\\u003c");
		p = lt + 1;
	}
	buf_write(b, p, (size_t)(json + n - p));
}

static void put_uint(html_buf *b, unsigned long v)
{
	char s[24];
	snprintf(s, sizeof s, "%lu", v);
	put(b, s);
}

/* Lines first..last of text as a JSON array of strings. */
static void put_lines(html_buf *b, const char *text, size_t size,
		      unsigned first, unsigned last)
{
	const char *p = text, *end = text + size;
	unsigned line = 1;
	int any = 0;
	put(b, "[");
	while (p < end && line <= last) {
		const char *nl = memchr(p, '\n', (size_t)(end - p));
		const char *e = nl ? nl : end;
		if (line >= first) {
			size_t n = (size_t)(e - p);
			if (n && p[n - 1] == '\r')
				n--;
			put(b, any ? "," : "");
			put_json_n(b, p, n);
			any = 1;
		}
		line++;
		p = nl ? nl + 1 : end;
	}
	put(b, "]");
}

/* The line of the "}" that ends the function defined on line `first`. */
static unsigned function_end(const char *text, size_t size, unsigned first)
{
	const char *p = text, *end = text + size;
	unsigned line = 1;
	while (p < end) {
		const char *nl = memchr(p, '\n', (size_t)(end - p));
		if (line > first && *p == '}')
			return line;
		line++;
		p = nl ? nl + 1 : end;
	}
	return line;
}

/* ---- the CFG by graphviz -------------------------------------------------- */

/* `dot -Tsvg` of the DOT text: the <svg> element, or NULL when dot is not
 * installed or fails (the page then lays the CFG out itself). */
static char *dot_svg(const char *dot)
{
	char path[] = "/tmp/converge-html-XXXXXX", cmd[96];
	html_buf svg;
	char chunk[4096];
	size_t n;
	FILE *f, *p;
	int fd = mkstemp(path), st;
	const char *start;
	char *out;
	if (fd < 0)
		return NULL;
	f = fdopen(fd, "w");
	if (!f || fputs(dot, f) == EOF || fclose(f) != 0) {
		unlink(path);
		return NULL;
	}
	snprintf(cmd, sizeof cmd, "dot -Tsvg %s 2>/dev/null", path);
	memset(&svg, 0, sizeof svg);
	p = popen(cmd, "r");
	while (p && (n = fread(chunk, 1, sizeof chunk, p)) > 0)
		buf_write(&svg, chunk, n);
	st = p ? pclose(p) : -1;
	unlink(path);
	start = svg.p ? strstr(svg.p, "<svg") : NULL;
	if (st != 0 || svg.failed || !start) {
		html_buf_free(&svg);
		return NULL;
	}
	out = strdup(start);
	html_buf_free(&svg);
	return out;
}

/* ---- uniformity ------------------------------------------------------------ */

/* Explanations of every divergent argument ("a<index>"), value ("v<line>")
 * and branch ("b<line>") of the function. */
static void put_explanations(html_buf *b, const cv_uniformity *u,
			     const cv_func *f)
{
	uint32_t i;
	int any = 0;
	html_buf e;
	cv_writer w = html_buf_writer(&e);
	char key[32];
	cv_inst_info info;
	put(b, "{");
	memset(&e, 0, sizeof e);
	for (i = 0; i < cv_func_arg_count(f); i++)
		if (cv_uniformity_arg_is_divergent(u, i)) {
			e.n = 0;
			cv_uniformity_explain(u, CV_SUBJECT_ARGUMENT, i, CV_UNIFORMITY_TEXT, &w);
			snprintf(key, sizeof key, "a%u", (unsigned)i);
			put(b, any ? "," : "");
			put_json(b, key);
			put(b, ":");
			put_json_n(b, e.p ? e.p : "", e.n);
			any = 1;
		}
	for (i = 0; i < cv_func_inst_count(f); i++) {
		int value, branch;
		if (cv_func_inst(f, i, &info) != 0)
			continue;
		value = info.name && cv_uniformity_is_divergent(u, i);
		branch = info.terminator &&
			 cv_uniformity_branch_is_divergent(u, info.block);
		if (!value && !branch)
			continue;
		e.n = 0;
		cv_uniformity_explain(u, value ? CV_SUBJECT_INSTRUCTION : CV_SUBJECT_BRANCH,
				      value ? i : info.block, CV_UNIFORMITY_TEXT, &w);
		snprintf(key, sizeof key, "%c%u", value ? 'v' : 'b', info.line);
		put(b, any ? "," : "");
		put_json(b, key);
		put(b, ":");
		put_json_n(b, e.p ? e.p : "", e.n);
		any = 1;
	}
	html_buf_free(&e);
	put(b, "}");
}

/* The blocks: name, line, successors, divergent branch. */
static void put_blocks(html_buf *b, const cv_uniformity *u, const cv_func *f)
{
	uint32_t k, n = cv_func_block_count(f);
	put(b, "[");
	for (k = 0; k < n; k++) {
		size_t ns, s;
		const uint32_t *succ = cv_func_block_succs(f, k, &ns);
		put(b, k ? ",{\"name\":" : "{\"name\":");
		put_json(b, cv_func_block_name(f, k));
		put(b, ",\"line\":");
		put_uint(b, cv_func_block_line(f, k));
		put(b, ",\"div\":");
		put(b, cv_uniformity_branch_is_divergent(u, k) ? "true" : "false");
		put(b, ",\"succs\":[");
		for (s = 0; s < ns; s++) {
			put(b, s ? "," : "");
			put_uint(b, succ[s]);
		}
		put(b, "]}");
	}
	put(b, "]");
}

/* One function's object of the page's data; 0, or -1 on an error of the
 * analysis (its diagnostics are in the context). */
static int put_function(html_buf *b, const char *text, size_t size,
			const cv_module *m, size_t index,
			const cv_uniformity_options *opts, int *have_dot)
{
	cv_uniformity *u = cv_uniformity_new(m, index, opts);
	cv_func *f = cv_func_new(m, index);
	html_buf j;
	cv_writer w = html_buf_writer(&j);
	unsigned first;
	char *svg = NULL;
	if (!u || !f) {
		cv_uniformity_free(u);
		cv_func_free(f);
		return -1;
	}
	memset(&j, 0, sizeof j);
	first = cv_func_line(f);
	put(b, "{\"u\":");
	cv_uniformity_print(u, CV_UNIFORMITY_JSON, 0, &w);
	put_raw_json(b, j.p ? j.p : "null");
	put(b, ",\"first\":");
	put_uint(b, first);
	put(b, ",\"lines\":");
	put_lines(b, text, size, first, function_end(text, size, first));
	put(b, ",\"explain\":");
	put_explanations(b, u, f);
	put(b, ",\"blocks\":");
	put_blocks(b, u, f);
	if (*have_dot) {
		j.n = 0;
		cv_uniformity_print(u, CV_UNIFORMITY_DOT, 0, &w);
		svg = j.p ? dot_svg(j.p) : NULL;
		*have_dot = svg != NULL;
	}
	put(b, ",\"svg\":");
	put_json(b, svg);
	put(b, "}");
	free(svg);
	html_buf_free(&j);
	cv_func_free(f);
	cv_uniformity_free(u);
	return 0;
}

/* ---- the page ------------------------------------------------------------- */

extern const char *const html_style[];
extern const char *const html_script[];

static int write_page(FILE *out, const char *kind, const char *file,
		      html_buf *data)
{
	html_buf page;
	size_t i;
	int rc;
	memset(&page, 0, sizeof page);
	put(&page, "<!doctype html>\n<html lang=\"en\">\n<head>\n"
		   "<meta charset=\"utf-8\">\n<title>converge ");
	put(&page, kind);
	put(&page, "</title>\n<style>\n");
	for (i = 0; html_style[i]; i++)
		put(&page, html_style[i]);
	put(&page, "</style>\n</head>\n<body>\n<header><h1>converge ");
	put(&page, kind);
	put(&page, "</h1><p id=\"file\"></p></header>\n<main id=\"app\"></main>\n"
		   "<script type=\"application/json\" id=\"data\">");
	buf_write(&page, data->p ? data->p : "{}", data->p ? data->n : 2);
	put(&page, "</script>\n<script>\n");
	for (i = 0; html_script[i]; i++)
		put(&page, html_script[i]);
	put(&page, "</script>\n</body>\n</html>\n");
	(void)file;
	rc = page.failed || fwrite(page.p, 1, page.n, out) != page.n ? 2 : 0;
	if (page.failed)
		fprintf(stderr, "converge: out of memory\n");
	html_buf_free(&page);
	return rc;
}

int html_uniformity(FILE *out, const char *file, const char *text,
		    size_t size, const cv_module *m,
		    const cv_uniformity_options *opts, const char *function)
{
	html_buf data;
	size_t i, n = cv_module_function_count(m);
	int any = 0, have_dot = 1, rc;
	const char *want = function && function[0] == '@' ? function + 1 : function;
	memset(&data, 0, sizeof data);
	put(&data, "{\"kind\":\"uniformity\",\"file\":");
	put_json(&data, file);
	put(&data, ",\"functions\":[");
	for (i = 0; i < n; i++) {
		const char *name = cv_module_function_name(m, i);
		if (!cv_module_function_is_definition(m, i) ||
		    (want && (!name || strcmp(name, want) != 0)))
			continue;
		put(&data, any ? ",\n" : "\n");
		if (put_function(&data, text, size, m, i, opts, &have_dot) != 0) {
			html_buf_free(&data);
			return 2;
		}
		any = 1;
	}
	put(&data, "],\"dot\":");
	put(&data, have_dot ? "true" : "false");
	put(&data, "}");
	rc = write_page(out, "uniformity", file, &data);
	html_buf_free(&data);
	return rc;
}

int html_page_json(FILE *out, const char *kind, const char *file,
		   const char *text, size_t size, const char *json)
{
	html_buf data;
	int rc;
	memset(&data, 0, sizeof data);
	put(&data, "{\"kind\":");
	put_json(&data, kind);
	put(&data, ",\"file\":");
	put_json(&data, file);
	put(&data, ",\"first\":1,\"lines\":");
	put_lines(&data, text, size, 1, ~0u);
	put(&data, ",\"result\":");
	put_raw_json(&data, json);
	put(&data, "}");
	rc = write_page(out, kind, file, &data);
	html_buf_free(&data);
	return rc;
}
