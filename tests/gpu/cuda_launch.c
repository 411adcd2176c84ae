/* cuda_launch.c - runs one kernel of a PTX file on an NVIDIA GPU through
 * the CUDA driver API, found at run time with dlopen (nothing of CUDA is
 * needed to build it), and prints its buffers.  Used by device-run.sh and
 * gpu-check.sh.
 *
 *   cuda_launch PTX KERNEL GRID BLOCK PARAM...
 *
 * launches KERNEL on GRID blocks of BLOCK threads (x only) with the
 * PARAMs, in order, as its parameters:
 *   NAME=buffer:BYTES[:INIT]  a global buffer of BYTES bytes (a multiple
 *       of 4), its 32-bit words INIT: zero (the default), iota (0, 1,
 *       2, ...) or random:SEED (word i the high 32 bits of
 *       splitmix64(SEED + i), tests/kernels/run.py's words() and
 *       converge run's random:SEED)
 *   NAME=INT  a 32-bit integer
 * and after it prints each buffer on one line: its name, then its words,
 * each as 8 hex digits ("out 0000000e 00000010 ...").  Exit status 0
 * after a run, 1 when the driver reports an error, 2 for bad arguments
 * or when there is no CUDA driver (the first line of stderr says why). */
#define _POSIX_C_SOURCE 200809L
#include <dlfcn.h>
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef int CUresult;
typedef int CUdevice;
typedef void *CUcontext, *CUmodule, *CUfunction, *CUstream;
typedef unsigned long long CUdeviceptr;

#define MAX_PARAMS 16

static struct {
	CUresult (*cuInit)(unsigned);
	CUresult (*cuDeviceGet)(CUdevice *, int);
	CUresult (*cuCtxCreate_v2)(CUcontext *, unsigned, CUdevice);
	CUresult (*cuModuleLoadData)(CUmodule *, const void *);
	CUresult (*cuModuleGetFunction)(CUfunction *, CUmodule, const char *);
	CUresult (*cuMemAlloc_v2)(CUdeviceptr *, size_t);
	CUresult (*cuMemcpyHtoD_v2)(CUdeviceptr, const void *, size_t);
	CUresult (*cuMemcpyDtoH_v2)(void *, CUdeviceptr, size_t);
	CUresult (*cuLaunchKernel)(CUfunction, unsigned, unsigned, unsigned,
				   unsigned, unsigned, unsigned, unsigned,
				   CUstream, void **, void **);
	CUresult (*cuCtxSynchronize)(void);
	CUresult (*cuMemFree_v2)(CUdeviceptr);
	CUresult (*cuModuleUnload)(CUmodule);
	CUresult (*cuCtxDestroy_v2)(CUcontext);
} cu;

struct param {
	const char *name;
	int is_buffer;
	uint32_t value;   /* NAME=INT */
	size_t words;     /* NAME=buffer */
	uint32_t *host;
	CUdeviceptr dev;
};

static void usage(void)
{
	fprintf(stderr, "usage: cuda_launch PTX KERNEL GRID BLOCK "
		"NAME=buffer:BYTES[:zero|iota|random:SEED]|NAME=INT...\n");
}

/* An unsigned number (C's 0x / 0 prefixes) that is all of s and at most
 * max; 0 when it is not one. */
static int number(const char *s, unsigned long long max, unsigned long long *v)
{
	char *end;
	if (*s == '\0' || *s == '-' || *s == '+')
		return 0;
	errno = 0;
	*v = strtoull(s, &end, 0);
	return errno == 0 && *end == '\0' && *v <= max;
}

/* The high 32 bits of splitmix64(seed + i). */
static uint32_t splitmix_word(uint64_t seed, uint64_t i)
{
	uint64_t x = seed + i + 0x9E3779B97F4A7C15ull;
	x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ull;
	x = (x ^ (x >> 27)) * 0x94D049BB133111EBull;
	return (uint32_t)((x ^ (x >> 31)) >> 32);
}

static int parse_param(char *arg, struct param *p)
{
	char *eq = strchr(arg, '='), *v, *init;
	unsigned long long n, seed = 0;
	size_t i;
	if (!eq || eq == arg) {
		fprintf(stderr, "cuda_launch: %s: not NAME=VALUE\n", arg);
		return 0;
	}
	*eq = '\0';
	p->name = arg;
	v = eq + 1;
	if (strncmp(v, "buffer:", 7) != 0) {
		/* a 32-bit integer, negative ones as their two's complement */
		int neg = *v == '-';
		if (!number(v + neg, neg ? 0x80000000ull : 0xffffffffull, &n)) {
			fprintf(stderr, "cuda_launch: %s=%s: not a 32-bit integer "
				"or buffer:BYTES[:INIT]\n", arg, v);
			return 0;
		}
		p->value = (uint32_t)(neg ? 0u - (uint32_t)n : (uint32_t)n);
		return 1;
	}
	p->is_buffer = 1;
	v += 7;
	init = strchr(v, ':');
	if (init)
		*init++ = '\0';
	if (!number(v, 1u << 30, &n) || n == 0 || n % 4) {
		fprintf(stderr, "cuda_launch: %s: BYTES %s is not a multiple of 4 "
			"from 4 to 2^30\n", arg, v);
		return 0;
	}
	p->words = (size_t)n / 4;
	p->host = calloc(p->words, sizeof *p->host);
	if (!p->host) {
		fprintf(stderr, "cuda_launch: out of memory\n");
		return 0;
	}
	if (!init || strcmp(init, "zero") == 0)
		return 1;
	if (strcmp(init, "iota") == 0) {
		for (i = 0; i < p->words; i++)
			p->host[i] = (uint32_t)i;
		return 1;
	}
	if (strncmp(init, "random:", 7) == 0 &&
	    number(init + 7, UINT64_MAX, &seed)) {
		for (i = 0; i < p->words; i++)
			p->host[i] = splitmix_word(seed, i);
		return 1;
	}
	fprintf(stderr, "cuda_launch: %s: INIT %s is not zero, iota or "
		"random:SEED\n", arg, init);
	return 0;
}

