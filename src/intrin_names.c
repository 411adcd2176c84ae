/*
 * intrin_names.c - lookups in the generated table of intrinsic names.
 */
#include <string.h>

#include "intrin_names.h"

static int cmp_prefix(const char *entry, const char *name, size_t len)
{
	size_t el = strlen(entry);
	int c = strncmp(entry, name, el < len ? el : len);
	if (c)
		return c;
	return el < len ? -1 : el > len ? 1 : 0;
}

static int exact(const char *name, size_t len)
{
	size_t lo = 0, hi = intrinsic_name_count;
	while (lo < hi) {
		size_t mid = (lo + hi) / 2;
		int c = cmp_prefix(intrinsic_names[mid], name, len);
		if (c == 0)
			return 1;
		if (c < 0)
			lo = mid + 1;
		else
			hi = mid;
	}
	return 0;
}

int intrinsic_name_known(const char *name, size_t len)
{
	static const char *const listed[] = {"amdgcn", "nvvm", "spv", "dx",
					     "r600"};
	static const char *const other[] = {
		"aarch64", "x86", "loongarch", "ve", "riscv", "ppc", "mips",
		"arm", "s390", "wasm", "xcore", "hexagon", "bpf"};
	size_t i, n;
	const char *dot;
	if (len < 6 || memcmp(name, "llvm.", 5) != 0)
		return 0;
	dot = memchr(name + 5, '.', len - 5);
	n = dot ? (size_t)(dot - (name + 5)) : len - 5;
	for (i = 0; i < sizeof other / sizeof other[0]; i++)
		if (strlen(other[i]) == n && memcmp(other[i], name + 5, n) == 0)
			return 1;
	(void)listed;
	/* exact, or a known base followed by overload suffixes */
	for (;;) {
		if (exact(name, len))
			return 1;
		while (len > 5 && name[len - 1] != '.')
			len--;
		if (len <= 5)
			return 0;
		len--;
	}
}
