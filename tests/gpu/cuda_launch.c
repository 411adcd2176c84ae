/* cuda_launch.c - loads a PTX file with the CUDA driver API (found at run
 * time with dlopen, so nothing of CUDA is needed to build it), runs its
 * kernel k(out, n) on one block of 32 threads with n = 8, and prints each
 * lane's four words of out.  Used by gpu-check.sh. */
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>

typedef int CUresult;
typedef int CUdevice;
typedef void *CUcontext, *CUmodule, *CUfunction, *CUstream;
typedef unsigned long long CUdeviceptr;

#define SYM(name, args) CUresult (*name) args = (CUresult (*) args)dlsym(h, #name); if (!name) { fprintf(stderr, "no %s\n", #name); return 2; }
#define CHECK(x) do { CUresult r_ = (x); if (r_) { fprintf(stderr, "%s: error %d\n", #x, r_); return 1; } } while (0)

int main(int argc, char **argv)
{
	void *h = dlopen("libcuda.so.1", RTLD_NOW);
	FILE *f;
	char *ptx;
	long len;
	CUdevice dev;
	CUcontext ctx;
	CUmodule mod;
	CUfunction fn;
	CUdeviceptr out;
	unsigned n = 8, host[128], t;
	void *params[2];
	if (!h) { fprintf(stderr, "no libcuda.so.1: %s\n", dlerror()); return 2; }
	SYM(cuInit, (unsigned));
	SYM(cuDeviceGet, (CUdevice *, int));
	SYM(cuCtxCreate_v2, (CUcontext *, unsigned, CUdevice));
	SYM(cuModuleLoadData, (CUmodule *, const void *));
	SYM(cuModuleGetFunction, (CUfunction *, CUmodule, const char *));
	SYM(cuMemAlloc_v2, (CUdeviceptr *, size_t));
	SYM(cuMemcpyDtoH_v2, (void *, CUdeviceptr, size_t));
	SYM(cuMemsetD32_v2, (CUdeviceptr, unsigned, size_t));
	SYM(cuLaunchKernel, (CUfunction, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned, CUstream, void **, void **));
	SYM(cuCtxSynchronize, (void));
	f = fopen(argc > 1 ? argv[1] : "warp.ptx", "rb");
	if (!f) return 2;
	fseek(f, 0, SEEK_END); len = ftell(f); fseek(f, 0, SEEK_SET);
	ptx = calloc(1, (size_t)len + 1);
	if (fread(ptx, 1, (size_t)len, f) != (size_t)len) return 2;
	fclose(f);
	CHECK(cuInit(0));
	CHECK(cuDeviceGet(&dev, 0));
	CHECK(cuCtxCreate_v2(&ctx, 0, dev));
	CHECK(cuModuleLoadData(&mod, ptx));
	CHECK(cuModuleGetFunction(&fn, mod, "k"));
	CHECK(cuMemAlloc_v2(&out, sizeof host));
	CHECK(cuMemsetD32_v2(out, 0, 128));
	params[0] = &out;
	params[1] = &n;
	CHECK(cuLaunchKernel(fn, 1, 1, 1, 32, 1, 1, 0, NULL, params, NULL));
	CHECK(cuCtxSynchronize());
	CHECK(cuMemcpyDtoH_v2(host, out, sizeof host));
	for (t = 0; t < 32; t++)
		printf("lane %u: sum %u odd-ballot 0x%08x i %u after-ballot 0x%08x\n",
		       t, host[t * 4], host[t * 4 + 1], host[t * 4 + 2], host[t * 4 + 3]);
	return 0;
}