static char *read_file(const char *path)
{
	FILE *f = fopen(path, "rb");
	char *s = NULL;
	long len;
	if (!f) {
		fprintf(stderr, "cuda_launch: %s: %s\n", path, strerror(errno));
		return NULL;
	}
	if (fseek(f, 0, SEEK_END) == 0 && (len = ftell(f)) >= 0 &&
	    fseek(f, 0, SEEK_SET) == 0 && (s = calloc(1, (size_t)len + 1)) &&
	    fread(s, 1, (size_t)len, f) != (size_t)len) {
		free(s);
		s = NULL;
	}
	if (!s)
		fprintf(stderr, "cuda_launch: %s: cannot read it\n", path);
	fclose(f);
	return s;
}

/* Finds the driver's entry points; 0 (and why on stderr) when it cannot. */
static int load_driver(void)
{
	void *h = dlopen("libcuda.so.1", RTLD_NOW);
	/* each entry point's slot and its name */
#define SYM(name) { &cu.name, #name }
	struct { void *slot; const char *name; } syms[] = {
		SYM(cuInit), SYM(cuDeviceGet), SYM(cuCtxCreate_v2),
		SYM(cuModuleLoadData), SYM(cuModuleGetFunction),
		SYM(cuMemAlloc_v2), SYM(cuMemcpyHtoD_v2), SYM(cuMemcpyDtoH_v2),
		SYM(cuLaunchKernel), SYM(cuCtxSynchronize), SYM(cuMemFree_v2),
		SYM(cuModuleUnload), SYM(cuCtxDestroy_v2),
	};
#undef SYM
	size_t i;
	if (!h) {
		fprintf(stderr, "no libcuda.so.1: %s\n", dlerror());
		return 0;
	}
	for (i = 0; i < sizeof syms / sizeof syms[0]; i++) {
		void *f = dlsym(h, syms[i].name);
		if (!f) {
			fprintf(stderr, "no %s in libcuda.so.1\n", syms[i].name);
			return 0;
		}
		/* POSIX: a function's address as the void * dlsym returns */
		memcpy(syms[i].slot, &f, sizeof f);
	}
	return 1;
}

#define CHECK(x) do { CUresult r_ = (x); if (r_) { \
	fprintf(stderr, "cuda_launch: %s: CUDA error %d\n", #x, r_); \
	return 1; } } while (0)

int main(int argc, char **argv)
{
	struct param params[MAX_PARAMS] = { { 0 } };
	void *args[MAX_PARAMS];
	unsigned long long grid, block;
	int np = argc - 5, i;
	size_t w;
	char *ptx;
	CUdevice dev;
	CUcontext ctx;
	CUmodule mod;
	CUfunction fn;
	if (argc < 5) {
		usage();
		return 2;
	}
	if (!number(argv[3], 0x7fffffff, &grid) || grid == 0 ||
	    !number(argv[4], 1024, &block) || block == 0) {
		fprintf(stderr, "cuda_launch: GRID %s or BLOCK %s out of range "
			"(1..2^31-1, 1..1024)\n", argv[3], argv[4]);
		return 2;
	}
	if (np > MAX_PARAMS) {
		fprintf(stderr, "cuda_launch: at most %d parameters\n", MAX_PARAMS);
		return 2;
	}
	for (i = 0; i < np; i++)
		if (!parse_param(argv[5 + i], &params[i]))
			return 2;
	if (!(ptx = read_file(argv[1])))
		return 2;
	if (!load_driver())
		return 2;
	CHECK(cu.cuInit(0));
	CHECK(cu.cuDeviceGet(&dev, 0));
	CHECK(cu.cuCtxCreate_v2(&ctx, 0, dev));
	CHECK(cu.cuModuleLoadData(&mod, ptx));
	CHECK(cu.cuModuleGetFunction(&fn, mod, argv[2]));
	for (i = 0; i < np; i++) {
		struct param *p = &params[i];
		if (p->is_buffer) {
			CHECK(cu.cuMemAlloc_v2(&p->dev, p->words * 4));
			CHECK(cu.cuMemcpyHtoD_v2(p->dev, p->host, p->words * 4));
			args[i] = &p->dev;
		} else {
			args[i] = &p->value;
		}
	}
	CHECK(cu.cuLaunchKernel(fn, (unsigned)grid, 1, 1, (unsigned)block, 1, 1,
				0, NULL, np ? args : NULL, NULL));
	CHECK(cu.cuCtxSynchronize());
	for (i = 0; i < np; i++) {
		struct param *p = &params[i];
		if (!p->is_buffer)
			continue;
		CHECK(cu.cuMemcpyDtoH_v2(p->host, p->dev, p->words * 4));
		CHECK(cu.cuMemFree_v2(p->dev));
		printf("%s", p->name);
		for (w = 0; w < p->words; w++)
			printf(" %08x", (unsigned)p->host[w]);
		printf("\n");
		free(p->host);
	}
	CHECK(cu.cuModuleUnload(mod));
	CHECK(cu.cuCtxDestroy_v2(ctx));
	free(ptx);
	return fflush(stdout) == 0 && !ferror(stdout) ? 0 : 1;
}
